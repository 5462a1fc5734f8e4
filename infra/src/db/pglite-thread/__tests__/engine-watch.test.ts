import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../pglite-db';
import { watchEngine, type EngineWatch } from '../engine-watch';

jest.setTimeout(60_000);

/** The watch's events on an in-memory PGlite of this thread (the worker's own is out of a test's reach). */
async function watchedPglite() {
  const pglite = await openPglite();
  const events = { started: jest.fn(), trapped: jest.fn() };
  return { pglite, events, watch: watchEngine(pglite, events) };
}

describe('watching the PGlite engine', () => {
  let pglite: PGlite;
  let events: { started: jest.Mock; trapped: jest.Mock };
  let watch: EngineWatch;
  beforeEach(async () => ({ pglite, events, watch } = await watchedPglite()));
  afterEach(() => pglite.close().catch(() => undefined));

  it('tells when the engine starts on the work of another request, as it runs it: not while a request waits', async () => {
    const transaction = watch.runFor({ id: 1 }, () =>
      pglite.transaction(async (tx) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await watch.runFor({ id: 3 }, () => tx.query('SELECT 3'));
      }),
    );
    // Sent while the transaction is open: it waits for its end.
    const outside = watch.runFor({ id: 2 }, () => pglite.query('SELECT 2'));
    await Promise.all([transaction, outside]);
    // BEGIN; the statement in the transaction; COMMIT, run where the transaction began; the one that waited.
    expect(events.started.mock.calls).toEqual([[1], [3], [1], [2]]);
    expect(events.trapped).not.toHaveBeenCalled();
  });

  it('tells of a fault thrown out of the engine where PGlite does not catch it, which goes on to the caller', async () => {
    // A trap in the call PGlite makes after PostgreSQL's main loop: only that loop's are caught.
    const fault = new WebAssembly.RuntimeError('unreachable');
    const engine = (pglite as unknown as { mod: { _pgl_pq_flush(): void } }).mod;
    engine._pgl_pq_flush = () => {
      throw fault;
    };
    await expect(watch.runFor({ id: 7 }, () => pglite.query('SELECT 1'))).rejects.toBe(fault);
    expect(events.trapped).toHaveBeenCalledWith(7, fault);
  });
});
