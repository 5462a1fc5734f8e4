import { createTestApp, type TestApp } from '../../test-support/test-app';
import { READ_ONLY_ACCESS, readOnlyRefusal } from '../ops-route-access';

jest.setTimeout(60_000);

describe('readOnlyRefusal', () => {
  it('lets a read-only token read what reveals no secret, HEAD as its GET', () => {
    for (const url of ['/api/ops/remotes', '/api/ops/leads/delivery', '/api/ops/search']) {
      expect(readOnlyRefusal('GET', url)).toBeNull();
      expect(readOnlyRefusal('HEAD', url)).toBeNull();
    }
  });

  it('refuses it what changes anything or reveals a secret, saying which route and why', () => {
    expect(readOnlyRefusal('POST', '/api/ops/remotes/:remote/rollback')).toBe(
      'POST /api/ops/remotes/:remote/rollback rolls a remote back (a change)',
    );
    expect(readOnlyRefusal('HEAD', '/api/ops/sites/:slug')).toMatch(
      /^GET \/api\/ops\/sites\/:slug answers the site document, .* \(a secret\)$/,
    );
  });

  it('refuses a route it has no decision for', () => {
    expect(readOnlyRefusal('GET', '/api/ops/something-new')).toBe(
      'GET /api/ops/something-new has no decision for read-only tokens',
    );
    expect(readOnlyRefusal('PATCH', '/api/ops/remotes')).toBe(
      'PATCH /api/ops/remotes has no decision for read-only tokens',
    );
  });
});

describe('READ_ONLY_ACCESS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('decides every ops route the platform registers, and no other (a new route needs a decision)', () => {
    const registered = t.app.routeList
      .filter((route) => route.url.startsWith('/api/ops/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.sort()).toEqual(Object.keys(READ_ONLY_ACCESS).sort());
  });
});
