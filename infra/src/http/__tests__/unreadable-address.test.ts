import { createTestApp, type TestApp } from '../../test-support/test-app';
import { UNREADABLE_ADDRESS } from '../unreadable-address';

/** A page address no route can read gets a page in words; an API address keeps its JSON error. */
jest.setTimeout(60_000);

let t: TestApp;
const host = 'harbour-nissan.localhost:8080';
const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

beforeAll(async () => {
  t = await createTestApp({ ssrThreads: 0 });
  // The sites cache learns the site, as any earlier page request would have taught it.
  await t.app.inject({ method: 'GET', url: '/', headers: { host, accept: html } });
});
afterAll(async () => t?.close());

it.each([
  ['a broken percent-escape in the path', '/contact%zz'],
  ['text that is not UTF-8 in the path', '/cars/%ff%fe'],
  ['a NUL in the path', '/contact%00'],
  ['a NUL in the query', '/search/used-cars?query=%00'],
])('answers a page address with %s with a 400 page: words, the dealer phone, home', async (_, url) => {
  const { dealer } = (await t.app.platform.sites.findBySlug('harbour-nissan'))!;
  const res = await t.app.inject({ method: 'GET', url, headers: { host, accept: html } });
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-security-policy']).toEqual(expect.any(String));
  expect(res.body).toContain(`<h1>${UNREADABLE_ADDRESS.heading}</h1>`);
  expect(res.body).toContain('<meta name="robots" content="noindex">');
  expect(res.body).toContain(`>${dealer.phone}</a>`);
  expect(res.body).toContain('<a href="/">Go to the home page</a>');
});

it.each([
  ['/api/pages?path=%00', /NUL/],
  ['/api/locations/%zz/reviews', /not a valid url component/],
])('keeps the JSON error of an API address: %s', async (url, message) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { host, accept: html } });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(message);
});

it('keeps the JSON error for a client that does not take HTML', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/contact%zz',
    headers: { host, accept: 'application/json' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/not a valid url component/);
});
