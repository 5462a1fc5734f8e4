import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { typescriptWorker } from '../../threads/typescript-worker';
import type { Db } from '../db';
import { dbError } from './db-error';
import type { DbRequest, DbResponse, PgliteWorkerSetup, WorkerStarted } from './messages';

const ENTRY = path.join(__dirname, 'pglite-worker.ts');

/** Each kind of request without its id (Omit on each member of the union, not on the union). */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A request before the connection numbers it. */
type Operation = WithoutId<DbRequest>;

interface Pending {
  resolve(rows: unknown[] | undefined): void;
  reject(error: Error): void;
}

/** The worker's side of the connection: numbered requests, their answers, and the worker's failure. */
class WorkerConnection {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | null = null;

  constructor(private readonly worker: Worker) {
    worker.on('message', (response: DbResponse) => {
      const pending = this.pending.get(response.id);
      this.pending.delete(response.id);
      this.holdProcess();
      if ('error' in response) pending?.reject(dbError(response.error));
      else pending?.resolve(response.rows);
    });
    worker.on('error', (error) => this.fail(`the database worker failed: ${error.message}`));
    worker.once('exit', (code) => this.fail(`the database worker exited (code ${code})`));
    this.holdProcess();
  }

  /**
   * The worker keeps the process alive while a statement runs, not while idle: the server's socket does that,
   * and a tool that never closes the database still exits.
   */
  private holdProcess(): void {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  fail(reason: string): void {
    this.failure ??= new Error(reason);
    for (const pending of this.pending.values()) pending.reject(this.failure);
    this.pending.clear();
  }

  send(operation: Operation): Promise<unknown[] | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.holdProcess();
      this.worker.postMessage({ ...operation, id } as DbRequest);
    });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.send({ op: 'close' });
    this.fail('the database is closed');
    await this.worker.terminate();
  }
}

/** Waits for the worker's first message: the database is open, or the reason it could not be. */
function started(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`the database worker exited (code ${code})`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: WorkerStarted) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (message.ready) return resolve();
      void worker.terminate();
      reject(dbError(message.error));
    });
  });
}

function statements(connection: WorkerConnection, tx?: number) {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await connection.send({ op: 'query', sql, params, tx })) as T[];
    },
    async exec(sql: string) {
      await connection.send({ op: 'exec', sql, tx });
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite, WASM) in a worker thread: every statement, and the decoding of its rows, runs
 * off the thread that serves HTTP, which only copies the rows over. PGlite is one connection: a statement
 * outside a transaction waits while one is open, and a nested transaction joins the outer one. With no dataDir
 * the database lives in memory.
 */
export async function openPgliteThreadDb(dataDir?: string): Promise<Db> {
  const worker = typescriptWorker(ENTRY, { dataDir } satisfies PgliteWorkerSetup);
  await started(worker);
  const connection = new WorkerConnection(worker);
  let nextTx = 0;
  const db: Db = {
    kind: 'pglite',
    ...statements(connection),
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const tx = ++nextTx;
      await connection.send({ op: 'begin', tx });
      const inside: Db = {
        kind: 'pglite',
        ...statements(connection, tx),
        transaction: (nested) => nested(inside),
        close: async () => undefined,
      };
      try {
        const result = await fn(inside);
        await connection.send({ op: 'commit', tx });
        return result;
      } catch (error) {
        await connection.send({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
    },
    close: () => connection.close(),
  };
  return db;
}
