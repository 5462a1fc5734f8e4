import { DEFAULT_HITS_PER_PAGE, PAGING_LIMIT } from './constants';

/**
 * The last results page any search has: the search service pages through its first PAGING_LIMIT results,
 * DEFAULT_HITS_PER_PAGE a page (48 pages of 21), however many cars match.
 */
export const LAST_SEARCH_PAGE = Math.ceil(PAGING_LIMIT / DEFAULT_HITS_PER_PAGE);

/**
 * The page number a page past LAST_SEARCH_PAGE reads as (49): every such page is past every search's last
 * page and shows the same (no vehicles on it), so `?page=1001` and `?page=99999999999` ask for no more.
 */
export const PAST_EVERY_SEARCH_PAGE = LAST_SEARCH_PAGE + 1;

/** The spelling of a page number: digits only (`02` is 2; `+2`, ` 2`, `2.5`, `1e3` are none). */
const PAGE_NUMBER = /^\d+$/;

/**
 * What a search URL's `page` parameter (1-based) asks for, as the search page (mf-search's URL state) and the
 * server (canonical link, robots, status) both read it: no parameter is the first page; a page number from
 * 1 is that page (leading zeros and all; past LAST_SEARCH_PAGE it reads as PAST_EVERY_SEARCH_PAGE); anything
 * else is null: no page number at all (`0`, `-1`, `abc`, `2.5`, an empty value). Whether a page number is
 * past the last page of its search's results is pastLastSearchPage's question.
 */
export function readSearchPage(text: string | null | undefined): number | null {
  if (text == null) return 1;
  if (!PAGE_NUMBER.test(text)) return null;
  const digits = text.replace(/^0+/, '');
  if (digits === '') return null;
  // Compared as text first: a hundred digits are a page past every search's last, not Infinity.
  return digits.length > String(PAST_EVERY_SEARCH_PAGE).length
    ? PAST_EVERY_SEARCH_PAGE
    : Math.min(Number(digits), PAST_EVERY_SEARCH_PAGE);
}

/**
 * The results page (1-based) a search URL's `page` parameter shows: the page it asks for, or the first page
 * when it is no page number (the URL is then spelled again without it: searchQueryWithoutBadPage).
 */
export function searchPageNumber(text: string | null | undefined): number {
  return readSearchPage(text) ?? 1;
}

/**
 * Whether `page` (1-based) is past the last page of a search: past LAST_SEARCH_PAGE always; past the
 * answer's pages when its `nbPages` is known (a search that matches nothing still has its first page).
 */
export function pastLastSearchPage(page: number, nbPages?: number): boolean {
  if (page > LAST_SEARCH_PAGE) return true;
  return nbPages !== undefined && page > Math.max(1, nbPages);
}

function paramName(part: string): string {
  const name = part.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The query string (without `?`) of a search URL whose `page` is no page number (`?page=abc`, `?page=0`,
 * `?page=2.5`: readSearchPage's null), with every `page` parameter taken out and the others as they were
 * spelled; null when its `page` is a page number or absent, and there is nothing to take out. Such a URL is
 * the search's first page spelled another way: the server redirects it (301) and the search page replaces it
 * with this one, so the address the shopper sees, and the one a crawler keeps, says the first page.
 */
export function searchQueryWithoutBadPage(search: string): string | null {
  const query = search.replace(/^\?/, '');
  if (readSearchPage(new URLSearchParams(query).get('page')) !== null) return null;
  return query
    .split('&')
    .filter((part) => part !== '' && paramName(part) !== 'page')
    .join('&');
}
