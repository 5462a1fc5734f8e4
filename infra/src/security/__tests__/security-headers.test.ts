import { REMOTE_NAMES } from '../../../../shared/src/platform/remotes';
import { fakeRemoteBuild } from '../../test-support/fake-builds';
import { createTestApp, type TestApp } from '../../test-support/test-app';

jest.setTimeout(60_000);

const NISSAN = 'harbour-nissan.localhost:8080';
const html = { host: NISSAN, accept: 'text/html' };

/** The sources of one CSP directive. */
function directive(csp: string, name: string): string[] {
  const part = csp.split(';').map((item) => item.trim().split(/\s+/));
  return part.find(([key]) => key === name)?.slice(1) ?? [];
}

async function promoteAll(t: TestApp): Promise<void> {
  for (const remote of REMOTE_NAMES) {
    const { version } = await t.app.platform.registry.publish(remote, fakeRemoteBuild(remote), 'test');
    await t.app.platform.registry.promote(remote, version, 'test');
  }
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await promoteAll(t);
  });
  afterAll(async () => t?.close());

  it.each([
    ['a page', '/', html],
    ['a vehicle page', '/vehicles/anything', html],
    ['the boot payload', '/api/boot', { host: NISSAN }],
    ['a 400', '/api/site-config', {}],
    ['a 404', '/api/nothing-here', { host: NISSAN }],
    ['the health check', '/healthz', {}],
    ['a search answer', '/1/indexes', {}],
    ['a picture', '/images/demo/sedan/ffffff/front.jpg', {}],
    ['a shell file', '/shell/index.html', {}],
  ])('are on %s', async (_name, url, headers) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
  });

  it('lets scripts come only from the page and the registry, never inline or eval', async () => {
    const res = await t.app.inject({ url: '/', headers: html });
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-src')).toEqual(['https://www.google.com/maps/embed/']);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-eval|\*/);
    // The boot payload and the JSON-LD are data blocks (not script), so no inline script needs a nonce.
    expect(res.body).toMatch(/<script id="dealerline-boot" type="application\/json">/);
    expect(res.body).not.toMatch(/<script(?![^>]*\b(src|type="application\/(ld\+)?json")=?)[^>]*>/);
  });

  it('sets the only cookie HttpOnly and SameSite=Lax (Secure over https: resolve-tenant tests)', async () => {
    const res = await t.app.inject({ url: '/api/site-config?site=harbour-nissan' });
    expect(res.headers['set-cookie']).toMatch(/^dl_site=harbour-nissan; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  describe('CORS', () => {
    const preflight = (origin: string, url = '/api/leads') =>
      t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { host: NISSAN, origin, 'access-control-request-method': 'POST' },
      });
    const read = (origin: string, url = '/api/site-config') =>
      t.app.inject({ url, headers: { host: NISSAN, origin } });

    it.each([
      'http://harbour-nissan.localhost:8080',
      'https://harbour-nissan.localhost:8080',
      'https://www.harbournissan.com.au',
      'https://harbournissan.com.au',
    ])('answers the tenant’s own origin %s', async (origin) => {
      const res = await read(origin);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(String(res.headers.vary)).toMatch(/Origin/);
      const pre = await preflight(origin);
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(origin);
      expect(pre.headers['access-control-allow-headers']).toMatch(/Content-Type/);
    });

    it.each([
      'https://evil.example',
      'http://tasman-subaru.localhost:8080',
      'https://www.tasmansubaru.com.au',
      'http://harbour-nissan.localhost:9999',
      'http://www.harbournissan.com.au',
      'https://www.harbournissan.com.au:8443',
      'null',
      'not a url',
    ])('does not answer %s', async (origin) => {
      const res = await read(origin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const pre = await preflight(origin);
      expect(pre.statusCode).toBe(403);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('never answers CORS on the ops and dealer APIs, even to the tenant’s origin', async () => {
      for (const url of ['/api/ops/sites', '/api/dealer/leads']) {
        const res = await read('http://harbour-nissan.localhost:8080', url);
        expect(res.statusCode).toBe(401);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    });
  });

  it('needs a token on every ops and dealer route (enumerated from the app)', async () => {
    const guarded = t.app.routeList.filter(({ url }) => /^\/api\/(ops|dealer)\//.test(url));
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    for (const { method, url } of guarded) {
      const path = url.replace(/:(\w+)/g, 'x').replace(/\*$/, 'x');
      for (const authorization of [undefined, 'Bearer wrong', 'Bearer ']) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: path,
          headers: { host: NISSAN, ...(authorization ? { authorization } : {}) },
          payload: method === 'GET' ? undefined : {},
        });
        expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
      }
    }
  });
});

describe('security headers with a CDN and real Algolia', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      assetBaseUrl: 'https://cdn.dealerline.example/assets',
      search: {
        appId: null,
        adminKey: null,
        apiKey: null,
        indexName: 'Car_production',
        algolia: { appId: 'ABC123', adminKey: 'admin-secret', searchKey: 'search-secret' },
      },
    });
    await promoteAll(t);
  });
  afterAll(async () => t?.close());

  it('allows the registry’s asset origin and Algolia’s hosts, and every remote entry is allowed', async () => {
    const res = await t.app.inject({ url: '/api/registry', headers: { host: NISSAN } });
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://cdn.dealerline.example']);
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining(['https://abc123-dsn.algolia.net', 'https://abc123-1.algolianet.com']),
    );
    const { remotes } = res.json() as { remotes: { entry: string }[] };
    expect(remotes).toHaveLength(REMOTE_NAMES.length);
    for (const { entry } of remotes) {
      expect(directive(csp, 'script-src')).toContain(new URL(entry).origin);
      expect(directive(csp, 'connect-src')).toContain(new URL(entry).origin);
    }
  });
});
