import { createMemoryCache } from '@algolia/client-common';
import { liteClient } from 'algoliasearch/lite';
import { pageProtocol, type SiteSearchConfig } from '@dealerline/shared';
import type { CarQueryResult, CarSearchClient } from './car-query';
import { fetchRequester } from './fetch-requester';

/**
 * How long the client waits on the platform's search host (ms): for the answer's headers, then its body.
 * Algolia's defaults (1 s, 2 s) suit its own hosts, where a slow host is left for the next of several; the
 * platform is one host, so giving up early only fails a search that a busy server or a slow phone network
 * would have answered a moment later (the shopper then sees the last results and a retry).
 */
export const PLATFORM_HOST_TIMEOUTS = { connect: 5000, read: 10_000, write: 30_000 };

/**
 * The official algolia client (v5 lite: search only, small) with the site's secured key: Algolia's own hosts
 * when `host` is null, else the platform's Algolia-compatible API on that host (spec §7.1). The client's own
 * response cache is bypassed (`cacheable: false`): the result-page cache of spec §4 is the search core's.
 * `fetchFn` (the platform server's, see fetch-requester.ts) replaces algolia's own requester.
 *
 * Which hosts are down is kept in memory for the page's life, not in algolia's default localStorage cache: that
 * cache yields to the main thread (a timer) before every request, so a filter click's search left only after
 * the click's render and the next frame (about 15 ms later here, more on a phone).
 */
export function createAlgoliaSearchClient(config: SiteSearchConfig, fetchFn?: typeof fetch): CarSearchClient {
  const client = liteClient(config.appId, config.apiKey, {
    hostsCache: createMemoryCache(),
    ...(config.host
      ? {
          hosts: [{ url: config.host, accept: 'readWrite', protocol: pageProtocol() }],
          timeouts: PLATFORM_HOST_TIMEOUTS,
        }
      : {}),
    ...(fetchFn ? { requester: fetchRequester(fetchFn) } : {}),
  });
  return {
    async search(queries) {
      const { results } = await client.search({ requests: queries }, { cacheable: false });
      return results as unknown as CarQueryResult[];
    },
  };
}
