import type { SiteSearchConfig } from '@dealerline/shared';
import type { CarQuery } from './client/car-query';
import { fixedFilters, rangeFilters, refinementFilters, sortIndex } from './car-filters';
import type { SearchScope } from './search-scope';
import type { SearchState } from './types';

export interface PageRequestInput {
  state: SearchState;
  scope?: SearchScope;
  /** Attributes to count values of (the page's filters that show counts: searchedFacets). */
  facets: string[];
  hitsPerPage: number;
}

export interface PageRequest {
  queries: CarQuery[];
  /** The attribute each query after the first counts (disjunctive faceting), in query order. */
  disjunctive: string[];
}

/**
 * The multi-query of one search page: the main query (one page of hits, offset paging by `page`, `facets`
 * counted) and, for each refined attribute (and each bounded one of `facets`), a query without that
 * attribute's own refinement that counts only it, so a refined list still shows its other values with counts (disjunctive faceting, as
 * InstantSearch does). The route scope and the sort's filters are fixed filters of every query.
 */
export function buildPageRequest(input: PageRequestInput, search: SiteSearchConfig): PageRequest {
  const { state, scope = {}, hitsPerPage } = input;
  const indexName = sortIndex(search, state.sortBy);
  const filters = fixedFilters(search, state.sortBy, scope);
  const scopeFacetFilters = refinementFilters(scope.refinements);
  const base = (refinements: SearchState['refinements'], ranges: SearchState['ranges']): CarQuery => {
    const facetFilters = [...scopeFacetFilters, ...refinementFilters(refinements)];
    const numericFilters = rangeFilters(ranges);
    return {
      indexName,
      query: state.query,
      ...(filters && { filters }),
      ...(facetFilters.length > 0 && { facetFilters }),
      ...(numericFilters.length > 0 && { numericFilters }),
      hitsPerPage: 0,
    };
  };

  const main: CarQuery = {
    ...base(state.refinements, state.ranges),
    facets: input.facets,
    hitsPerPage,
    page: state.page,
  };

  const refined = Object.entries(state.refinements)
    .filter(([, values]) => values.length > 0)
    .map(([attribute]) => attribute);
  // A bounded attribute is counted again only where the page shows its counts (the year list; not the price or
  // odometer sliders, whose attributes are not in `facets`): a query whose answer nothing reads is not sent.
  const ranged = Object.keys(state.ranges).filter((a) => !refined.includes(a) && input.facets.includes(a));
  const disjunctive = [...refined, ...ranged];
  const helpers = disjunctive.map((attribute): CarQuery => {
    const { [attribute]: _ownValues, ...refinements } = state.refinements;
    const { [attribute]: _ownRange, ...ranges } = state.ranges;
    return { ...base(refinements, ranges), facets: [attribute], page: 0, analytics: false };
  });

  return { queries: [main, ...helpers], disjunctive };
}
