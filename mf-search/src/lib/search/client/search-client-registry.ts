import type { SiteSearchConfig } from '@dealerline/shared';
import { createAlgoliaSearchClient } from './algolia-search-client';
import type { CarSearchClient } from './car-query';

export type SearchClientFactory = (config: SiteSearchConfig, fetchFn?: typeof fetch) => CarSearchClient;

let factory: SearchClientFactory = createAlgoliaSearchClient;
let current: { apiKey: string; fetchFn?: typeof fetch; client: CarSearchClient } | null = null;

/**
 * One client per secured key: a refreshed key builds a new client, the old one is let go. `fetchFn` is the
 * platform server's fetch when rendering there (shared ApiContext), undefined in the browser.
 */
export function searchClientFor(config: SiteSearchConfig, fetchFn?: typeof fetch): CarSearchClient {
  if (current?.apiKey !== config.apiKey || current.fetchFn !== fetchFn) {
    current = { apiKey: config.apiKey, fetchFn, client: factory(config, fetchFn) };
  }
  return current.client;
}

/**
 * Test seam: replaces how clients are built (a fake search service); `null` restores the algolia client.
 * Forgets the current client either way.
 */
export function setSearchClientFactory(next: SearchClientFactory | null): void {
  factory = next ?? createAlgoliaSearchClient;
  current = null;
}
