import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_LOST } from '../../database-unavailable';
import type { Db } from '../../db';
import { openPgliteThreadDb } from '../pglite-thread-db';
import { CREATE_DEEPER, CREATE_FOREVER } from './endless-sql';
import { workerThreadOf } from './worker-thread-of';
import { expectOnlyCommittedRows } from './reopened-rows';

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The tests' time limit for a statement: long enough for a busy machine's ordinary ones. */
const LIMIT_MS = 1_000;

/** The database's worker thread's exit (the thread is caught now, while it answers). */
async function threadExit(db: Db): Promise<{ exited: Promise<number> }> {
  const thread = await workerThreadOf(db);
  return { exited: new Promise((resolve) => thread.once('exit', resolve)) };
}

/**
 * The database lost when `statement` was sent with another statement queued behind it: both fail with the
 * same DatabaseLostError, every later one too, the thread has exited, and `onLost` heard it once.
 */
async function lostOn(db: Db, statement: string): Promise<{ lost: Error; afterMs: number }> {
  const heard: Error[] = [];
  db.onLost?.((error) => heard.push(error));
  const { exited } = await threadExit(db);
  const sent = performance.now();
  const failed = db.query(statement).catch((error: unknown) => error);
  const queued = db.query('SELECT $1::text AS email', ['jane@example.com']).catch((error: unknown) => error);
  const lost = await failed;
  const afterMs = performance.now() - sent;
  expect(lost).toMatchObject({ name: 'DatabaseLostError', code: DATABASE_LOST });
  expect(await queued).toBe(lost);
  await expect(db.query('SELECT 1')).rejects.toBe(lost);
  await exited;
  await sleep(10);
  expect(heard).toEqual([lost]);
  return { lost: lost as Error, afterMs };
}

/**
 * A statement that never ends holds PGlite's one connection, so every statement after it would wait for ever
 * and nothing would say so. The thread may run a statement for the time limit (not an exec: migrations);
 * past it the thread is taken for stuck, ended, and the database is lost as if the thread had died.
 */
describe('PGlite in a worker thread, when a statement runs over its time limit', () => {
  it('ends the thread: that statement, those queued behind it and every later one fail with DatabaseLostError naming it', async () => {
    const db = await openPgliteThreadDb(undefined, { statementTimeoutMs: LIMIT_MS });
    await db.exec(CREATE_FOREVER);
    const { lost, afterMs } = await lostOn(db, 'SELECT forever()');
    expect(lost.message).toBe(
      'the embedded database (PGlite) thread was ended: a statement (SELECT forever) ran over its time limit ' +
        'of 1000 ms',
    );
    expect(afterMs).toBeGreaterThanOrEqual(LIMIT_MS);
    expect(afterMs).toBeLessThan(LIMIT_MS + 2_000);
    await db.close();
  });

  it('times a COMMIT too (here a deferred trigger that never returns)', async () => {
    const db = await openPgliteThreadDb(undefined, { statementTimeoutMs: LIMIT_MS });
    await db.exec(
      `${CREATE_FOREVER}; CREATE TABLE t (id int);
       CREATE FUNCTION at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM forever(); RETURN NULL; END $$;
       CREATE CONSTRAINT TRIGGER at_commit AFTER INSERT ON t DEFERRABLE INITIALLY DEFERRED
         FOR EACH ROW EXECUTE FUNCTION at_commit()`,
    );
    const committed = db.transaction((tx) => tx.query('INSERT INTO t VALUES (1)'));
    await expect(committed).rejects.toMatchObject({
      code: DATABASE_LOST,
      message:
        'the embedded database (PGlite) thread was ended: a statement (COMMIT) ran over its time limit of 1000 ms',
    });
    await db.close();
  });

  it('keeps on disk what was committed before, and nothing of the transaction the stuck statement was in', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dealerline-pglite-thread-'));
    try {
      const first = await openPgliteThreadDb(dir, { statementTimeoutMs: LIMIT_MS });
      await first.exec(`${CREATE_FOREVER}; CREATE TABLE kept (id int)`);
      await first.query('INSERT INTO kept SELECT g FROM generate_series(1, 20) AS g');
      const cut = first
        .transaction(async (tx) => {
          await tx.query('INSERT INTO kept SELECT g FROM generate_series(100, 200) AS g');
          await tx.query('SELECT forever()');
        })
        .catch((error: unknown) => error);
      await expect(cut).resolves.toMatchObject({ code: DATABASE_LOST });

      await expectOnlyCommittedRows(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/**
 * A trap in PGlite's WASM (a WebAssembly.RuntimeError, a stack overflow) leaves its memory undefined. PGlite
 * 0.5 catches it in its main loop and goes on: `SELECT deeper(1)` then "succeeds" with no rows, and later
 * statements get wrong answers. The thread is ended instead, and the database lost.
 */
describe('PGlite in a worker thread, when its engine traps', () => {
  it('ends the thread: the statement, those queued behind it and every later one fail with DatabaseLostError naming it', async () => {
    const db = await openPgliteThreadDb();
    await db.exec(CREATE_DEEPER);
    const { lost } = await lostOn(db, 'SELECT deeper(1) AS n');
    expect(lost.message).toMatch(
      /^the embedded database \(PGlite\) thread was ended: its engine trapped in a statement \(SELECT deeper …\): (RangeError|RuntimeError): ./,
    );
    await db.close();
  });
});

describe('PGlite in a worker thread, on statements that end', () => {
  let db: Db;
  const lost = jest.fn();
  beforeAll(async () => {
    db = await openPgliteThreadDb(undefined, { statementTimeoutMs: LIMIT_MS });
    db.onLost?.(lost);
  });
  afterAll(async () => {
    await db.close();
    expect(lost).not.toHaveBeenCalled();
  });

  it('times the statement the thread runs, not its wait behind others', async () => {
    const sent = performance.now();
    // Each well within the limit; the last one answered well after it.
    const answers = await Promise.all(
      [1, 2, 3].map((n) => db.query<{ n: number }>('SELECT $1::int AS n, pg_sleep(0.5)', [n])),
    );
    expect(performance.now() - sent).toBeGreaterThan(1.4 * LIMIT_MS);
    expect(answers.map(([row]) => row!.n)).toEqual([1, 2, 3]);
  });

  it('gives an exec (migrations) as long as it takes, as PostgreSQL does', async () => {
    await db.exec(`SELECT pg_sleep(${(1.5 * LIMIT_MS) / 1000})`);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('keeps an ordinary SQL error an ordinary error, not a trap', async () => {
    await db.exec(
      `CREATE TABLE t (id int PRIMARY KEY);
       CREATE FUNCTION caught() RETURNS int LANGUAGE plpgsql AS $$
         BEGIN BEGIN RETURN 1 / 0; EXCEPTION WHEN division_by_zero THEN RAISE 'mine' USING ERRCODE = 'P0001'; END; END $$`,
    );
    await db.query('INSERT INTO t VALUES (1)');
    await expect(db.query('INSERT INTO t VALUES (1)')).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    await expect(db.query('SELECT caught()')).rejects.toMatchObject({ code: 'P0001', message: 'mine' });
    await expect(db.query("SELECT repeat('x', 1100000000)")).rejects.toMatchObject({ code: '54000' });
    expect(await db.query('SELECT 42 AS n')).toEqual([{ n: 42 }]);
  });
});
