import type { DealerLocation } from '../domain/location';
import { canonicalPath, canonicalUrl } from './canonical-path';
import { pageDescription, siteDescription, type HeadTenant } from './page-descriptions';
import { pageTitle } from './page-title';
import { SHARE_IMAGE_WIDTH, type PageHead, type ShareImage } from './share-tags';
import { absoluteImageUrl, absoluteUrl, siteOrigin } from './site-urls';

/** Where a page is: the origin it was asked on (the request's, the browser's) and its path and query. */
export interface PageAddress {
  origin: string;
  pathname: string;
  /** The query string, with or without its `?`. */
  search?: string;
}

/** /contact-us/{slug}: a location's page (the router matches its words in any case). */
const LOCATION_PAGE = /^\/contact-us\/([^/]+)\/?$/i;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The location a /contact-us/{slug} page shows (a visible location of exactly that slug), else undefined. */
function locationOfPage({ dealer }: HeadTenant, pathname: string): DealerLocation | undefined {
  const match = LOCATION_PAGE.exec(pathname);
  const slug = match && decoded(match[1]!);
  return slug ? dealer.locations.find((l) => l.visible && l.slug === slug) : undefined;
}

/** The location the dealer's own address is: its primary shown location, else its first shown one. */
function mainLocation({ dealer }: HeadTenant): DealerLocation | undefined {
  const shown = dealer.locations.filter((location) => location.visible);
  return shown.find((location) => location.primary) ?? shown[0];
}

/**
 * The picture of a link to a page of the site (on `origin`, the site's): a location's page its location's
 * photo, the home page its main location's (as the dealer's JSON-LD), else, or when there is none, the site's
 * logo; null for a site without either.
 */
export function sitePicture(tenant: HeadTenant, pathname: string, origin: string): ShareImage | null {
  const location = pathname === '/' ? mainLocation(tenant) : locationOfPage(tenant, pathname);
  const photo = absoluteImageUrl(location?.image?.url ?? null, origin, SHARE_IMAGE_WIDTH);
  if (location && photo) return { url: photo, alt: location.name, large: true };
  const logo = absoluteUrl(tenant.dealer.logo.url, origin);
  return logo ? { url: logo, alt: tenant.site.name, large: false } : null;
}

/**
 * The head of a page from the site, the page's address and its route's name alone (no lookup): the name and
 * the site's as its title (the site's alone without a name), the page's own description where it has one
 * (/contact, /finance…) else the site's, its canonical URL (canonicalPath, on the site's first custom
 * domain), and the site's picture for it. The server starts every page's head from it (a car, a search or a
 * content page then gives its own title and description); the browser writes it after each navigation.
 */
export function routeHead(tenant: HeadTenant, address: PageAddress, pageName?: string): PageHead {
  const { site } = tenant;
  const { pathname } = address;
  return {
    title: pageTitle(pageName, site.name),
    description: pageDescription(tenant, pathname) ?? siteDescription(tenant),
    canonical: canonicalUrl(site.domains, address.origin, canonicalPath(pathname, address.search)),
    siteName: site.name,
    type: 'website',
    image: sitePicture(tenant, pathname, siteOrigin(site.domains, address.origin)),
  };
}
