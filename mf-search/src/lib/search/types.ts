import type { CarHit, SearchFacetItem, SearchSortKey } from '@dealerline/shared';

/**
 * The search page's state, as the URL holds it (spec §2, §3 "Search filter state"): InstantSearch-style
 * parameters `query`, `page` (1-based in the URL, 0-based here), `sortBy` (a sort key of spec §9),
 * `refinementList[{attribute}][{i}]={value}` per facet value and `range[{attribute}]={min}:{max}` per numeric
 * range. Attributes are the car index's (CarHit) names: make, model, car_type, colour, simple_body,
 * simple_transmission, simple_fuel, simple_drive, year, km, price, seats, state, location_name,
 * dealership_slug, dealership_name, badge, tag…
 */
export interface SearchState {
  query: string;
  /** 0-based page. */
  page: number;
  sortBy: SearchSortKey;
  /** Facet attribute → selected values (ORed within an attribute, attributes ANDed). */
  refinements: Record<string, string[]>;
  /** Numeric attribute → bounds, both included; a missing bound is open. */
  ranges: Record<string, NumericRange>;
}

export interface NumericRange {
  min?: number;
  max?: number;
}

/** One facet of an answer: its values with counts, for a filter list. */
export type FacetValues = SearchFacetItem[];

/** What a search page shows: one page of hits, counts, facets (disjunctive for refined facets) and stats. */
export interface CarSearchResult {
  hits: CarHit[];
  /** nbHits as the search service returned it. */
  nbHits: number;
  /** The count to show (spec §4: above 1999 replaced by the site's stock count or summed facet counts). */
  displayedCount: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** Attribute → values with counts (a refined attribute counts as if it were not refined). */
  facets: Record<string, FacetValues>;
  /** Numeric attribute → min and max over the matching cars (for sliders). */
  facetsStats: Record<string, { min: number; max: number }>;
  /** The makes the answer is for (the state's make refinement): its model facet lists exactly their models. */
  makes: string[];
  /** Cars the sort's own filter leaves out (Lowest Price's `price > 0` on some sites: sort-left-out.ts), else 0. */
  leftOutBySort: number;
}
