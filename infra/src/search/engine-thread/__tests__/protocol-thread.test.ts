import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import {
  cars,
  KEYS,
  NOW_S,
  protocolApp,
  securedKey,
  SETTINGS,
  type ProtocolApp,
} from '../../protocol/__tests__/protocol-app';
import { protocolProxy } from '../protocol-proxy';
import { ProtocolThread } from '../protocol-thread';

jest.setTimeout(60_000);

const now = () => NOW_S * 1000;
let inline: ProtocolApp;
let thread: ProtocolThread;
let proxied: FastifyInstance;

beforeAll(async () => {
  inline = await protocolApp(now);
  thread = new ProtocolThread(KEYS);
  proxied = Fastify({ logger: false });
  await proxied.register(protocolProxy, { prefix: '/1', thread, now });
  await proxied.ready();
});
afterAll(async () => {
  await inline?.app.close();
  await proxied?.close();
  await thread?.close();
});

interface Call {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  key?: string;
  headers?: Record<string, string>;
}

const request = ({ method, url, body, key = KEYS.adminKey, headers = {} }: Call): InjectOptions => ({
  method,
  url,
  headers: {
    'x-algolia-application-id': KEYS.appId,
    'x-algolia-api-key': key,
    'content-type': 'text/plain',
    ...headers,
  },
  ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
});

/** What differs between two engines by design: task ids, write times, timings. */
const VARYING = new Set(['taskID', 'createdAt', 'updatedAt', 'deletedAt', 'processingTimeMS']);

function comparable(body: string): unknown {
  if (body === '') return body;
  return JSON.parse(body, (key, value: unknown) => (VARYING.has(key) ? '<varies>' : value));
}

const searchKey = securedKey({ filters: 'show_on_dealer_website:true', restrictIndices: ['cars*'] });

/** Writes, reads, secured keys and every kind of refusal, in order (later calls see earlier writes). */
const CALLS: Call[] = [
  { method: 'PUT', url: '/1/indexes/cars/settings', body: { ...SETTINGS, replicas: ['cars_price_asc'] } },
  { method: 'PUT', url: '/1/indexes/cars_price_asc/settings', body: { ranking: ['asc(price)'] } },
  {
    method: 'POST',
    url: '/1/indexes/cars/batch',
    body: { requests: cars(1500).map((body) => ({ action: 'addObject', body })) },
  },
  { method: 'POST', url: '/1/indexes/cars/query', body: { query: 'mazda cx', facets: ['*'] } },
  {
    method: 'POST',
    url: '/1/indexes/*/queries',
    body: {
      requests: [
        { indexName: 'cars', params: 'query=nissan&hitsPerPage=3&facets=%5B%22status%22%5D' },
        { indexName: 'cars_price_asc', filters: 'make:Toyota AND price > 20000', hitsPerPage: 4 },
        { indexName: 'cars', type: 'facet', facet: 'make', facetQuery: 'ma' },
      ],
    },
    key: searchKey,
  },
  { method: 'POST', url: '/1/indexes/cars/browse', body: { hitsPerPage: 7, filters: 'status:sold' } },
  { method: 'GET', url: '/1/indexes/cars/42' },
  { method: 'POST', url: '/1/indexes/cars/42/partial', body: { price: 1 } },
  { method: 'POST', url: '/1/indexes/cars_price_asc/query', body: { hitsPerPage: 2 } },
  { method: 'DELETE', url: '/1/indexes/cars/43' },
  { method: 'GET', url: '/1/indexes/cars/settings' },
  { method: 'GET', url: '/1/indexes' },
  { method: 'POST', url: '/1/indexes/cars/query', body: '{"query": ' },
  { method: 'POST', url: '/1/indexes/cars/query', body: { filters: 'make:(Mazda' } },
  { method: 'POST', url: '/1/indexes/cars/query', body: {}, key: 'wrong-key' },
  { method: 'POST', url: '/1/indexes/cars/batch', body: { requests: [] }, key: KEYS.searchKey },
  { method: 'POST', url: '/1/indexes/missing/query', body: {} },
  { method: 'GET', url: '/1/indexes/cars/does-not-exist' },
  { method: 'GET', url: '/1/nowhere' },
  { method: 'OPTIONS', url: '/1/indexes/cars/query', headers: { origin: 'https://example.com' } },
];

it('answers every call exactly as the protocol in the calling thread', async () => {
  for (const call of CALLS) {
    const [expected, actual] = [await inline.app.inject(request(call)), await proxied.inject(request(call))];
    const label = `${call.method} ${call.url}`;
    expect(`${label} ${actual.statusCode}`).toBe(`${label} ${expected.statusCode}`);
    expect(comparable(actual.body)).toEqual(comparable(expected.body));
    for (const header of ['content-type', 'access-control-allow-origin', 'cache-control']) {
      expect(actual.headers[header]).toBe(expected.headers[header]);
    }
  }
});

it('refuses an over-long body with the protocol’s 400 before it reaches the worker', async () => {
  const res = await proxied.inject(
    request({ method: 'POST', url: '/1/indexes/cars/batch', body: 'x'.repeat(9e6) }),
  );
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: 'Request body is larger than 8388608 bytes', status: 400 });
});

it('leaves this thread free while the worker applies a batch of 10,000 records', async () => {
  const batch = { requests: cars(10_000).map((body) => ({ action: 'addObject', body })) };
  // Turns of this thread's event loop until the answer: an engine in this thread would apply the batch in one
  // of them (a handful of turns for the whole request); here the loop keeps turning meanwhile.
  let turns = 0;
  let answered = false;
  const turn = () => {
    if (answered) return;
    turns++;
    setImmediate(turn);
  };
  turn();
  const res = await proxied.inject(request({ method: 'POST', url: '/1/indexes/big/batch', body: batch }));
  answered = true;
  expect(res.statusCode).toBe(200);
  expect(turns).toBeGreaterThan(100);
});

it('answers 503 once the worker is gone', async () => {
  const gone = new ProtocolThread(KEYS);
  await gone.ready;
  await gone.close();
  const res = await gone.forward({ method: 'GET', url: '/1/indexes', headers: {}, now: now() });
  expect(res.status).toBe(503);
  expect(JSON.parse(res.body)).toEqual({ message: 'the search engine is stopped', status: 503 });
});
