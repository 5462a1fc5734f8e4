import { pastLastSearchPage, searchPageNumber } from './search-page';
import { searchPath } from './search-path';
import { siteOrigin } from './site-urls';
import { bodyTypeSlug } from './slugs';

/** The all-stock search route, as the site links to it and the spec spells it (with its slash). */
export const ALL_STOCK_PATH = '/search/new-used-and-demo-cars/';

const SEARCH_PAGE = /^\/search(\/|$)/i;

/**
 * The canonical path of a search path: its slugs as the site links to them (lower case, a body type by its
 * slug, a make and model slugged as the search reads them), no trailing slash; the all-stock route (and
 * /search itself) as ALL_STOCK_PATH. Null when the path names nothing a slug can spell (the page keeps its
 * own path).
 */
export function canonicalSearchPath(pathname: string): string | null {
  const path = searchPath(pathname);
  switch (path.kind) {
    case 'stock':
      return path.carTypes.length === 0 ? ALL_STOCK_PATH : `/search/${path.route}`;
    case 'body':
      return `/search/${bodyTypeSlug(path.body)}`;
    case 'make':
      if (!path.makeSlug) return null;
      return `/search/${path.makeSlug}${path.modelSlug ? `/${path.modelSlug}` : ''}`;
  }
}

/**
 * The canonical path of a page: no trailing slash (but the root's); a search page's path spelled as the site
 * links to it (canonicalSearchPath: lower-case slugs, the all-stock route with its slash) and, past its first
 * page, `?page=N` (normalised: `page=02` → `page=2`), as each page of results lists other cars; a page past
 * every search's last (49 and up: pastLastSearchPage) is no page of results, and its canonical is the first
 * page. Every other parameter is left out (filters, sorting and a search's words are views of the page).
 * `search` is the URL's query string, with or without its `?`.
 */
export function canonicalPath(pathname: string, search = ''): string {
  if (!SEARCH_PAGE.test(pathname)) return pathname.replace(/\/+$/, '') || '/';
  const path = canonicalSearchPath(pathname) ?? (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const page = searchPageNumber(new URLSearchParams(search).get('page'));
  return page > 1 && !pastLastSearchPage(page) ? `${path}?page=${page}` : path;
}

/** The canonical URL of a page: on the site's first custom domain (HTTPS) when it has one, else `origin`. */
export function canonicalUrl(domains: readonly string[], origin: string, path: string): string {
  return `${siteOrigin(domains, origin)}${path}`;
}
