/**
 * The last results page a search URL may ask for: a `page` past it reads as the first (a search pages through
 * far fewer: PAGING_LIMIT results).
 */
export const MAX_SEARCH_PAGE = 1000;

const PAGE_PARAM = /^\d{1,4}$/;

/**
 * The results page (1-based) a search URL's `page` parameter asks for, as the search page (mf-search's URL
 * state) and the server's canonical path both read it: 1 to MAX_SEARCH_PAGE in at most 4 digits (`02` is 2);
 * anything else, or no parameter, is the first page.
 */
export function searchPageNumber(text: string | null | undefined): number {
  if (text == null || !PAGE_PARAM.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_SEARCH_PAGE ? page : 1;
}
