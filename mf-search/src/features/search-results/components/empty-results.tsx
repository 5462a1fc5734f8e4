import { PageLink } from '@dealerline/shared/ui';
import { searchUrl, type SearchState } from '../../../lib/search';

interface EmptyResultsProps {
  state: SearchState;
  nbHits: number;
  /** The pages the search has (the paging limit's 48 at most): a page past them links to the first and last. */
  nbPages: number;
  path: string;
}

/** No cards to show: nothing matches, or the URL asks for a page past the last one. */
export function EmptyResults({ state, nbHits, nbPages, path }: EmptyResultsProps) {
  if (nbHits === 0) return <p>No vehicles match your search. Try removing a filter or two.</p>;
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
