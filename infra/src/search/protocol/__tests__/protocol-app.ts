import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { SearchEngine } from '../../engine';
import { algoliaClient, generateSecuredApiKey } from '../../indexer/search-client';
import type { KeyRing } from '../access';
import { algoliaProtocol, PROTOCOL_SERVER_OPTIONS } from '../algolia-protocol';

export const KEYS: KeyRing = {
  appId: 'TESTAPPID1',
  adminKey: 'admin-key-0123',
  searchKey: 'search-key-4567',
};

/** Unix seconds the tests' clock reads. */
export const NOW_S = 1_800_000_000;

const signer = algoliaClient(KEYS.appId, KEYS.searchKey);

/** A secured key signed by the search key, as the official client makes them. */
export function securedKey(restrictions: Record<string, unknown>, parent = KEYS.searchKey): string {
  return generateSecuredApiKey(signer, { parentApiKey: parent, restrictions });
}

export interface ProtocolApp {
  app: FastifyInstance;
  engine: SearchEngine;
  /** inject with the admin key (or `key`) in the headers; body as JSON text. */
  call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    key?: string,
  ): Promise<LightMyRequestResponse>;
}

/** A Fastify instance with only the protocol under /1, on a fresh engine, with a fixed clock. */
export async function protocolApp(now = () => NOW_S * 1000): Promise<ProtocolApp> {
  const engine = new SearchEngine();
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024, ...PROTOCOL_SERVER_OPTIONS });
  await app.register(algoliaProtocol, { prefix: '/1', engine, keys: KEYS, now });
  await app.ready();
  return {
    app,
    engine,
    call: (method, url, body, key = KEYS.adminKey) =>
      app.inject({
        method,
        url,
        headers: {
          'x-algolia-application-id': KEYS.appId,
          'x-algolia-api-key': key,
          'content-type': 'text/plain',
        },
        ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
  };
}

/** Small car-like records over three dealerships. */
export function cars(count = 30): Record<string, unknown>[] {
  const makes = ['Toyota', 'Mazda', 'Nissan'];
  return Array.from({ length: count }, (_, i) => ({
    objectID: String(i + 1),
    make: makes[i % 3],
    model: ['HiLux', 'CX-5', 'Navara'][i % 3],
    dealership_id: (i % 3) + 1,
    price: 10_000 + i * 1000,
    km: i * 5000,
    status: i % 5 === 0 ? 'sold' : 'in_stock',
    show_on_dealer_website: i % 7 !== 0,
    visible_until: i % 5 === 0 ? NOW_S - 10 : NOW_S + 1_000_000,
  }));
}

export const SETTINGS = {
  searchableAttributes: ['make,model'],
  attributesForFaceting: [
    'make',
    'status',
    'filterOnly(dealership_id)',
    'filterOnly(show_on_dealer_website)',
    'price',
  ],
  customRanking: ['desc(price)'],
};
