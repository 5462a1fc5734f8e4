import { BODY_TYPE_LABELS, type BodyType } from '../../../shared/src/domain/catalogue';
import { inDealerCity, searchDescription } from '../../../shared/src/rules/page-descriptions';
import { pageTitle, searchPageName } from '../../../shared/src/rules/page-title';
import type { PageHead } from '../../../shared/src/rules/share-tags';
import { bodyTypeFromSlug, slugify } from '../../../shared/src/rules/slugs';
import { stockRouteTitle } from '../../../shared/src/rules/stock-routes';
import type { CatalogueRepository } from '../content/catalogue-repository';
import type { PageMeta } from '../shell/render-shell';
import { NOINDEX } from './head-tags';
import type { Tenant } from '../sites/tenant';
import { searchPath } from '../../../shared/src/rules/search-path';

type Catalogue = Pick<CatalogueRepository, 'manufacturers' | 'models'>;

/** "land-rover" → "Land Rover": a name as its slug reads, when the catalogue does not know it. */
const fromSlug = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

async function makeName(catalogue: Catalogue, makeSlug: string): Promise<string> {
  const [make] = await catalogue.manufacturers([makeSlug]);
  return make?.name ?? fromSlug(makeSlug);
}

async function modelName(catalogue: Catalogue, makeSlug: string, modelSlug: string): Promise<string> {
  const model = (await catalogue.models([makeSlug])).find((m) => m.slug === modelSlug);
  return model?.name ?? fromSlug(modelSlug);
}

/** Longest subject a search page's title and description name (a path may be thousands of characters). */
export const SEARCH_SUBJECT_MAX = 60;

/** `text` cut to `max` characters, at a word where one is near, with an ellipsis. */
function capped(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * What a /search/… path lists, in words: a stock route ("Used Cars", in the site's word for used), a body
 * type ("SUV"), else a make and model as the catalogue spells them ("Toyota HiLux"), at most
 * SEARCH_SUBJECT_MAX characters.
 */
export async function searchSubject(pathname: string, tenant: Tenant, catalogue: Catalogue): Promise<string> {
  const path = searchPath(pathname);
  switch (path.kind) {
    case 'stock':
      return stockRouteTitle(path.route, tenant.site)!;
    case 'body':
      return BODY_TYPE_LABELS[path.body];
    case 'make': {
      const make = await makeName(catalogue, path.makeSlug);
      const model = path.modelSlug && (await modelName(catalogue, path.makeSlug, path.modelSlug));
      return capped([make, model].filter(Boolean).join(' '), SEARCH_SUBJECT_MAX);
    }
  }
}

/**
 * Title and description of a search page (over `base`, its routeHead): "Used Cars for sale | Westside
 * Pre-Owned", the description searchDescription's, as the search page writes them after a navigation. A page whose path
 * matches none of the site's available cars (`listsStock` false: a make, model or body it has none of, new
 * cars on a used-only site) still serves, for the shopper, but is kept out of search results: noindex.
 */
export async function searchPageMeta(
  pathname: string,
  tenant: Tenant,
  catalogue: Catalogue,
  base: PageHead,
  listsStock = true,
): Promise<PageMeta> {
  const subject = await searchSubject(pathname, tenant, catalogue);
  const { dealer, site } = tenant;
  return {
    ...base,
    title: pageTitle(searchPageName(subject), site.name),
    description: searchDescription(subject, dealer),
    ...(listsStock ? {} : { head: [NOINDEX] }),
  };
}

/** Title and description of /models (optionally ?body=…) and /brands/{manufacturer}, over `base`. */
export async function modelsPageMeta(
  tenant: Tenant,
  catalogue: Catalogue,
  base: PageHead,
  scope: { body?: string; makeSlug?: string },
): Promise<PageMeta> {
  const { dealer, site } = tenant;
  const body = scope.body ? bodyTypeFromSlug(scope.body) : null;
  const sold = [...new Set(dealer.locations.flatMap((location) => location.manufacturers))];
  const makeSlugs = scope.makeSlug ? [slugify(scope.makeSlug)] : sold;
  const makes = (await catalogue.manufacturers(makeSlugs)).map((make) => make.name);
  const brand = scope.makeSlug ? (makes[0] ?? fromSlug(slugify(scope.makeSlug))) : null;
  // A brand the site does not sell: its page says "Brand not found" (mf-search's brand page, by the same rule).
  const missing =
    scope.makeSlug !== undefined && (makes.length === 0 || !sold.includes(scope.makeSlug.toLowerCase()));
  if (missing) {
    // Titled as its heading says, and described without the make asked for (no further catalogue query).
    return {
      ...base,
      title: pageTitle(BRAND_NOT_FOUND, site.name),
      description: modelsDescription(tenant, [], null, null),
      missing,
      head: [NOINDEX],
    };
  }
  const kind = [brand ?? 'New', body ? BODY_TYPE_LABELS[body] : null].filter(Boolean).join(' ');
  return {
    ...base,
    title: pageTitle(`${kind} Models`, site.name),
    description: modelsDescription(tenant, makes, brand, body),
  };
}

/** The h1 of the brand page of a make the site does not sell (mf-search's brand-page.tsx). */
export const BRAND_NOT_FOUND = 'Brand not found';

function modelsDescription(
  { dealer }: Tenant,
  makes: string[],
  brand: string | null,
  body: BodyType | null,
): string {
  const range = makes.length > 0 ? `the new ${makes.join(', ')} range` : 'new models';
  return (
    `Explore ${brand ? `the new ${brand} range` : range}${body ? ` of ${BODY_TYPE_LABELS[body]} models` : ''} ` +
    `at ${dealer.name}${inDealerCity(dealer)}: prices, specifications and offers. Call ${dealer.phone}.`
  );
}
