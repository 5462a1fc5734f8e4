import { useId, useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { formatNumber, mq, useDealer, useSite } from '@dealerline/shared';
import { pageTitle, pastLastSearchPage, searchDescription, searchPageName } from '@dealerline/shared/rules';
import { LoadError, useDocumentTitle } from '@dealerline/shared/ui';
import { useCarSearch, type SearchState } from '../../../lib/search';
import { FilterPanel } from '../../search-filters';
import { useFocusOnNewPage } from '../hooks/use-focus-on-new-page';
import { useHeldValue } from '../hooks/use-held-value';
import { usePastLastPageHead } from '../hooks/use-past-last-page-head';
import { useTrailingValue } from '../hooks/use-trailing-value';
import { routeTitle, type RouteScope } from '../utils/search-route';
import { EmptyResults } from './empty-results';
import { PagingLimitNotice } from './paging-limit-notice';
import { ResultsGrid } from './results-grid';
import { SearchPagination } from './search-pagination';
import { SortLeftOutNote } from './sort-left-out-note';
import { SortSelect } from './sort-select';

interface SearchResultsProps {
  state: SearchState;
  setState(next: SearchState): void;
  route: RouteScope;
  path: string;
}

const vehicles = (n: number) => `${formatNumber(n)} ${n === 1 ? 'vehicle' : 'vehicles'}`;

/**
 * The search page body: title and count (with a note when the sort leaves cars out), sort, filters, one page
 * of cards and pagination. While the next
 * answer loads (or the route's scope resolves), and after an error, the last results and their heading stay on
 * screen (spec §4, §8), dimmed while loading, with a quiet notice and a retry after an error. A new answer
 * reaches the cards first: the filters' counts follow in the next pass (useTrailingValue), as do the cards
 * below the first rows (ResultsGrid). The tab's title and the description name the search as the heading
 * does (as the server's head: searchDescription); a page past the
 * last has the head the server gives it (noindex, canonical on the first page: usePastLastPageHead).
 */
export function SearchResults({ state, setState, route, path }: SearchResultsProps) {
  const theme = useTheme();
  const site = useSite();
  const dealer = useDealer();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnNewPage(state.page, headingRef);
  const { data, isCurrent, isFetching, error, retry } = useCarSearch(state, route.scope);
  // The heading names the results on screen: an earlier search's keep theirs until the new answer arrives.
  const heading = useHeldValue(routeTitle(route, data?.facets ?? {}), data !== undefined && !isCurrent);
  useDocumentTitle(pageTitle(searchPageName(heading), site.name), searchDescription(heading, dealer));
  // A page past the last (`?page=3` of a search with one page) is kept out of search results, as the server's.
  usePastLastPageHead(data !== undefined && isCurrent && pastLastSearchPage(state.page + 1, data.nbPages));
  const panelResult = useTrailingValue(data);

  return (
    <section
      aria-labelledby={headingId}
      css={css`
        display: grid;
        gap: ${theme.space(6)};
        padding: ${theme.space(4)};
        ${mq('md')} {
          grid-template-columns: 260px minmax(0, 1fr);
        }
      `}
    >
      <header
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: baseline;
          justify-content: space-between;
          gap: ${theme.space(3)};
          ${mq('md')} {
            grid-column: 1 / -1;
          }
        `}
      >
        <div>
          <h1
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            css={css`
              margin: 0;
              &:focus {
                outline: none;
              }
            `}
          >
            {heading}
          </h1>
          <p
            role="status"
            css={css`
              margin: ${theme.space(1)} 0 0;
              color: ${theme.colors.muted};
            `}
          >
            {data ? vehicles(data.displayedCount) : !error && 'Loading vehicles…'}
            {data && isFetching && ' (updating…)'}
          </p>
          {data && <SortLeftOutNote leftOut={data.leftOutBySort} />}
        </div>
        <SortSelect value={state.sortBy} onChange={(sortBy) => setState({ ...state, sortBy })} />
      </header>
      <FilterPanel state={state} result={panelResult} onChange={setState} />
      <div>
        {error && <LoadError what={data ? 'the latest results' : 'the vehicles'} onRetry={retry} />}
        {data && data.hits.length > 0 && <ResultsGrid result={data} busy={isFetching} current={isCurrent} />}
        {data && data.hits.length === 0 && !isFetching && (
          <EmptyResults
            state={state}
            nbHits={data.nbHits}
            nbPages={data.nbPages}
            path={path}
            heading={heading}
            allStock={route.scope !== undefined && Object.keys(route.scope.refinements ?? {}).length === 0}
          />
        )}
        {data && <SearchPagination state={state} nbPages={data.nbPages} path={path} />}
        {data && <PagingLimitNotice nbHits={data.nbHits} />}
      </div>
    </section>
  );
}
