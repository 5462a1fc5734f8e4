import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPglite } from '../pglite-db';
import { errorFields } from './db-error';
import type { DbRequest, DbResponse, PgliteWorkerSetup, WorkerStarted } from './messages';

/** An open transaction: PGlite's handle, and how to end the callback PGlite keeps it open for. */
interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): Promise<void>;
}

/**
 * Opens a transaction and keeps PGlite's transaction callback waiting until `end`: PGlite commits when the
 * callback returns and rolls back when it throws, and holds every statement outside the transaction meanwhile.
 */
function begin(pglite: PGlite): Promise<OpenTransaction> {
  return new Promise((opened, failed) => {
    // What the callback throws to have PGlite roll back; any other error is the transaction's own.
    const rolledBack = new Error('rolled back');
    let finish: (commit: boolean) => void = () => undefined;
    const ended = pglite.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          finish = (commit) => (commit ? resolve() : reject(rolledBack));
          opened({ tx, end });
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
 * The worker's body: the embedded PostgreSQL (PGlite, WASM) and every statement the main thread sends, so
 * running SQL and decoding rows (a car row is 56 columns) never holds the thread that serves HTTP.
 */
async function serve(port: NonNullable<typeof parentPort>, setup: PgliteWorkerSetup): Promise<void> {
  let pglite: PGlite;
  try {
    pglite = await openPglite(setup.dataDir);
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

  async function run(request: DbRequest): Promise<unknown[] | undefined> {
    switch (request.op) {
      case 'query':
        return (await target(request.tx).query(request.sql, request.params)).rows;
      case 'exec':
        await target(request.tx).exec(request.sql);
        return undefined;
      case 'begin':
        transactions.set(request.tx, await begin(pglite));
        return undefined;
      case 'commit':
      case 'rollback': {
        const open = transactions.get(request.tx);
        transactions.delete(request.tx);
        await open?.end(request.op === 'commit');
        return undefined;
      }
      case 'close':
        if (!pglite.closed) await pglite.close();
        return undefined;
    }
  }

  port.on('message', (request: DbRequest) => {
    void run(request)
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
