import { OUTAGE_STALE_MS } from '../db/database-unavailable';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { UNAVAILABLE_MESSAGE } from '../http/error-handler';
import { REMOTE_NAMES } from '../../../shared/src/platform/remotes';
import { fakeRemoteBuild } from '../test-support/fake-builds';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testLead } from '../test-support/test-lead';

jest.setTimeout(60_000);

const refused = () =>
  Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));

/**
 * A database that can be switched off: every call then fails as `failure` does (by default as a refused
 * connection does).
 */
function switchableDb(inner: Db) {
  const state = { down: false, failure: refused as () => Promise<never> };
  const db: Db = {
    kind: inner.kind,
    query: (sql, params) => (state.down ? state.failure() : inner.query(sql, params)),
    exec: (sql) => (state.down ? state.failure() : inner.exec(sql)),
    transaction: (fn) => (state.down ? state.failure() : inner.transaction(fn)),
    close: () => inner.close(),
  };
  return { db, state };
}

const HARBOUR = 'harbour-nissan.localhost:8080';

/**
 * A restart or failover of the database (PostgreSQL in production) while shoppers browse: what was read
 * before (sites, live remote versions) keeps the site up, what needs the database answers 503 with
 * Retry-After, the server stays in the load balancer (ready, degraded), nothing is half-stored, and
 * everything works again once it is back.
 */
describe('the platform while its database cannot be reached', () => {
  let t: TestApp;
  let outage: ReturnType<typeof switchableDb>['state'];
  const get = (url: string, host = HARBOUR, accept = 'application/json') =>
    t.app.inject({ url, headers: { host, accept } });
  const postLead = () =>
    t.app.inject({ method: 'POST', url: '/api/leads', headers: { host: HARBOUR }, payload: testLead() });

  beforeAll(async () => {
    const { db, state } = switchableDb(await openPgliteDb());
    outage = state;
    t = await createTestApp({}, { db });
    await t.app.ready();
    for (const remote of REMOTE_NAMES) {
      const { version } = await t.app.platform.registry.publish(remote, fakeRemoteBuild(remote), 'test');
      await t.app.platform.registry.promote(remote, version, 'test');
    }
    for (let tries = 0; (await get('/readyz')).statusCode !== 200 && tries < 200; tries++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get('/readyz')).json()).toEqual({ status: 'ready', reasons: [] });
    // What shoppers had asked for before the outage.
    expect((await get('/api/site-config')).statusCode).toBe(200);
    expect((await get('/contact', HARBOUR, 'text/html')).statusCode).toBe(200);
    expect((await postLead()).statusCode).toBe(201);
  });
  afterAll(async () => {
    outage.down = false;
    await t?.close();
  });

  it('keeps serving what it read, answers 503 for the rest, and stores nothing meanwhile', async () => {
    outage.down = true;
    await new Promise((resolve) => setTimeout(resolve, 5_100)); // the site cache's ttl (SITE_CACHE_MS)

    const config = await get('/api/site-config');
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ site: { slug: 'harbour-nissan' } });

    const lead = await postLead();
    expect(lead.statusCode).toBe(503);
    expect(lead.headers['retry-after']).toBe('30');
    expect(lead.json()).toEqual({ message: UNAVAILABLE_MESSAGE });

    const car = await get('/api/cars/some-car');
    expect(car.statusCode).toBe(503);
    expect(car.json()).toEqual({ message: UNAVAILABLE_MESSAGE });

    // A page: the shell in the site's look (the tenant and the live remotes as last read), not indexed.
    const page = await get('/contact', HARBOUR, 'text/html');
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('30');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    expect(page.body).toContain('Harbour Nissan');

    // The live remotes as last read: the page loads them.
    expect(page.body).toContain('/remotes/mf-locations/');

    // Still live, and still ready (degraded): taking every server out would leave shoppers nothing.
    expect((await get('/healthz')).statusCode).toBe(200);
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'degraded',
      reasons: ['database does not answer: connect ECONNREFUSED 127.0.0.1:5432'],
    });
  });

  it('says degraded within the probe’s timeout when the database takes its time to fail', async () => {
    // As a server that drops packets does: the connection attempt ends after its timeout (5 s).
    outage.failure = () =>
      new Promise((_resolve, reject) =>
        setTimeout(() => reject(new Error('timeout exceeded when trying to connect')), 3_000),
      );
    const started = Date.now();
    const ready = await get('/readyz');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'degraded',
      reasons: ['database does not answer: no answer within 1000 ms'],
    });
    outage.failure = refused;
  });

  it('is not ready when the database fails for this server alone (its embedded worker died)', async () => {
    outage.failure = () => Promise.reject(new Error('the database worker exited (code 1)'));
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not ready',
      reasons: ['database query failed: the database worker exited (code 1)'],
    });
    outage.failure = refused;
  });

  it('leaves the load balancer once the outage outlasts what it serves from memory', async () => {
    expect((await get('/readyz')).statusCode).toBe(200);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + OUTAGE_STALE_MS);
    try {
      const ready = await get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not ready' });
    } finally {
      clock.mockRestore();
    }
  });

  it('works again as soon as the database is back, the leads refused meanwhile not stored', async () => {
    outage.down = false;
    expect((await postLead()).statusCode).toBe(201);
    const [stored] = await t.app.platform.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM leads',
    );
    expect(stored?.count).toBe(2);
    expect((await get('/readyz')).json()).toEqual({ status: 'ready', reasons: [] });
  });
});
