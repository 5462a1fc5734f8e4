import {
  algoliasearch,
  type GenerateSecuredApiKeyOptions,
  type SearchClientNodeHelpers,
} from 'algoliasearch';
import type { FastifyInstance } from 'fastify';
import { injectRequester } from './inject-requester';

export type SearchClient = ReturnType<typeof algoliasearch>;

/** Host name the embedded client's requests carry (never resolved: inject hands them to the app). */
export const EMBEDDED_HOST = 'embedded-search.internal';

/** The client's `requester` option (how requests are sent). */
export type Requester = ReturnType<typeof injectRequester>;

/**
 * The official client on real Algolia: its default hosts (DSN for reads, the main host for writes). Tests pass
 * a requester so nothing leaves the machine.
 */
export function algoliaClient(appId: string, apiKey: string, requester?: Requester): SearchClient {
  return algoliasearch(appId, apiKey, requester ? { requester } : undefined);
}

/** The official client on the embedded engine's `/1/` routes of `app` (see injectRequester). */
export function embeddedClient(appId: string, apiKey: string, app: () => FastifyInstance): SearchClient {
  return algoliasearch(appId, apiKey, {
    hosts: [{ url: EMBEDDED_HOST, accept: 'readWrite', protocol: 'http' }],
    requester: injectRequester(app),
    // Writes of 1,000 records are applied before they answer; give them time on a busy 2-core machine.
    timeouts: { connect: 2_000, read: 30_000, write: 120_000 },
  });
}

/** The official client on an HTTP server that speaks the protocol (tests, benchmarks, other processes). */
export function httpClient(appId: string, apiKey: string, baseUrl: string): SearchClient {
  const url = new URL(baseUrl);
  return algoliasearch(appId, apiKey, {
    hosts: [{ url: url.host, accept: 'readWrite', protocol: url.protocol === 'https:' ? 'https' : 'http' }],
  });
}

/**
 * The official client's generateSecuredApiKey (Node builds only: the types resolve to the browser build, which
 * lacks it).
 */
export function generateSecuredApiKey(client: SearchClient, options: GenerateSecuredApiKeyOptions): string {
  const helpers = client as unknown as Partial<SearchClientNodeHelpers>;
  if (typeof helpers.generateSecuredApiKey !== 'function') {
    throw new Error('generateSecuredApiKey needs the Node build of algoliasearch');
  }
  return helpers.generateSecuredApiKey(options);
}
