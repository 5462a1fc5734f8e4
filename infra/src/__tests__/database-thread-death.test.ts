import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_LOST } from '../db/database-unavailable';
import { workerThreadOf } from '../db/pglite-thread/__tests__/worker-thread-of';
import { openPgliteThreadDb } from '../db/pglite-thread/pglite-thread-db';
import { UNAVAILABLE_MESSAGE } from '../http/error-handler';
import { DATABASE_LOST_EXIT_CODE } from '../routes/health-routes';
import { httpRequest, listenWhenReady } from '../test-support/listening-platform';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testLead } from '../test-support/test-lead';
import { fatalMessages } from '../test-support/fatal-log-lines';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The embedded PGlite's worker thread dies under a running platform (here terminated; an uncaught error in it
 * or running out of memory ends it the same way): no statement can run in this process again. The platform
 * answers what is in flight (503 for what needed the database, at once, not after a wait), says what happened
 * in one fatal line, stops taking connections and exits non-zero for its supervisor to start it again. What was
 * accepted before is on disk for the next process.
 */
describe('the platform when its embedded database thread dies', () => {
  let root: string;
  let dataDir: string;
  let t: TestApp;
  let port: number;
  const logLines: string[] = [];
  let exit: jest.SpiedFunction<typeof process.exit>;
  const exits: { code: number | string | null | undefined; at: number }[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dealerline-thread-death-'));
    dataDir = path.join(root, 'pglite');
    t = await createTestApp({}, { db: await openPgliteThreadDb(dataDir), logLines });
    port = await listenWhenReady(t);
    exit = jest
      .spyOn(process, 'exit')
      .mockImplementation(((code) => void exits.push({ code, at: Date.now() })) as typeof process.exit);
  });
  afterAll(async () => {
    exit?.mockRestore();
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers 503 to what is in flight, logs one fatal line, and exits 70 once answered; accepted leads are kept', async () => {
    expect((await httpRequest(port, 'GET', '/readyz')).body).toBe('{"status":"ready","reasons":[]}');
    const accepted = await httpRequest(port, 'POST', '/api/leads', { payload: testLead({ name: 'Before' }) });
    expect(accepted.status).toBe(201);
    const { lead_id: acceptedId } = JSON.parse(accepted.body) as { lead_id: string };

    // The thread's one connection busy for a minute; a lead and a readiness check wait behind it.
    const db = t.app.platform.db;
    const thread = await workerThreadOf(db);
    const busy = db.query('SELECT pg_sleep(60)').catch((error: unknown) => error);
    const lead = httpRequest(port, 'POST', '/api/leads', { payload: testLead({ name: 'During' }) });
    const ready = httpRequest(port, 'GET', '/readyz');
    await sleep(300);

    const killed = Date.now();
    await thread.terminate();
    const [leadAnswer, readyAnswer] = await Promise.all([lead, ready]);

    // At once, and a 503 the shopper's form can show (not a 500, not "Internal server error").
    expect(leadAnswer.at - killed).toBeLessThan(2_000);
    expect(leadAnswer.status).toBe(503);
    expect(leadAnswer.headers['retry-after']).toBe('30');
    expect(JSON.parse(leadAnswer.body)).toEqual({ message: UNAVAILABLE_MESSAGE });
    // Not ready, and not `degraded`: this is no outage that ends by itself.
    expect(readyAnswer.status).toBe(503);
    expect(JSON.parse(readyAnswer.body)).toEqual({
      status: 'not ready',
      reasons: ['database lost: the embedded database (PGlite) thread died: it exited with code 1'],
    });
    await expect(busy).resolves.toMatchObject({ code: DATABASE_LOST });

    // It exits, non-zero, once, after the requests in flight were answered; no probe finds it live meanwhile.
    for (let waited = 0; !exits.length && waited < 15_000; waited += 50) await sleep(50);
    expect(exits).toEqual([{ code: DATABASE_LOST_EXIT_CODE, at: expect.any(Number) }]);
    expect(exits[0]!.at).toBeGreaterThanOrEqual(Math.max(leadAnswer.at, readyAnswer.at));
    await expect(httpRequest(port, 'GET', '/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    // The log says what happened, once, plainly.
    expect(fatalMessages(logLines)).toEqual([
      'the embedded database (PGlite) thread died: it exited with code 1: no statement can run in this ' +
        'process any more; exiting (code 70) once the requests in flight are answered, for the supervisor ' +
        'to start the server again',
    ]);

    // What the restarted server finds: the lead accepted before, not the one refused.
    const reopened = await openPgliteThreadDb(dataDir);
    try {
      expect(await reopened.query('SELECT id::text AS id FROM leads')).toEqual([{ id: acceptedId }]);
    } finally {
      await reopened.close();
    }
  });
});
