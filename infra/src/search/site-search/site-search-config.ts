import type { SiteSearchConfig } from '../../../../shared/src/domain/site';
import type { StockFilter } from '../../sites/stock-filter';
import type { Tenant } from '../../sites/tenant';
import type { CarIndexNames } from '../car-index/car-index-settings';
import { sortFilters, stockFilterExpression } from '../car-index/stock-filter-expression';
import { generateSecuredApiKey, type SearchClient } from '../indexer/search-client';

/** How long a shopper's key works: the page fetches /api/site-config again before it runs out. */
export const SITE_KEY_SECONDS = 3600;

/**
 * Keys are made for the start of the current minute: every page load of a site within a minute gets the same
 * key (the same filter text), so the engine's cached filter bitsets and key checks are reused. A sold car
 * leaves the results at most a minute after its last day.
 */
export const SITE_KEY_GRANULARITY_SECONDS = 60;

export interface SiteSearchInput {
  tenant: Tenant;
  stockFilter: StockFilter;
  /** Application id the browser sends. */
  appId: string;
  /** The search-only key that signs the site key (never sent). */
  searchKey: string;
  names: CarIndexNames;
  /** null: Algolia's hosts; else the host (and port) of the platform's own API. */
  host: string | null;
  nowSeconds: number;
  /** Any official client: only its generateSecuredApiKey helper is used (no request is made). */
  signer: SearchClient;
}

/**
 * The browser's search settings for a site (SiteConfig.search): a fresh secured key, signed by the search-only
 * key exactly as Algolia builds them, carrying the site's stock filter (ANDed with anything the browser sends),
 * an expiry an hour after the start of the current minute and the car index with its replicas as the only indices it may query.
 */
export function siteSearchConfig(input: SiteSearchInput): SiteSearchConfig {
  const { tenant, stockFilter, names } = input;
  const madeAt = Math.floor(input.nowSeconds / SITE_KEY_GRANULARITY_SECONDS) * SITE_KEY_GRANULARITY_SECONDS;
  const filters = stockFilterExpression(
    { stockFilter, dealerships: tenant.dealer.dealerships, locations: tenant.dealer.locations },
    madeAt,
  );
  const validUntil = madeAt + SITE_KEY_SECONDS;
  const apiKey = generateSecuredApiKey(input.signer, {
    parentApiKey: input.searchKey,
    restrictions: { filters, validUntil, restrictIndices: names.all },
  });
  return {
    appId: input.appId,
    apiKey,
    validUntil,
    indexName: names.primary,
    sortIndices: names.sorts,
    host: input.host,
    sortFilters: sortFilters(stockFilter),
  };
}

/** JSON schema of SiteConfig.search in the site config answers. */
export const siteSearchSchema = {
  type: 'object',
  required: ['appId', 'apiKey', 'validUntil', 'indexName', 'sortIndices', 'host', 'sortFilters'],
  properties: {
    appId: { type: 'string' },
    apiKey: { type: 'string' },
    validUntil: { type: 'integer' },
    indexName: { type: 'string' },
    sortIndices: {
      type: 'object',
      required: ['relevant', 'latest', 'price_desc', 'price_asc', 'km_asc', 'km_desc'],
      additionalProperties: { type: 'string' },
    },
    host: { type: ['string', 'null'] },
    sortFilters: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;
