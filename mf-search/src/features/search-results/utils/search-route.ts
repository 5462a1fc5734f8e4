import { BODY_TYPE_LABELS, type SiteConfig } from '@dealerline/shared';
import { searchPath, stockRouteTitle } from '@dealerline/shared/rules';
import type { FacetValues, SearchScope } from '../../../lib/search';

/** What a /search/… path asks for (spec §2). */
export type SearchRoute =
  /** A stock route (all stock or car types), or a body type tile: the scope is known from the path. */
  | { kind: 'fixed'; title: string; scope: SearchScope }
  /** /search/{make} or /search/{make}/{model}: the make by its slug; the model is matched against model values. */
  | { kind: 'make'; makeSlug: string; modelSlug?: string };

/**
 * The route of a search path: /search/ and /search/new-used-and-demo-cars/ are all stock; the car type routes
 * fix car_type; a body slug (/search/suv, /search/cab-chassis) fixes simple_body; anything else names a make
 * (and a model), in any case or spelling that slugs the same ("Land Rover", "land-rover"). A stock route is
 * titled for the site (stockRouteTitle: its word for used and for its stock, "Used Caravans", a used-only
 * dealer's all stock as its used cars).
 * The path is read by the shared rule (searchPath), as the server reads it for the page's head tags.
 */
export function searchRoute(
  pathname: string,
  site: Pick<SiteConfig, 'template' | 'used_label' | 'vehicle_noun'>,
): SearchRoute {
  const path = searchPath(pathname);
  switch (path.kind) {
    case 'stock': {
      const refinements = path.carTypes.length > 0 ? { car_type: [...path.carTypes] } : undefined;
      const title = stockRouteTitle(path.route, site)!;
      return { kind: 'fixed', title, scope: refinements ? { refinements } : {} };
    }
    case 'body': {
      const label = BODY_TYPE_LABELS[path.body];
      return { kind: 'fixed', title: label, scope: { refinements: { simple_body: [label] } } };
    }
    case 'make':
      return path;
  }
}

/** A route resolved for the search: its scope (once known) and what names it. */
export interface RouteScope {
  /** What the route fixes, or undefined while a /search/{make}/{model} model is being matched. */
  scope?: SearchScope;
  /** The page title the path gives ("Used Cars", "SUV"); make routes are titled from the make's own spelling. */
  title?: string;
  /** The make (and model) of a make route, as the slugs spell them, until the values are known. */
  makeSlug?: string;
  modelSlug?: string;
}

/** "land-rover" → "Land Rover": a make or model as its slug reads, until the search names it. */
const fromSlug = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** The page title: the path's ("Used Cars", "SUV"), or the make and model as the cars spell them ("Land Rover"). */
export function routeTitle(route: RouteScope, facets: Record<string, FacetValues>): string {
  if (route.title) return route.title;
  const only = (attribute: string) =>
    facets[attribute]?.length === 1 ? facets[attribute][0]?.label : undefined;
  const make = only('make') ?? fromSlug(route.makeSlug ?? '');
  const model = route.modelSlug && (only('model') ?? fromSlug(route.modelSlug));
  return [make, model].filter(Boolean).join(' ');
}
