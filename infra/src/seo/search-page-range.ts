import type { ApiCacheState } from '../../../shared/src/api/api';
import { pastLastSearchPage, searchPageNumber } from '../../../shared/src/rules/search-page';
import type { PageMeta } from '../shell/render-shell';
import { NOINDEX } from './head-tags';

/** mf-search's search page query (its car-search-endpoint.ts), as a rendered page's API answers hold it. */
const CAR_SEARCH_ENDPOINT = 'carSearch';

interface CarSearchEntry {
  endpointName?: unknown;
  originalArgs?: { state?: { page?: unknown } };
  data?: { nbPages?: unknown };
}

/**
 * The number of pages of the search a server-rendered page answered for its results page `page` (1-based):
 * the search page's own answer (nbPages, at most 48), as the HTML shows it. Undefined when the render holds
 * no such answer (it was late or failed, or the page was not rendered on the server): the browser searches.
 */
export function renderedSearchPages(api: ApiCacheState | undefined, page: number): number | undefined {
  for (const entry of Object.values(api?.queries ?? {}) as (CarSearchEntry | undefined)[]) {
    if (entry?.endpointName !== CAR_SEARCH_ENDPOINT) continue;
    const nbPages = entry.data?.nbPages;
    if (entry.originalArgs?.state?.page === page - 1 && typeof nbPages === 'number') return nbPages;
  }
  return undefined;
}

/**
 * The head of a search page past its last page (`?page=3` of a search with one page, any page past 48): kept
 * out of search results (noindex), its canonical link the search's first page (never a page past the last),
 * and `missing`, so it answers 404 while the page still renders: "There are no vehicles on this page." with
 * links to the first and the last page.
 */
export function pastLastPageMeta(meta: PageMeta): PageMeta {
  return {
    ...meta,
    canonical: meta.canonical.replace(/\?.*$/, ''),
    head: [...(meta.head ?? []).filter((tag) => tag !== NOINDEX), NOINDEX],
    missing: true,
  };
}

/**
 * A search page's head once its server render is known: a page number within 48 (pastLastSearchPage without
 * an answer says no) but past the pages of the search the render answered gets pastLastPageMeta; any other
 * page keeps `meta`. `search` is the URL's query string (with or without `?`).
 */
export function withRenderedSearch(meta: PageMeta, search: string, api: ApiCacheState | undefined): PageMeta {
  if (meta.missing || meta.unavailable) return meta;
  const page = searchPageNumber(new URLSearchParams(search).get('page'));
  return pastLastSearchPage(page, renderedSearchPages(api, page)) ? pastLastPageMeta(meta) : meta;
}
