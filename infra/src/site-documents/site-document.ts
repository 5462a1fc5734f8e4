import type { DealerLocation } from '../../../shared/src/domain/location';
import type { DealerConfig, SiteConfig } from '../../../shared/src/domain/site';
import { STAR_RATING_DECIMALS } from '../../../shared/src/rules/constants';
import type { DeliveryConfig } from '../lead-delivery/delivery-config';
import type { DealershipProfile } from '../sites/dealership-profile';
import type { TenantExtras } from '../sites/save-tenant';
import type { StockFilter } from '../sites/stock-filter';
import type { Tenant } from '../sites/tenant';

/**
 * A site's whole configuration as one JSON document: what `sites show` prints and `sites put` takes. It is
 * the tenant (spec §3 site config and dealer config) plus what the public config leaves out (the stock
 * filter, what each dealership sells, where its leads go), without anything the database assigns or
 * derives: no ids (dealerships and locations are known by their slugs, so a copy of a document under a
 * new slug is a new site, not a second owner of the first one's rows), no dealer slug (the site's), no
 * offers count (the running offers), no location rating figures besides `reviews`.
 */
export interface SiteDocument {
  site: SiteDocumentSite;
  /** Server-side only (never sent to browsers): which of the dealerships' cars the site shows. */
  stock_filter: StockFilter;
  dealer: SiteDocumentDealer;
}

export type SiteDocumentSite = Omit<SiteConfig, 'id' | 'search'>;

export type SiteDocumentDealer = Omit<DealerConfig, 'slug' | 'offers' | 'dealerships' | 'locations'> & {
  dealerships: DealershipDocument[];
  locations: LocationDocument[];
};

export interface DealershipDocument {
  /** The dealership's identity across the platform (its cars, leads and dealer tokens hang on it). */
  slug: string;
  name: string;
  /** What it sells: its makes, kind, whether it is used-only, its share of generated demo stock. */
  sells: DealershipProfile;
  /** Where its leads go (lead delivery channels): an email (to the dealer's email without `to`), a webhook. */
  lead_delivery: DeliveryConfig;
}

/** A location known by its slug; `dealership_slug` names one of the document's dealerships. */
export type LocationDocument = Omit<
  DealerLocation,
  'id' | 'dealership_id' | 'average_rating' | 'review_count'
>;

/** A dealership as stored beside the tenant's public config. */
export interface StoredDealership {
  slug: string;
  profile: DealershipProfile;
  delivery: DeliveryConfig;
}

/** The database ids a document's site, dealerships and locations get when it is saved. */
export interface DocumentIds {
  site: number;
  /** By dealership slug. */
  dealerships: ReadonlyMap<string, number>;
  /** By location slug. */
  locations: ReadonlyMap<string, number>;
}

/** The document of a stored tenant. */
export function siteDocumentOf(
  tenant: Tenant,
  dealerships: readonly StoredDealership[],
  stockFilter: StockFilter,
): SiteDocument {
  const { id: _id, search: _search, ...site } = tenant.site;
  const { slug: _slug, offers: _offers, dealerships: _public, locations, ...dealer } = tenant.dealer;
  const stored = new Map(dealerships.map((d) => [d.slug, d]));
  return {
    site,
    stock_filter: stockFilter,
    dealer: {
      ...dealer,
      dealerships: tenant.dealer.dealerships.map(({ slug, name }) => ({
        slug,
        name,
        sells: stored.get(slug)!.profile,
        lead_delivery: stored.get(slug)!.delivery,
      })),
      locations: locations.map(
        ({ id: _location, dealership_id: _dealership, average_rating: _a, review_count: _r, ...location }) =>
          location,
      ),
    },
  };
}

/** What saveTenant writes for a document, with the ids it is saved under. */
export interface DocumentTenant {
  tenant: Tenant;
  extras: Required<TenantExtras>;
  /** By dealership slug. */
  delivery: ReadonlyMap<string, DeliveryConfig>;
}

/** The tenant a (valid) document describes, under the given ids. */
export function tenantOfDocument(document: SiteDocument, ids: DocumentIds): DocumentTenant {
  const { site, dealer, stock_filter } = document;
  const { dealerships, locations, ...config } = dealer;
  const dealershipId = (slug: string) => ids.dealerships.get(slug)!;
  const tenant: Tenant = {
    site: { ...site, id: ids.site },
    dealer: {
      ...config,
      slug: site.slug,
      // Read back from the offers table; saveTenant does not store it.
      offers: { count: 0 },
      dealerships: dealerships.map(({ slug, name }) => ({ id: dealershipId(slug), slug, name })),
      locations: locations.map((location) => ({
        ...location,
        id: ids.locations.get(location.slug)!,
        dealership_id: dealershipId(location.dealership_slug),
        average_rating: location.reviews ? Number(location.reviews.average_rating) : null,
        review_count: location.reviews?.count ?? null,
        reviews: location.reviews && {
          count: location.reviews.count,
          average_rating: Number(location.reviews.average_rating).toFixed(STAR_RATING_DECIMALS),
        },
      })),
    },
  };
  return {
    tenant,
    extras: {
      stockFilter: stock_filter,
      profiles: Object.fromEntries(dealerships.map((d) => [d.slug, d.sells])),
    },
    delivery: new Map(dealerships.map((d) => [d.slug, d.lead_delivery])),
  };
}
