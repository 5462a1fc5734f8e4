import type { CarHit } from '../domain/search';
import type { SiteConfig, SiteSearchConfig } from '../domain/site';
import { pageProtocol } from '../platform/page-location';
import { api } from './api';
import { notFoundAsNull } from './not-found-as-null';

/** What the finance pages and lead forms read of the car of a `car_id` URL, and the garage of a saved car. */
export type CarSummary = Pick<
  CarHit,
  | 'id'
  | 'slug'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'car_type'
  | 'stocknum'
  | 'price'
  | 'before_price'
  | 'subscription_price'
  | 'preorder'
  | 'price_type'
  | 'primary_image_url'
  | 'dealership_slug'
  | 'dealership_id'
  | 'make_slug'
  | 'status'
  | 'reserved'
  | 'tag'
  | 'finance_lenders'
>;

const ATTRIBUTES: (keyof CarSummary)[] = [
  'id',
  'slug',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'stocknum',
  'price',
  'before_price',
  'subscription_price',
  'preorder',
  'price_type',
  'primary_image_url',
  'dealership_slug',
  'dealership_id',
  'make_slug',
  'status',
  'reserved',
  'tag',
  'finance_lenders',
];

/** A key this close to its expiry is renewed first (GET /api/site-config) rather than risk a 403. */
const KEY_MARGIN_MS = 60_000;

/**
 * The search API's read of one record (Algolia's `GET /1/indexes/{index}/{objectID}`, which the platform's
 * own search API also serves): on the site's host, or Algolia's read host when the site searches Algolia.
 */
function objectUrl(search: SiteSearchConfig, carId: number): string {
  const origin = search.host
    ? `${pageProtocol()}://${search.host}`
    : `https://${search.appId}-dsn.algolia.net`;
  const query = new URLSearchParams({ attributesToRetrieve: ATTRIBUTES.join(',') });
  return `${origin}/1/indexes/${encodeURIComponent(search.indexName)}/${carId}?${query.toString()}`;
}

/**
 * The car of a page's `car_id` (finance pages, lead forms), read from the car index by objectID (the car id) with the site's
 * secured search key: the key's stock filter means only this site's visible cars are found, as on the search
 * page. GET /api/cars/{slug} needs a slug the URL does not carry. null when the site has no such car.
 */
export const carByIdApi = api.injectEndpoints({
  endpoints: (build) => ({
    carById: build.query<CarSummary | null, { carId: number; search: SiteSearchConfig }>({
      async queryFn({ carId, search }, _api, _extra, baseQuery) {
        let config = search;
        if (config.validUntil * 1000 - KEY_MARGIN_MS <= Date.now()) {
          const fresh = await baseQuery('site-config');
          if (fresh.error) return { error: fresh.error };
          config = (fresh.data as { site: SiteConfig }).site.search ?? config;
        }
        const answer = await baseQuery({
          url: objectUrl(config, carId),
          headers: { 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.apiKey },
        });
        return notFoundAsNull<CarSummary>(answer);
      },
    }),
  }),
});

export const { useCarByIdQuery } = carByIdApi;
