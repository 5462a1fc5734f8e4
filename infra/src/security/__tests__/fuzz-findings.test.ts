import { createTestApp, waitForSearchIndex, type TestApp } from '../../test-support/test-app';

/** What the fuzz test found (each was a 500), kept as fixed cases. */
jest.setTimeout(60_000);

let t: TestApp;
const host = 'harbour-nissan.localhost:8080';

beforeAll(async () => {
  t = await createTestApp({ demoCars: 20 });
  await waitForSearchIndex(t.app);
});
afterAll(async () => t?.close());

it.each([
  ['GET', '/api/locations/%00/reviews'],
  ['GET', '/api/pages?path=%00'],
  ['POST', '/api/cars/%00/reservations'],
  ['GET', '/contact?site=%00'],
])('refuses a NUL in the address: %s %s → 400 {message}', async (method, url) => {
  // A browser's page request gets a page instead (unreadable-address.test.ts).
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { host, accept: 'application/json' },
    payload: method === 'POST' ? {} : undefined,
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/NUL/);
});

it.each([
  ['/api/valuations', { vehicle: { make: 'a', model: 'a', year: 1950, badge: 'a', body: '\u0000' } }],
  ['/api/leads', { name: 'Jo\u0000' }],
])('refuses a NUL in a JSON body: POST %s → 400 {message}', async (url, payload) => {
  const res = await t.app.inject({ method: 'POST', url, headers: { host }, payload });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/NUL/);
});

it.each([
  ['/api/valuations', '{"vehicle":{"make":"aaa","model":"aaa","year":1950,"fuel":"\\ud800"}}'],
  ['/api/leads', '{"name":"Jo\\udc00"}'],
  ['/api/leads', '{"\\ud83d":"key"}'],
])(
  'refuses an unpaired surrogate in a JSON body: POST %s → 400 {message} (seed 509659208)',
  async (url, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { host, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/valid Unicode/);
  },
);

it('takes a JSON body with a real surrogate pair (an emoji)', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/valuations',
    headers: { host, 'content-type': 'application/json' },
    payload: '{"vehicle":{"make":"Toyota","model":"HiLux \\ud83d\\ude9a","year":2020}}',
  });
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json().message ?? '').not.toMatch(/valid Unicode/);
});

it('refuses search bodies nested deeper than 64 levels (was a stack overflow)', async () => {
  const { search } = (await t.app.inject({ url: '/api/site-config', headers: { host } })).json().site;
  const res = await t.app.inject({
    method: 'POST',
    url: `/1/indexes/${search.indexName}/query`,
    headers: { 'x-algolia-application-id': search.appId, 'x-algolia-api-key': search.apiKey },
    payload: `{"deep":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/deeper than 64/);
});

it('answers 404 for a location id too long to be one (was a bigint overflow)', async () => {
  const res = await t.app.inject({ url: '/api/locations/99999999999999999999/reviews', headers: { host } });
  expect(res.statusCode).toBe(404);
});

it('searches with a lone surrogate in a parameter instead of failing to echo it', async () => {
  const { search } = (await t.app.inject({ url: '/api/site-config', headers: { host } })).json().site;
  const res = await t.app.inject({
    method: 'POST',
    url: `/1/indexes/${search.indexName}/query`,
    headers: {
      'content-type': 'application/json',
      'x-algolia-application-id': search.appId,
      'x-algolia-api-key': search.apiKey,
    },
    payload: '{"query":"\\ud800"}',
  });
  expect(res.statusCode).toBeLessThan(500);
  expect(res.statusCode).not.toBe(404);
});
