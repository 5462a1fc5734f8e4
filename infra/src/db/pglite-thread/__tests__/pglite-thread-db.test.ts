import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_LOST } from '../../database-unavailable';
import type { Db } from '../../db';
import { openPgliteThreadDb } from '../pglite-thread-db';
import { workerThreadOf } from './worker-thread-of';
import { expectOnlyCommittedRows } from './reopened-rows';

jest.setTimeout(60_000);

let db: Db;
beforeAll(async () => {
  db = await openPgliteThreadDb();
  await db.exec(`CREATE TABLE notes (id int PRIMARY KEY, body jsonb NOT NULL, at timestamptz NOT NULL)`);
});
afterAll(() => db?.close());
beforeEach(() => db.exec('DELETE FROM notes'));

const count = async (on: Db = db) =>
  Number((await on.query<{ n: number }>('SELECT count(*)::int AS n FROM notes'))[0]!.n);

describe('PGlite in a worker thread', () => {
  it('answers a query with its parameters, rows decoded as PGlite decodes them', async () => {
    const at = new Date('2026-11-27T10:00:00.000Z');
    await db.query('INSERT INTO notes VALUES ($1, $2, $3)', [1, JSON.stringify({ tags: ['a'] }), at]);
    expect(await db.query('SELECT id, body, at FROM notes')).toEqual([{ id: 1, body: { tags: ['a'] }, at }]);
  });

  it('commits a transaction and hands back what its function returned', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO notes VALUES (1, '{}', now())`);
      return count(tx);
    });
    expect(result).toBe(1);
    expect(await count()).toBe(1);
  });

  it('rolls a failed transaction back and rethrows its error', async () => {
    const failure = new Error('the lead was invalid');
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO notes VALUES (1, '{}', now())`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await count()).toBe(0);
  });

  it('joins a nested transaction to the outer one', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.transaction((inner) => inner.query(`INSERT INTO notes VALUES (1, '{}', now())`));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await count()).toBe(0);
  });

  it('holds a statement outside an open transaction until the transaction ends', async () => {
    let outside: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO notes VALUES (1, '{}', now())`);
      outside = count();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query(`INSERT INTO notes VALUES (2, '{}', now())`);
    });
    expect(await outside).toBe(2);
  });

  it("rejects a failing statement with PostgreSQL's message, code and constraint", async () => {
    await db.query(`INSERT INTO notes VALUES (1, '{}', now())`);
    await expect(db.query(`INSERT INTO notes VALUES (1, '{}', now())`)).rejects.toMatchObject({
      message: expect.stringContaining('duplicate key'),
      code: '23505',
      constraint: 'notes_pkey',
    });
    await expect(db.query('SELECT * FROM no_such_table')).rejects.toMatchObject({ code: '42P01' });
    expect(await count()).toBe(1);
  });

  it('keeps the main thread free while a statement runs', async () => {
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await db.query('SELECT sum(i * random()) FROM generate_series(1, 4000000) AS i');
    const took = performance.now() - started;
    clearInterval(ticker);
    longestGap = Math.max(longestGap, performance.now() - last);
    // In the main thread the WASM engine would hold it for the whole statement.
    expect(took).toBeGreaterThan(300);
    expect(longestGap).toBeLessThan(took / 2);
  });
});

describe('PGlite in a worker thread, on disk', () => {
  it('keeps its data across a close and a reopen, and refuses statements once closed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dealerline-pglite-thread-'));
    try {
      const first = await openPgliteThreadDb(dir);
      await first.exec(`CREATE TABLE kept (id int); INSERT INTO kept VALUES (7);`);
      await first.close();
      await expect(first.query('SELECT 1')).rejects.toThrow('the database is closed');
      const second = await openPgliteThreadDb(dir);
      expect(await second.query('SELECT id FROM kept')).toEqual([{ id: 7 }]);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fails to open with the reason when the data folder cannot be made', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dealerline-pglite-thread-'));
    try {
      const file = path.join(dir, 'a-file');
      await writeFile(file, 'not a folder');
      await expect(openPgliteThreadDb(path.join(file, 'pglite'))).rejects.toMatchObject({ code: 'ENOTDIR' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The worker thread dies (an uncaught error in it, out of memory, terminate(), anything that ends it): PGlite's
 * memory went with it, so the database is lost for this process. Nothing may wait for an answer that will
 * never come.
 */
describe('PGlite in a worker thread, when the thread dies', () => {
  it('rejects what was in flight at once, and every statement after, with the reason; tells its listeners once', async () => {
    const dying = await openPgliteThreadDb();
    const heard: Error[] = [];
    dying.onLost?.((error) => heard.push(error));
    const thread = await workerThreadOf(dying);
    // A transaction busy for a minute, and a statement waiting in the thread behind it.
    const running = dying
      .transaction((tx) => tx.query('SELECT pg_sleep(60)'))
      .catch((error: unknown) => error as Error);
    const waiting = dying.query('SELECT 1').catch((error: unknown) => error as Error);
    await sleep(200);

    const killed = performance.now();
    await thread.terminate();
    const lost = await running;
    expect(await waiting).toBe(lost);
    expect(performance.now() - killed).toBeLessThan(1_000);
    expect(lost).toMatchObject({
      name: 'DatabaseLostError',
      code: DATABASE_LOST,
      message: 'the embedded database (PGlite) thread died: it exited with code 1',
    });
    await expect(dying.query('SELECT 1')).rejects.toBe(lost);
    await expect(dying.transaction(async () => 'never run')).rejects.toBe(lost);

    await sleep(10);
    expect(heard).toEqual([lost]);
    // One who asks later is told too.
    await expect(new Promise((resolve) => dying.onLost?.(resolve))).resolves.toBe(lost);
    await expect(dying.close()).resolves.toBeUndefined();
  });

  it('notices an uncaught error in the thread (here a message it cannot read), and names it', async () => {
    const dying = await openPgliteThreadDb();
    const thread = await workerThreadOf(dying);
    const lost = new Promise<Error>((resolve) => dying.onLost?.(resolve));
    thread.postMessage(null);
    await expect(lost).resolves.toMatchObject({
      code: DATABASE_LOST,
      message: expect.stringMatching(/^the embedded database \(PGlite\) thread died: .*null/),
    });
    await expect(dying.query('SELECT 1')).rejects.toBe(await lost);
    await dying.close();
  });

  it('is not lost when it is closed', async () => {
    const closing = await openPgliteThreadDb();
    const heard = jest.fn();
    closing.onLost?.(heard);
    await closing.close();
    await sleep(50);
    expect(heard).not.toHaveBeenCalled();
  });

  it('keeps on disk what was committed before the death, and nothing of the transaction it cut', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dealerline-pglite-thread-'));
    try {
      const first = await openPgliteThreadDb(dir);
      await first.exec(`CREATE TABLE kept (id int)`);
      for (let id = 1; id <= 20; id++) await first.query('INSERT INTO kept VALUES ($1)', [id]);
      const thread = await workerThreadOf(first);
      const cut = first
        .transaction(async (tx) => {
          await tx.query('INSERT INTO kept SELECT g FROM generate_series(100, 200) AS g');
          await tx.query('SELECT pg_sleep(60)');
        })
        .catch((error: unknown) => error);
      await sleep(200);
      await thread.terminate();
      await expect(cut).resolves.toMatchObject({ code: DATABASE_LOST });

      // What a restart does: the data folder opened again (PGlite recovers it as PostgreSQL does after a crash).
      await expectOnlyCommittedRows(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
