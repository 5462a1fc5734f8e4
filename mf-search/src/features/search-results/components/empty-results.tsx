import { PageLink } from '@dealerline/shared/ui';
import { DEFAULT_SEARCH_PATH, searchUrl, type SearchState } from '../../../lib/search';

interface EmptyResultsProps {
  state: SearchState;
  nbHits: number;
  /** The pages the search has (the paging limit's 48 at most): a page past them links to the first and last. */
  nbPages: number;
  path: string;
  /** What the route lists, as its heading says ("Polestar 2", "New Cars"). */
  heading: string;
  /** Whether the route is the whole stock (no make, model, body or car type of its own). */
  allStock: boolean;
}

const narrowed = (state: SearchState) =>
  state.query !== '' || Object.keys(state.refinements).length > 0 || Object.keys(state.ranges).length > 0;

/**
 * No cards to show: the shopper's filters match nothing (they are told to remove some), the route itself has
 * no stock right now (a model or car type from the menu: it says so and links to the whole stock), or the URL
 * asks for a page past the last one.
 */
export function EmptyResults({ state, nbHits, nbPages, path, heading, allStock }: EmptyResultsProps) {
  if (nbHits === 0 && narrowed(state))
    return <p>No vehicles match your search. Try removing a filter or two.</p>;
  if (nbHits === 0)
    return (
      <p>
        We have no {heading} in stock right now.
        {!allStock && (
          <>
            {' '}
            <PageLink to={DEFAULT_SEARCH_PATH}>See all our vehicles</PageLink>
          </>
        )}
      </p>
    );
  return (
    <p>
      There are no vehicles on this page.{' '}
      <PageLink to={searchUrl({ ...state, page: 0 }, path)}>Go to the first page</PageLink>
      {nbPages > 1 && (
        <>
          {' or '}
          <PageLink to={searchUrl({ ...state, page: nbPages - 1 }, path)}>the last page</PageLink>
        </>
      )}
    </p>
  );
}
