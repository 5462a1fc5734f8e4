import type { SiteSearchConfig } from '@dealerline/shared';
import { createAlgoliaSearchClient } from './algolia-search-client';
import type { CarSearchClient } from './car-query';

export type SearchClientFactory = (config: SiteSearchConfig) => CarSearchClient;

let factory: SearchClientFactory = createAlgoliaSearchClient;
let current: { apiKey: string; client: CarSearchClient } | null = null;

/** One client per secured key: a refreshed key builds a new client, the old one is let go. */
export function searchClientFor(config: SiteSearchConfig): CarSearchClient {
  if (current?.apiKey !== config.apiKey) current = { apiKey: config.apiKey, client: factory(config) };
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
