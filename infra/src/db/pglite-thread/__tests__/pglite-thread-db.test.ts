import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db';
import { openPgliteThreadDb } from '../pglite-thread-db';

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
