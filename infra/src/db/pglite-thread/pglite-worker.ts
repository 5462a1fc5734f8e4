import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPglite } from '../pglite-db';
import { errorFields } from './db-error';
import { watchEngine, type EngineWatch, type StatementOwner } from './engine-watch';
import type { DbRequest, DbResponse, EngineNotice, PgliteWorkerSetup, WorkerStarted } from './messages';

type Port = NonNullable<typeof parentPort>;

/** An open transaction: PGlite's handle, and how to end the callback PGlite keeps it open for. */
interface OpenTransaction {
  tx: Transaction;
  /**
   * Whom the engine's work for its end is told as: PGlite runs COMMIT or ROLLBACK where the transaction began,
   * in `begin`'s request, so `commit` and `rollback` make it theirs.
   */
  owner: StatementOwner;
  end(commit: boolean): Promise<void>;
}

/**
 * Opens a transaction and keeps PGlite's transaction callback waiting until `end`: PGlite commits when the
 * callback returns and rolls back when it throws, and holds every statement outside the transaction meanwhile.
 */
function begin(pglite: PGlite, owner: StatementOwner): Promise<OpenTransaction> {
  return new Promise((opened, failed) => {
    // What the callback throws to have PGlite roll back; any other error is the transaction's own.
    const rolledBack = new Error('rolled back');
    let finish: (commit: boolean) => void = () => undefined;
    const ended = pglite.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          finish = (commit) => (commit ? resolve() : reject(rolledBack));
          opened({ tx, owner, end });
        }),
    );
    const end = async (commit: boolean) => {
      finish(commit);
      await ended.catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    };
    ended.catch(failed);
  });
}

/**
 * The engine trapped: its memory is undefined from here, so nothing more may run in it (PGlite would go on).
 * The main thread hears why and ends the thread (the database is lost); until then the thread waits here.
 */
function trapped(port: Port, id: number | null, error: unknown): void {
  const { name, message } = (error ?? {}) as Partial<Error>;
  port.postMessage({
    trapped: id,
    error: typeof message === 'string' ? `${name ?? 'Error'}: ${message}` : String(error),
  } satisfies EngineNotice);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}

/**
 * The worker's body: the embedded PostgreSQL (PGlite, WASM) and every statement the main thread sends, so
 * running SQL and decoding rows (a car row is 56 columns) never holds the thread that serves HTTP. It tells
 * the main thread when the engine starts on a request, and when it traps (engine-watch.ts).
 */
async function serve(port: Port, setup: PgliteWorkerSetup): Promise<void> {
  let pglite: PGlite;
  let watch: EngineWatch;
  try {
    pglite = await openPglite(setup.dataDir);
    watch = watchEngine(pglite, {
      started: (id) => port.postMessage({ started: id } satisfies EngineNotice),
      trapped: (id, error) => trapped(port, id, error),
    });
  } catch (error) {
    port.postMessage({ ready: false, error: errorFields(error) } satisfies WorkerStarted);
    return;
  }
  const transactions = new Map<number, OpenTransaction>();
  const target = (tx: number | undefined) => {
    if (tx === undefined) return pglite;
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  };

  async function run(request: DbRequest, owner: StatementOwner): Promise<unknown[] | undefined> {
    switch (request.op) {
      case 'query':
        return (await target(request.tx).query(request.sql, request.params)).rows;
      case 'exec':
        await target(request.tx).exec(request.sql);
        return undefined;
      case 'begin':
        transactions.set(request.tx, await begin(pglite, owner));
        return undefined;
      case 'commit':
      case 'rollback': {
        const open = transactions.get(request.tx);
        transactions.delete(request.tx);
        if (open) open.owner.id = request.id;
        await open?.end(request.op === 'commit');
        return undefined;
      }
      case 'close':
        if (!pglite.closed) await pglite.close();
        return undefined;
    }
  }

  port.on('message', (request: DbRequest) => {
    const owner = { id: request.id };
    void watch
      .runFor(owner, () => run(request, owner))
      .then(
        (rows): DbResponse => ({ id: request.id, ...(rows ? { rows } : {}) }),
        (error: unknown): DbResponse => ({ id: request.id, error: errorFields(error) }),
      )
      .then((response) => {
        try {
          port.postMessage(response);
        } catch (error) {
          // A value structured cloning cannot copy: the caller gets an error instead of waiting forever.
          port.postMessage({ id: request.id, error: errorFields(error) } satisfies DbResponse);
        }
      });
  });
  port.postMessage({ ready: true } satisfies WorkerStarted);
}

if (parentPort) void serve(parentPort, workerData as PgliteWorkerSetup);
