import type { CarType } from '../domain/car';
import type { BodyType } from '../domain/catalogue';
import { bodyTypeFromSlug, slugify } from './slugs';
import { STOCK_ROUTES } from './stock-routes';

/**
 * What a /search/… path fixes (spec §2): a stock route (all stock, or car types), a body type by its slug
 * when it is the only segment (/search/suv, /search/cab-chassis), else a make and model by their slugs, in
 * any case or spelling that slugs the same ("Land Rover", "land-rover"). Segments past the second are
 * ignored. The search page (mf-search) and the server's head tags and sitemap read paths alike through it.
 */
export type SearchPath =
  | { kind: 'stock'; route: string; carTypes: readonly CarType[] }
  | { kind: 'body'; body: BodyType }
  | { kind: 'make'; makeSlug: string; modelSlug?: string };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The segments after /search/, decoded (empty for /search and /search/). */
export function searchSegments(pathname: string): string[] {
  return pathname
    .replace(/^\/search\/?/i, '')
    .split('/')
    .filter(Boolean)
    .map(decode);
}

/** The search path of a pathname; /search and /search/ are the all-stock route. */
export function searchPath(pathname: string): SearchPath {
  const [first = 'new-used-and-demo-cars', second] = searchSegments(pathname);
  const route = first.toLowerCase();
  const stock = STOCK_ROUTES[route];
  if (stock) return { kind: 'stock', route, carTypes: stock.carTypes };
  const body = second === undefined ? bodyTypeFromSlug(first) : null;
  if (body) return { kind: 'body', body };
  const modelSlug = second === undefined ? undefined : slugify(second);
  return { kind: 'make', makeSlug: slugify(first), ...(modelSlug && { modelSlug }) };
}
