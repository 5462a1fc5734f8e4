import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { typescriptWorker } from '../../threads/typescript-worker';
import { DatabaseLostError } from '../database-unavailable';
import { QUERY_TIMEOUT_MS, type Db } from '../db';
import { dbError } from './db-error';
import type { DbRequest, EngineNotice, PgliteWorkerSetup, WorkerMessage, WorkerStarted } from './messages';
import { sqlSummary } from './sql-summary';
import { StatementClock } from './statement-clock';

const ENTRY = path.join(__dirname, 'pglite-worker.ts');

/** Each kind of request without its id (Omit on each member of the union, not on the union). */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A request before the connection numbers it. */
type Operation = WithoutId<DbRequest>;

interface Pending {
  operation: Operation;
  resolve(rows: unknown[] | undefined): void;
  reject(error: Error): void;
}

/** What the embedded database's errors say when its thread has died, or was ended (stuck or trapped). */
const THREAD_DIED = 'the embedded database (PGlite) thread died';
const THREAD_ENDED = 'the embedded database (PGlite) thread was ended';

/** Migrations (exec, as on PostgreSQL: pg-db.ts) take as long as they take; so does closing. */
const isTimed = (operation: Operation) => operation.op !== 'exec' && operation.op !== 'close';

/** A statement as an error names it: with its first words (never its parameters), or BEGIN, COMMIT… */
function aStatement(operation: Operation | undefined): string {
  if (!operation) return 'a statement';
  return `a statement (${'sql' in operation ? sqlSummary(operation.sql) : operation.op.toUpperCase()})`;
}

/**
 * The worker's side of the connection: numbered requests, their answers, and the worker's end: closed, or
 * dead (the database is lost for this process). A thread stuck on a statement past the time limit, or whose
 * engine trapped, is ended and lost the same way.
 */
class WorkerConnection {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | null = null;
  private lost: DatabaseLostError | null = null;
  private readonly lostListeners: ((error: Error) => void)[] = [];
  private readonly clock: StatementClock;

  constructor(
    private readonly worker: Worker,
    statementTimeoutMs: number,
  ) {
    this.clock = new StatementClock(statementTimeoutMs, (id) =>
      this.end(
        `${aStatement(this.pending.get(id)?.operation)} ran over its time limit of ${statementTimeoutMs} ms`,
      ),
    );
    worker.on('message', (message: WorkerMessage) => {
      if ('id' in message) this.answered(message);
      else this.heard(message);
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

  private answered(response: Exclude<WorkerMessage, EngineNotice>): void {
    const pending = this.pending.get(response.id);
    this.pending.delete(response.id);
    this.clock.answered(response.id);
    this.holdProcess();
    if ('error' in response) pending?.reject(dbError(response.error));
    else pending?.resolve(response.rows);
  }

  private heard(notice: EngineNotice): void {
    if ('started' in notice) {
      const operation = this.pending.get(notice.started)?.operation;
      this.clock.started(notice.started, operation !== undefined && isTimed(operation));
    } else {
      const operation = notice.trapped === null ? undefined : this.pending.get(notice.trapped)?.operation;
      this.end(`its engine trapped in ${aStatement(operation)}: ${notice.error}`);
    }
  }

  /**
   * The thread is stuck (PGlite is one connection: nothing queued behind the statement could ever run), or its
   * engine's memory is undefined: it is ended, and the database lost as if it had died.
   */
  private end(reason: string): void {
    this.died(`${THREAD_ENDED}: ${reason}`);
    void this.worker.terminate();
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
    this.clock.stop();
    this.failure ??= failure;
    for (const pending of this.pending.values()) pending.reject(this.failure);
    this.pending.clear();
  }

  send(operation: Operation): Promise<unknown[] | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { operation, resolve, reject });
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

export interface PgliteThreadDbOptions {
  /**
   * How long the thread may run one statement (default QUERY_TIMEOUT_MS; not exec: migrations) before it is
   * taken for stuck, and ended: the database is then lost, as if the thread had died.
   */
  statementTimeoutMs?: number;
}

/**
 * Embedded PostgreSQL (PGlite, WASM) in a worker thread: every statement, and the decoding of its rows, runs
 * off the thread that serves HTTP, which only copies the rows over. PGlite is one connection: a statement
 * outside a transaction waits while one is open, and a nested transaction joins the outer one. With no dataDir
 * the database lives in memory. If the thread dies (an uncaught error in it, out of memory, terminated), the
 * database is lost for this process: every statement, those in flight first, fails at once with a
 * DatabaseLostError, and `onLost` listeners hear it (the server then exits to be restarted:
 * routes/health-routes.ts). So is it when the thread runs one statement past its time limit (PGlite has no
 * statement_timeout of its own, and nothing queued behind the statement could ever run), and when its engine
 * traps (engine-watch.ts): the thread is ended.
 */
export async function openPgliteThreadDb(dataDir?: string, options: PgliteThreadDbOptions = {}): Promise<Db> {
  const worker = typescriptWorker(ENTRY, { dataDir } satisfies PgliteWorkerSetup);
  await started(worker);
  const connection = new WorkerConnection(worker, options.statementTimeoutMs ?? QUERY_TIMEOUT_MS);
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
