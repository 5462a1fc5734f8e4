import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageMeta } from '../../shell/render-shell';
import { seedInventory } from '../../seeding/seed-inventory';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { NOINDEX } from '../head-tags';
import { pastLastPageMeta, renderedSearchPages, withRenderedSearch } from '../search-page-range';

jest.setTimeout(120_000);

/** A search page's answer as mf-search's carSearch query leaves it in a rendered page's API cache. */
function carSearchEntry(page: number, nbPages: number, nbHits: number) {
  return {
    status: 'fulfilled',
    endpointName: 'carSearch',
    requestId: 'r1',
    originalArgs: {
      state: { query: '', page, sortBy: 'relevant', refinements: {}, ranges: {} },
      scope: { refinements: { car_type: ['used'] } },
      facets: ['car_type', 'make'],
      hitsPerPage: 21,
    },
    data: { hits: [], nbHits, displayedCount: nbHits, page, nbPages, hitsPerPage: 21, facets: {}, makes: [] },
  };
}
const apiOf = (...entries: ReturnType<typeof carSearchEntry>[]) => ({
  queries: Object.fromEntries(entries.map((entry, i) => [`carSearch(${i})`, entry])),
});

const searchMeta = (canonical: string): PageMeta => ({
  title: 'Used Cars for sale | Harbour Nissan',
  description: 'Browse Used Cars…',
  canonical,
  siteName: 'Harbour Nissan',
});

describe('renderedSearchPages', () => {
  it('is the page count of the search the render answered for that page', () => {
    expect(renderedSearchPages(apiOf(carSearchEntry(2, 1, 5)), 3)).toBe(1);
    expect(renderedSearchPages(apiOf(carSearchEntry(0, 3, 50)), 1)).toBe(3);
  });

  it('is undefined without such an answer (late, failed, another page, no render)', () => {
    expect(renderedSearchPages(undefined, 3)).toBeUndefined();
    expect(renderedSearchPages({ queries: {} }, 3)).toBeUndefined();
    expect(renderedSearchPages(apiOf(carSearchEntry(0, 1, 5)), 3)).toBeUndefined();
    expect(
      renderedSearchPages({ queries: { 'siteConfig(undefined)': { endpointName: 'siteConfig' } } }, 1),
    ).toBe(undefined);
  });
});

describe('withRenderedSearch', () => {
  const canonical = 'https://www.harbournissan.com.au/search/used-cars?page=3';

  it('makes a page past the last of its results noindex and 404, its canonical the first page', () => {
    // 5 results, ?page=3.
    expect(withRenderedSearch(searchMeta(canonical), '?page=3', apiOf(carSearchEntry(2, 1, 5)))).toEqual({
      ...searchMeta('https://www.harbournissan.com.au/search/used-cars'),
      head: [NOINDEX],
      missing: true,
    });
  });

  it('leaves a page of the results, and a page whose search the render did not answer, as they were', () => {
    const meta = searchMeta(canonical);
    expect(withRenderedSearch(meta, '?page=3', apiOf(carSearchEntry(2, 3, 50)))).toBe(meta);
    expect(withRenderedSearch(meta, '?page=3', undefined)).toBe(meta);
    expect(withRenderedSearch(meta, '', apiOf(carSearchEntry(0, 0, 0)))).toBe(meta);
  });

  it('adds noindex once', () => {
    const meta = { ...searchMeta('https://x.test/search/zzz'), head: [NOINDEX] };
    expect(pastLastPageMeta(meta).head).toEqual([NOINDEX]);
  });
});

/**
 * The shell's server bundle for the route tests: a search page answers as mf-search's would for its path's
 * stock (FAKE_PAGES: how many pages that search has); /search/demo-cars's search is late (no answer in the
 * HTML).
 */
const FAKE_SHELL_SERVER = `
exports.PROVIDED_SINGLETONS = {};
const FAKE_PAGES = { '/search/used-cars': [3, 50], '/search/new-cars': [1, 5] };
exports.renderPage = async function (input) {
  const url = new URL(input.url);
  const known = FAKE_PAGES[url.pathname];
  const page = Number(url.searchParams.get('page') || '1') - 1;
  const queries = {};
  if (known) {
    const [nbPages, nbHits] = known;
    const hits = page < nbPages ? [{ objectID: '1' }] : [];
    queries['carSearch({"page":' + page + '})'] = {
      status: 'fulfilled',
      endpointName: 'carSearch',
      originalArgs: { state: { query: '', page, sortBy: 'relevant', refinements: {}, ranges: {} }, hitsPerPage: 21 },
      data: { hits, nbHits, displayedCount: nbHits, page, nbPages, hitsPerPage: 21, facets: {}, makes: [] },
    };
  }
  const text = known && page >= known[0] ? 'There are no vehicles on this page.' : 'Cars';
  return { html: '<p>' + text + '</p>', styles: '', api: { queries }, errors: [] };
};
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await mkdir(path.join(t.config.shellDist, 'ssr'), { recursive: true });
  await writeFile(path.join(t.config.shellDist, 'ssr', 'server.js'), FAKE_SHELL_SERVER);
  const { db, events } = t.app.platform;
  await seedInventory(db, { cars: 300, now: new Date(), seed: 3, events });
});
afterAll(async () => t?.close());

const load = (url: string) =>
  t.app.inject({ url, headers: { host: 'coastline-motor-group.localhost:8080', accept: 'text/html' } });
const canonical = (body: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(body)?.[1];
const robots = (body: string) => /<meta name="robots" content="([^"]*)" \/>/.exec(body)?.[1];
const origin = 'https://www.coastlinemotorgroup.com.au';

describe('a search page past the last page of its results, as the server rendered it', () => {
  it.each([
    ['/search/new-cars?page=3', '/search/new-cars'],
    ['/search/new-cars?page=2', '/search/new-cars'],
    ['/search/used-cars?page=4', '/search/used-cars'],
    ['/search/used-cars?sortBy=latest&page=9', '/search/used-cars'],
  ])('%s answers 404 with the page rendered: noindex, canonical %s', async (url, first) => {
    const res = await load(url);
    expect(res.statusCode).toBe(404);
    expect(robots(res.body)).toBe('noindex');
    expect(canonical(res.body)).toBe(origin + first);
    expect(res.body).toContain('<p>There are no vehicles on this page.</p>');
  });

  it.each([
    ['/search/used-cars', '/search/used-cars'],
    ['/search/used-cars?page=3', '/search/used-cars?page=3'],
    ['/search/new-cars', '/search/new-cars'],
  ])('%s, a page of its results, answers 200, indexable, canonical %s', async (url, own) => {
    const res = await load(url);
    expect(res.statusCode).toBe(200);
    expect(robots(res.body)).toBeUndefined();
    expect(canonical(res.body)).toBe(origin + own);
  });

  it('keeps a page whose search the render could not answer as it is: 200, its own canonical (the browser says what it finds)', async () => {
    const res = await load('/search/demo-cars?page=3');
    expect(res.statusCode).toBe(200);
    expect(canonical(res.body)).toBe(`${origin}/search/demo-cars?page=3`);
  });
});
