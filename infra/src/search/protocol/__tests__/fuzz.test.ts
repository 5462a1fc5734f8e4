import { cars, KEYS, protocolApp, securedKey, SETTINGS, type ProtocolApp } from './protocol-app';

/** Deterministic PRNG (mulberry32), so a failure reproduces. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(20261121);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const SEGMENTS = [
  'cars',
  'cars_price_asc',
  '*',
  'missing',
  '%2A',
  'a%2Fb',
  '..',
  '%00',
  'x'.repeat(600),
  '1',
  'ü',
];
const PATHS = [
  (i: string) => `/1/indexes/${i}/query`,
  () => '/1/indexes/*/queries',
  (i: string) => `/1/indexes/${i}/browse`,
  (i: string) => `/1/indexes/${i}/batch`,
  () => '/1/indexes/*/batch',
  () => '/1/indexes/*/objects',
  (i: string) => `/1/indexes/${i}`,
  (i: string) => `/1/indexes/${i}/${pick(SEGMENTS)}`,
  (i: string) =>
    `/1/indexes/${i}/${pick(SEGMENTS)}/partial?createIfNotExists=${pick(['true', 'false', 'x'])}`,
  (i: string) => `/1/indexes/${i}/settings?forwardToReplicas=${pick(['true', 'no'])}`,
  (i: string) => `/1/indexes/${i}/clear`,
  (i: string) => `/1/indexes/${i}/deleteByQuery`,
  (i: string) => `/1/indexes/${i}/facets/${pick(['make', 'model', '*', ''])}/query`,
  (i: string) => `/1/indexes/${i}/task/${pick(['1', '-1', 'abc', '99999999999999999999'])}`,
  () => `/1/task/${pick(['1', 'x', '1e9'])}`,
  () => `/1/indexes?page=${pick(['0', '-1', 'a', '9999'])}&hitsPerPage=${pick(['1', '0', '5000', 'x'])}`,
  () => `/1/${pick(['keys', 'logs', 'indexes/', ''])}`,
];

const FILTERS = [
  'make:Toyota',
  'make:Toyota OR price > 3',
  '(make:Toyota',
  'make:Toyota)',
  'NOT (make:Toyota OR make:Mazda)',
  'price:1 TO',
  'price >= abc',
  'a:b AND (c:d OR (e:f AND g:h))',
  '"unterminated',
  'make:"a\\"b"',
  'AND',
  'price = 1e400',
  '',
  'and or not',
  '_tags:x OR price < 3',
];

function junkValue(depth = 0): unknown {
  const choice = Math.floor(random() * (depth > 2 ? 6 : 9));
  switch (choice) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick([0, -1, 1.5, 1e21, Number.MAX_SAFE_INTEGER, 1001, 21]);
    case 3:
      return pick(['', 'x', '*', '<em>', 'Toyota', '1001', '-5', 'true', '💥']);
    case 4:
      return pick(FILTERS);
    case 5:
      return pick(['__proto__', 'constructor', 'toString']);
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => junkValue(depth + 1));
    default: {
      const out: Record<string, unknown> = {};
      for (let i = Math.floor(random() * 4); i > 0; i--) out[pick(KEYS_OF_PARAMS)] = junkValue(depth + 1);
      return out;
    }
  }
}

const KEYS_OF_PARAMS = [
  'query',
  'filters',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'facets',
  'hitsPerPage',
  'page',
  'offset',
  'length',
  'maxValuesPerFacet',
  'sortFacetValuesBy',
  'attributesToRetrieve',
  'attributesToHighlight',
  'highlightPreTag',
  'typoTolerance',
  'queryType',
  'cursor',
  'params',
  'requests',
  'indexName',
  'objectID',
  'action',
  'body',
  'type',
  'facet',
  'facetQuery',
  'maxFacetHits',
  'replicas',
  'ranking',
  'customRanking',
  'searchableAttributes',
  'attributesForFaceting',
  'paginationLimitedTo',
  '_operation',
  'value',
];

function junkBody(): string | undefined {
  switch (Math.floor(random() * 8)) {
    case 0:
      return undefined;
    case 1:
      return pick(['{', '{"a":', '[1,2', 'nul', '"', '{"query": "x"}}', '\u0000', ' ', '{"a":1,}']);
    case 2:
      return JSON.stringify(junkValue());
    case 3:
      return JSON.stringify({
        requests: Array.from({ length: Math.floor(random() * 4) }, () => ({
          indexName: pick(SEGMENTS),
          action: pick([
            'addObject',
            'updateObject',
            'deleteObject',
            'partialUpdateObject',
            'clear',
            'delete',
            'x',
          ]),
          body: junkValue(1),
          ...(junkValue(2) as object),
        })),
      });
    case 4:
      return JSON.stringify({
        filters: pick(FILTERS),
        facetFilters: junkValue(1),
        numericFilters: junkValue(1),
      });
    case 5:
      return `params=${encodeURIComponent(pick(FILTERS))}`;
    default: {
      const body: Record<string, unknown> = {};
      for (let i = 1 + Math.floor(random() * 5); i > 0; i--) body[pick(KEYS_OF_PARAMS)] = junkValue();
      return JSON.stringify(body);
    }
  }
}

let p: ProtocolApp;

beforeAll(async () => {
  p = await protocolApp();
  await p.call('PUT', '/1/indexes/cars/settings', { ...SETTINGS, replicas: ['cars_price_asc'] });
  await p.call('PUT', '/1/indexes/cars_price_asc/settings', { ranking: ['asc(price)'] });
  await p.call('POST', '/1/indexes/cars/batch', {
    requests: cars().map((body) => ({ action: 'addObject', body })),
  });
});
afterAll(async () => p?.app.close());

it('answers 600 requests of malformed input without a 500 or a crash, always as {message, status}', async () => {
  const keys = [
    KEYS.adminKey,
    KEYS.adminKey,
    KEYS.adminKey,
    KEYS.searchKey,
    securedKey({ filters: 'dealership_id:1' }),
    'junk',
  ];
  const statuses = new Map<number, number>();
  for (let i = 0; i < 600; i++) {
    const method = pick(['GET', 'POST', 'POST', 'PUT', 'DELETE'] as const);
    const url = pick(PATHS)(pick(SEGMENTS));
    const payload = method === 'GET' ? undefined : junkBody();
    const res = await p.app.inject({
      method,
      url,
      headers: {
        'x-algolia-application-id': random() < 0.95 ? KEYS.appId : 'WRONG',
        'x-algolia-api-key': pick(keys),
        'content-type': pick([
          'text/plain',
          'application/json',
          'application/x-www-form-urlencoded',
          'image/png',
        ]),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const context = `${method} ${url} ${payload?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect({ context, ok: res.statusCode < 500 }).toEqual({ context, ok: true });
    if (res.statusCode >= 400) {
      const body = res.json();
      expect({ context, shape: typeof body.message === 'string' && body.status === res.statusCode }).toEqual({
        context,
        shape: true,
      });
    }
  }
  // The index still answers normally afterwards.
  const after = await p.call('POST', '/1/indexes/*/queries', {
    requests: [{ indexName: 'cars_price_asc', hitsPerPage: 1 }],
  });
  expect(after.statusCode).toBe(200);
  expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  expect(statuses.get(400)).toBeGreaterThan(150);
});
