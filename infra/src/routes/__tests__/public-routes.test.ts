import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES } from '../../../../shared/src/platform/remotes';
import { demoTenants } from '../../demo/demo-tenants';
import { fakeRemoteBuild } from '../../test-support/fake-builds';
import { WARMING_UP_REASON } from '../../ssr/warm-up';
import { allKeys, CONSUMER_FIELDS, FORBIDDEN_KEYS, missingFields } from './remote-config-fields';
import { createTestApp, TEST_TOKEN, waitForSearchIndex, type TestApp } from '../../test-support/test-app';

jest.setTimeout(60_000);

let t: TestApp;
const nissan = { host: 'harbour-nissan.localhost:8080' };
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

beforeAll(async () => {
  t = await createTestApp();
  await waitForSearchIndex(t.app);
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON read by the assertions below
function bootOf(body: string): any {
  const match = /<script id="dealerline-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(body);
  return match ? JSON.parse(match[1]!) : null;
}

describe('health', () => {
  it('is live', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is not ready until every remote has a promoted version, and says why', async () => {
    const res = await get('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json().reasons).toEqual(REMOTE_NAMES.map((remote) => `${remote} has no promoted version`));
  });

  it('is ready once every remote is promoted', async () => {
    for (const remote of REMOTE_NAMES) {
      const { version } = await t.app.platform.registry.publish(remote, fakeRemoteBuild(remote), 'test');
      await t.app.platform.registry.promote(remote, version, 'test');
    }
    // Then it renders its first pages for itself (ssr/warm-up.ts) before it takes shoppers.
    const warming = await get('/readyz');
    expect(warming.statusCode).toBe(503);
    expect(warming.json().reasons).toEqual([WARMING_UP_REASON]);
    let res = warming;
    for (let tries = 0; res.statusCode !== 200 && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      res = await get('/readyz');
    }
    expect(res.json()).toEqual({ status: 'ready', reasons: [] });
    expect(res.statusCode).toBe(200);
  });
});

describe('tenant API', () => {
  it('serves {site, dealer} for the tenant of the host name, with no secret in it', async () => {
    const res = await get('/api/site-config', nissan);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.site.slug).toBe('harbour-nissan');
    expect(body.site.theme.primary).toBe('#c3002f');
    expect(body.dealer.locations).toHaveLength(2);
    expect(res.body).not.toContain(TEST_TOKEN);
    expect(res.body).not.toMatch(/ops_?token|secret/i);
  });

  it('gives every tenant every config field the shell and each remote reads, and no secret', async () => {
    const slugs = demoTenants().map((tenant) => tenant.site.slug);
    expect(slugs).toHaveLength(9);
    for (const slug of slugs) {
      const res = await get(`/api/site-config?site=${slug}`);
      expect(res.statusCode).toBe(200);
      const { site, dealer } = res.json();
      const problems = Object.entries(CONSUMER_FIELDS).flatMap(([consumer, fields]) => [
        ...missingFields(site, fields.site).map((field) => `${consumer}: site.${field}`),
        ...missingFields(dealer, fields.dealer).map((field) => `${consumer}: dealer.${field}`),
        ...dealer.locations.flatMap((location: unknown) =>
          missingFields(location, fields.location ?? []).map((field) => `${consumer}: location.${field}`),
        ),
      ]);
      expect({ slug, problems }).toEqual({ slug, problems: [] });
      // The one key in it is the site's secured search key (public by design), never a parent key.
      const { search, ...rest } = site;
      expect(allKeys({ site: rest, dealer }).filter((key) => FORBIDDEN_KEYS.test(key))).toEqual([]);
      const { adminKey, searchKey } = t.app.searchService.credentials;
      expect(search.apiKey).not.toContain(adminKey);
      expect(search.apiKey).not.toContain(searchKey);
      expect(Buffer.from(search.apiKey, 'base64').toString()).toContain('dealership_id');
      expect(res.body).not.toContain(TEST_TOKEN);
      expect(dealer.locations.length).toBeGreaterThan(0);
    }
  });

  it("serves each dealer's optional switches as stored (absent ones keep their defaults)", async () => {
    const coastline = (await get('/api/site-config?site=coastline-motor-group')).json();
    expect(coastline.dealer).toMatchObject({ book_a_service_button: true, service_booking: true });
    const riverina = (await get('/api/site-config?site=riverina-trucks')).json();
    expect(riverina.dealer.reviews_hidden).toBe(true);
    // A dealer who hides reviews publishes no review figures in its config either.
    for (const location of riverina.dealer.locations)
      expect(location).toMatchObject({ reviews: null, average_rating: null, review_count: null });
    expect(riverina.dealer).not.toHaveProperty('service_booking');
    // Hidden reviews are not published by the reviews API either.
    const hidden = await get(
      `/api/locations/${riverina.dealer.locations[0].slug}/reviews?site=riverina-trucks`,
    );
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ summary: null, reviews: [] });
  });

  it('serves the tenant content: pages, offers, promotions, catalogue and reviews', async () => {
    const page = await get('/api/pages?path=/faqs', nissan);
    expect(page.statusCode).toBe(200);
    expect(page.json().page).toMatchObject({ slug: '/faqs', title: 'Frequently Asked Questions' });
    expect(page.headers['cache-control']).toBe('public, max-age=60');
    expect((await get('/api/pages?path=/ultratek', nissan)).statusCode).toBe(404);
    expect((await get('/api/pages?path=/ultratek&site=coastline-motor-group')).statusCode).toBe(200);
    // A location's service page names the location its bookings go to; a general page names none.
    const noosa = await get('/api/pages?path=/service-noosa&site=coastline-motor-group');
    expect(noosa.json().page.location_slug).toBe('coastline-hyundai-noosaville');
    expect(page.json().page.location_slug).toBeNull();
    expect((await get('/api/offers', nissan)).json().offers).toHaveLength(3);
    expect((await get('/api/offers?site=westside-pre-owned')).json().offers).toEqual([]);
    const slides = (await get('/api/promotions', nissan)).json().promotions;
    expect(slides[0]).toMatchObject({ image_width: 1920, image_height: 540 });
    expect(
      (await get('/api/manufacturers', nissan)).json().manufacturers.map((m: { slug: string }) => m.slug),
    ).toEqual(['nissan']);
    const models = (await get('/api/models?manufacturer=nissan', nissan)).json().models;
    expect(models.some((m: { status: string }) => m.status === 'coming_soon')).toBe(true);
    const reviews = (await get('/api/locations/harbour-nissan-newcastle/reviews', nissan)).json();
    expect(reviews.summary).toEqual({ count: 912, average_rating: '4.7' });
    expect(reviews.reviews).toHaveLength(12);
    expect((await get('/api/locations/201/reviews', nissan)).json().reviews).toHaveLength(12);
    expect((await get('/api/locations/101/reviews', nissan)).statusCode).toBe(404);
    expect((await get('/api/offers')).statusCode).toBe(400);
  });

  it('answers 400 Unknown site without a tenant', async () => {
    for (const url of ['/api/site-config', '/api/registry', '/api/boot', '/api/boot?site=nope']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Unknown site' });
    }
  });

  it('serves the registry: each promoted remote with its versioned manifest URL, cached briefly', async () => {
    const res = await get('/api/registry', nissan);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    const { remotes } = res.json();
    expect(remotes.map((r: { remote: string }) => r.remote)).toEqual([...REMOTE_NAMES]);
    for (const entry of remotes) {
      expect(entry.name).toBe(entry.remote.replace('-', '_'));
      expect(entry.entry).toBe(
        `http://harbour-nissan.localhost:8080/remotes/${entry.remote}/${entry.version}/mf-manifest.json`,
      );
    }
  });

  it('puts remote assets on ASSET_BASE_URL when it is set', async () => {
    t.config.assetBaseUrl = 'https://cdn.example.com.au';
    try {
      const { remotes } = (await get('/api/registry?site=metro-drive')).json();
      expect(remotes[0].entry).toMatch(
        /^https:\/\/cdn\.example\.com\.au\/remotes\/mf-search\/1\.0\.0-[0-9a-f]{10}\/mf-manifest\.json$/,
      );
    } finally {
      t.config.assetBaseUrl = null;
    }
  });

  it('serves the full boot payload', async () => {
    const body = (await get('/api/boot', { host: 'www.capitalautodirect.com.au' })).json();
    expect(Object.keys(body).sort()).toEqual(['dealer', 'registry', 'site']);
    expect(body.site.slug).toBe('capital-auto-direct');
    expect(body.registry.remotes).toHaveLength(5);
  });
});

describe('shell pages', () => {
  it('renders the shell for the tenant with head tags and the boot payload', async () => {
    const res = await get('/search/used-cars?page=2', { ...html, ...nissan });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Used Cars for sale | Harbour Nissan</title>');
    expect(res.body).toContain(
      '<link rel="canonical" href="https://www.harbournissan.com.au/search/used-cars?page=2" />',
    );
    const boot = bootOf(res.body);
    expect(boot.site.slug).toBe('harbour-nissan');
    expect(boot.registry.remotes).toHaveLength(5);
  });

  it("preloads the route's remote scripts and embeds the home page's promotions with their first picture", async () => {
    const version = (await t.app.platform.registry.current()).get('mf-search')!;
    const remoteBase = `http://harbour-nissan.localhost:8080/remotes/mf-search/${version}/`;
    const search = await get('/search/used-cars', { ...html, ...nissan });
    expect(search.body).toContain(`<link rel="preload" as="script" href="${remoteBase}remoteEntry.js" />`);
    expect(search.body).toContain(
      `<link rel="preload" as="script" href="${remoteBase}static/js/search-page.0123abcd.js" />`,
    );
    expect(search.body).not.toContain('as="image"');
    expect(bootOf(search.body).prefetched).toEqual({});

    const home = await get('/', { ...html, ...nissan });
    const slides = (await get('/api/promotions', nissan)).json().promotions;
    expect(slides.length).toBeGreaterThan(0);
    expect(bootOf(home.body).prefetched).toEqual({ promotions: slides });
    expect(home.body).toContain(
      `<link rel="preload" as="image" href="${slides[0].image_url}?w=1500" imagesrcset="${slides[0].image_url}?w=750 750w, ${slides[0].image_url}?w=1500 1500w" imagesizes="100vw" fetchpriority="high" />`,
    );
    expect(home.body).not.toContain('search-page.0123abcd.js');
  });

  it('keeps a ?site= tenant in an HttpOnly cookie for later page loads', async () => {
    const first = await get('/?site=metro-drive', html);
    expect(first.headers['set-cookie']).toBe('dl_site=metro-drive; Path=/; HttpOnly; SameSite=Lax');
    expect(bootOf(first.body).site.slug).toBe('metro-drive');
    const later = await get('/finance', { ...html, cookie: 'dl_site=metro-drive' });
    expect(bootOf(later.body).site.slug).toBe('metro-drive');
    expect(later.headers['set-cookie']).toBeUndefined();
    const https = await get('/?site=metro-drive', { ...html, 'x-forwarded-proto': 'https' });
    expect(https.headers['set-cookie']).toBe('dl_site=metro-drive; Path=/; HttpOnly; SameSite=Lax'); // proxy not trusted
  });

  it('shows the site picker without a tenant: 200 on /, 404 elsewhere', async () => {
    const home = await get('/', { ...html, host: 'localhost:8080' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('href="http://coastline-motor-group.localhost:8080/"');
    expect(home.body).toContain('href="/?site=riverina-trucks"');
    expect(home.body.match(/<li>/g)).toHaveLength(9);
    const elsewhere = await get('/finance', { ...html, host: 'localhost:8080' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain('harbour-nissan');
    expect((await get('/', { ...html, host: '127.0.0.1:8080' })).statusCode).toBe(200);
  });

  it('answers 404 on the root of a host or ?site= no site has, with the list of sites', async () => {
    for (const [url, host] of [
      ['/', 'harbor-nissan.localhost:8080'], // mistyped
      ['/', 'www.old-dealer.com.au'], // a domain pointed here with no site
      ['/?site=no-such-site', 'localhost:8080'],
    ] as const) {
      const res = await get(url, { ...html, host });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('No site matches this address');
      expect(res.body).toContain('href="/?site=harbour-nissan"');
    }
  });

  it('answers JSON 404 for unknown API paths, asset-like paths and requests that do not accept HTML', async () => {
    for (const [url, headers] of [
      ['/api/nope', html],
      ['/remotes', html],
      ['/favicon.ico', html],
      ['/finance', { accept: 'application/json' }],
    ] as const) {
      const res = await get(url, { ...headers, ...nissan });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/Not found/);
    }
  });

  it('answers 503 with a clear message while the shell is not built, and picks up a rebuild', async () => {
    const index = path.join(t.config.shellDist, 'index.html');
    await rename(index, `${index}.bak`);
    const missing = await get('/', { ...html, ...nissan });
    expect(missing.statusCode).toBe(503);
    expect(missing.body).toContain('The shell is not built yet');
    await rename(`${index}.bak`, index);
    await writeFile(
      index,
      '<html><head><!--dealerline:head--></head><body>rebuilt<!--dealerline:boot--></body></html>',
    );
    const rebuilt = await get('/', { ...html, ...nissan });
    expect(rebuilt.body).toContain('rebuilt');
  });

  it('serves the shell files: hashed names immutable, anything else revalidated', async () => {
    const hashed = await get('/shell/main.1a2b3c4d.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('/shell/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/shell/nope.js')).statusCode).toBe(404);
    expect((await get('/shell/..%2F..%2Fdata%2Fsecret.txt')).statusCode).toBe(404);
  });
});

describe('remote assets', () => {
  let version: string;
  beforeAll(async () => {
    version = (await t.app.platform.registry.current()).get('mf-search')!;
    await writeFile(path.join(t.config.dataDir, 'secret.txt'), 'top secret');
  });

  it('serves a version file forever-cached, to any origin', async () => {
    const res = await get(`/remotes/mf-search/${version}/remoteEntry.js`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('var mf_search="a";');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const manifest = await get(`/remotes/mf-search/${version}/mf-manifest.json`);
    expect(manifest.json().name).toBe('mf_search');
    expect((await get(`/remotes/mf-search/${version}/static/js/search-page.0123abcd.js`)).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for an unknown remote, version or file', async () => {
    for (const url of [
      `/remotes/mf-nope/${version}/remoteEntry.js`,
      `/remotes/mf-search/9.9.9-0000000000/remoteEntry.js`,
      `/remotes/mf-search/${version}/nope.js`,
      `/remotes/mf-vehicle/${version}/remoteEntry.js`,
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it('refuses path traversal', async () => {
    for (const url of [
      `/remotes/mf-search/${version}/..%2F..%2F..%2Fsecret.txt`,
      `/remotes/mf-search/${version}/../../../secret.txt`,
      `/remotes/mf-search/..%2F..%2F/secret.txt`,
      `/remotes/mf-search/${version}/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
      `/remotes/mf-search/${version}/static%2F..%2F..%2F..%2F..%2Fsecret.txt`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('top secret');
    }
  });
});

describe('telemetry', () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/telemetry', payload: payload as object, headers });
  const failure = {
    type: 'remote-failed',
    remote: 'mf-search',
    module: './search-page',
    reason: 'entry',
    message: 'boom',
  };

  it('accepts a remote failure report', async () => {
    expect((await post(failure)).statusCode).toBe(204);
    const beacon = await post(JSON.stringify(failure), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(beacon.statusCode).toBe(204);
  });

  it('rejects unknown fields, other types and unbounded strings', async () => {
    expect((await post({ ...failure, extra: 1 })).statusCode).toBe(400);
    expect((await post({ ...failure, type: 'other' })).statusCode).toBe(400);
    expect((await post({ ...failure, message: 'x'.repeat(5000) })).statusCode).toBe(400);
    expect((await post({ type: 'remote-failed' })).statusCode).toBe(400);
    expect((await post('{not json', { 'content-type': 'application/json' })).statusCode).toBe(400);
  });
});
