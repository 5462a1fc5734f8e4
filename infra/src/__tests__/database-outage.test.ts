import { DatabaseLostError, OUTAGE_STALE_MS } from '../db/database-unavailable';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { OUTAGE_CHECK_MS } from '../http/database-outage-log';
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

interface LogLine {
  level: number;
  msg: string;
  err?: { stack?: string };
  database?: { code?: string; message: string };
}

/** The lines at warn and above, read. */
const warnings = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.level >= 40);

/**
 * A restart or failover of the database (PostgreSQL in production) while shoppers browse: what was read
 * before (sites, live remote versions) keeps the site up, what needs the database answers 503 with
 * Retry-After, the server stays in the load balancer (ready, degraded), nothing is half-stored, and
 * everything works again once it is back.
 */
describe('the platform while its database cannot be reached', () => {
  let t: TestApp;
  let outage: ReturnType<typeof switchableDb>['state'];
  /** Everything the app logs; `sinceDown` is where the outage began. */
  const lines: string[] = [];
  let sinceDown = 0;
  const get = (url: string, host = HARBOUR, accept = 'application/json') =>
    t.app.inject({ url, headers: { host, accept } });
  const postLead = (remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { host: HARBOUR },
      payload: testLead(),
      remoteAddress,
    });

  beforeAll(async () => {
    const { db, state } = switchableDb(await openPgliteDb());
    outage = state;
    t = await createTestApp({}, { db, logLines: lines });
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
    sinceDown = lines.length;
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

  it('logs the outage as one line, however many requests it fails, without a stack', async () => {
    // Each of these logged one to six warnings with their stacks (a page, its first-view hints, each API
    // call of its server render): hundreds a second during an outage.
    for (let round = 0; round < 20; round += 1)
      await Promise.all([
        postLead(`10.0.0.${round}`), // shoppers of their own: each IP may send a few leads a minute
        get('/api/cars/some-car'),
        get('/', HARBOUR, 'text/html'),
        get('/contact', HARBOUR, 'text/html'),
        get('/cars/some-car', HARBOUR, 'text/html'),
      ]);
    // The lead worker says once that it waits (src/lead-delivery): not a request's.
    const logged = warnings(lines.slice(sinceDown)).filter((line) => !line.msg.startsWith('lead delivery'));
    expect(logged).toEqual([
      expect.objectContaining({
        level: 40,
        database: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
        msg: expect.stringMatching(
          /^the database cannot be reached \(ECONNREFUSED: connect ECONNREFUSED 127\.0\.0\.1:5432\): /,
        ),
      }),
    ]);
    expect(logged[0]!.err).toBeUndefined();
    expect(t.app.databaseOutage.ongoing).toBe(true);
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

  it('is not ready when the database fails for this server alone (a password it refuses)', async () => {
    outage.failure = () =>
      Promise.reject(
        Object.assign(new Error('password authentication failed for user "platform"'), { code: '28P01' }),
      );
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not ready',
      reasons: ['database query failed: password authentication failed for user "platform"'],
    });
    outage.failure = refused;
  });

  it('is not ready, not degraded, when its database is lost for this process (its embedded thread died)', async () => {
    // What the real thread's death does to the whole server: database-thread-death.test.ts.
    outage.failure = () =>
      Promise.reject(
        new DatabaseLostError('the embedded database (PGlite) thread died: it exited with code 1'),
      );
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not ready',
      reasons: ['database lost: the embedded database (PGlite) thread died: it exited with code 1'],
    });
    outage.failure = refused;
  });

  it('answers a database that takes no writes (25006, a failover) as an outage, and logs it as an error', async () => {
    // The old primary, now a standby, on the pool's connections: its writes fail with 25006 (see
    // database-read-only.test.ts for a real PostgreSQL). Here every query does, the readiness check too.
    outage.failure = () =>
      Promise.reject(
        Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }),
      );
    const lead = await postLead('10.0.1.1');
    expect(lead.statusCode).toBe(503);
    expect(lead.headers['retry-after']).toBe('30');
    expect(lead.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    // A server that was ready stays in the load balancer meanwhile (the pool drops such connections, and
    // every server meets it at once); one that never was is not ready (database-read-only.test.ts).
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'degraded',
      reasons: ['database is read-only (25006): cannot execute INSERT in a read-only transaction'],
    });
    const errors = warnings(lines.slice(sinceDown)).filter((line) => line.level >= 50);
    expect(errors).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(
          /^the database refuses writes, read-only \(25006 read_only_sql_transaction: /,
        ),
      }),
    ]);
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

    // The outage log finds it back within its next check, and says so once, with what was answered.
    const deadline = Date.now() + OUTAGE_CHECK_MS + 2_000;
    while (t.app.databaseOutage.ongoing && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const back = lines
      .slice(sinceDown)
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => /^the database (answers|takes writes) again/.test(line.msg));
    // (Takes writes: the outage was last a read-only one, above.)
    expect(back).toEqual([
      expect.objectContaining({
        level: 30,
        msg: expect.stringMatching(
          /^the database takes writes again after \d+ s: while it could not, \d+ requests answered 503/,
        ),
      }),
    ]);
  });
});
