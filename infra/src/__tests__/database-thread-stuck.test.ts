import { DATABASE_LOST } from '../db/database-unavailable';
import { CREATE_FOREVER } from '../db/pglite-thread/__tests__/endless-sql';
import { openPgliteThreadDb } from '../db/pglite-thread/pglite-thread-db';
import { UNAVAILABLE_MESSAGE } from '../http/error-handler';
import { DATABASE_LOST_EXIT_CODE } from '../routes/health-routes';
import { httpRequest, listenWhenReady } from '../test-support/listening-platform';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testLead } from '../test-support/test-lead';
import { fatalMessages } from '../test-support/fatal-log-lines';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The statement time limit of this platform's embedded database (the platform's own take milliseconds). */
const LIMIT_MS = 2_000;

/**
 * A statement of the embedded PGlite never ends under a running platform: everything behind it on PGlite's one
 * connection (every lead, every page that reads the database) would wait for ever, and nothing would say so.
 * Past the time limit the thread is ended, and the platform does what it does when the thread dies.
 */
describe('the platform when a statement of its embedded database never ends', () => {
  let t: TestApp;
  let port: number;
  const logLines: string[] = [];
  let exit: jest.SpiedFunction<typeof process.exit>;
  const exits: (number | string | null | undefined)[] = [];

  beforeAll(async () => {
    const db = await openPgliteThreadDb(undefined, { statementTimeoutMs: LIMIT_MS });
    await db.exec(CREATE_FOREVER);
    t = await createTestApp({}, { db, logLines });
    port = await listenWhenReady(t);
    exit = jest
      .spyOn(process, 'exit')
      .mockImplementation(((code) => void exits.push(code)) as typeof process.exit);
  });
  afterAll(async () => {
    exit?.mockRestore();
    await t?.close();
  });

  it('answers 503 to the lead behind it at the limit, logs one fatal line naming it, and exits 70', async () => {
    const stuck = t.app.platform.db.query('SELECT forever()').catch((error: unknown) => error);
    const sent = Date.now();
    const lead = await httpRequest(port, 'POST', '/api/leads', { payload: testLead({ name: 'Behind' }) });

    expect(lead.status).toBe(503);
    expect(lead.headers['retry-after']).toBe('30');
    expect(JSON.parse(lead.body)).toEqual({ message: UNAVAILABLE_MESSAGE });
    expect(lead.at - sent).toBeGreaterThanOrEqual(LIMIT_MS - 100);
    expect(lead.at - sent).toBeLessThan(LIMIT_MS + 3_000);
    await expect(stuck).resolves.toMatchObject({ code: DATABASE_LOST });

    for (let waited = 0; !exits.length && waited < 15_000; waited += 50) await sleep(50);
    expect(exits).toEqual([DATABASE_LOST_EXIT_CODE]);
    expect(fatalMessages(logLines)).toEqual([
      'the embedded database (PGlite) thread was ended: a statement (SELECT forever) ran over its time limit ' +
        'of 2000 ms: no statement can run in this process any more; exiting (code 70) once the requests in ' +
        'flight are answered, for the supervisor to start the server again',
    ]);
  });
});
