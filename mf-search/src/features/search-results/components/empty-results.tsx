import { PageLink } from '@dealerline/shared/ui';
import { searchUrl, type SearchState } from '../../../lib/search';

/** No cards to show: nothing matches, or the URL asks for a page past the last one. */
export function EmptyResults({ state, nbHits, path }: { state: SearchState; nbHits: number; path: string }) {
  if (nbHits === 0) return <p>No vehicles match your search. Try removing a filter or two.</p>;
  return (
    <p>
      There are no vehicles on this page.{' '}
      <PageLink to={searchUrl({ ...state, page: 0 }, path)}>Go to the first page</PageLink>
    </p>
  );
}
