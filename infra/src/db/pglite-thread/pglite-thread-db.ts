import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { typescriptWorker } from '../../threads/typescript-worker';
import { DatabaseLostError } from '../database-unavailable';
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

/** What the embedded database's errors say when its thread has died. */
const THREAD_DIED = 'the embedded database (PGlite) thread died';

/**
 * The worker's side of the connection: numbered requests, their answers, and the worker's end: closed, or
 * dead (the database is lost for this process).
 */
class WorkerConnection {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | null = null;
  private lost: DatabaseLostError | null = null;
  private readonly lostListeners: ((error: Error) => void)[] = [];

  constructor(private readonly worker: Worker) {
    worker.on('message', (response: DbResponse) => {
      const pending = this.pending.get(response.id);
      this.pending.delete(response.id);
      this.holdProcess();
      if ('error' in response) pending?.reject(dbError(response.error));
      else pending?.resolve(response.rows);
    });
    // An uncaught error in the thread comes first (then its exit, code 1): its message says more.
    worker.on('error', (error) => this.died(`${THREAD_DIED}: ${error.message}`, error));
    worker.once('exit', (code) => this.died(`${THREAD_DIED}: it exited with code ${code}`));
    this.holdProcess();
  }

  /**
   * The thread ended without being closed: PGlite's memory went with it, so nothing in this process can open
   * the database again. What waited for an answer is rejected at once, as is every statement after.
   */
  private died(reason: string, cause?: Error): void {
    if (this.failure) return;
    this.lost = new DatabaseLostError(reason, cause ? { cause } : undefined);
    this.fail(this.lost);
    for (const listener of this.lostListeners.splice(0)) listener(this.lost);
  }

  /** Calls `listener` once the thread has died (soon, if it already has); never once closed. */
  onLost(listener: (error: Error) => void): void {
    const lost = this.lost;
    if (lost) queueMicrotask(() => listener(lost));
    else if (!this.failure) this.lostListeners.push(listener);
  }

  /**
   * The worker keeps the process alive while a statement runs, not while idle: the server's socket does that,
   * and a tool that never closes the database still exits.
   */
  private holdProcess(): void {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private fail(failure: Error): void {
    this.failure ??= failure;
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
    this.fail(new Error('the database is closed'));
    this.lostListeners.length = 0;
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
 * the database lives in memory. If the thread dies (an uncaught error in it, out of memory, terminated), the
 * database is lost for this process: every statement, those in flight first, fails at once with a
 * DatabaseLostError, and `onLost` listeners hear it (the server then exits to be restarted:
 * routes/health-routes.ts).
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
    onLost: (listener) => connection.onLost(listener),
  };
  return db;
}
