import { makeCar } from '../../../../../shared/src/rules/__tests__/car-fixture';
import type { CarEvents } from '../../../cars/car-events';
import type { CarsRepository } from '../../../cars/cars-repository';
import type { Db } from '../../../db/db';
import { carIndexNames } from '../../car-index/car-index-settings';
import { CarIndexer, INDEX_BATCH, READ_PAGE } from '../car-indexer';
import type { SearchClient } from '../search-client';

/**
 * The full build's reads and writes against fakes: how it slices the work so the server's thread keeps
 * answering (a real database and engine: car-indexer.test.ts).
 */
const CARS = 2500;

interface Trace {
  /** Cars asked for per database read. */
  limits: number[];
  /** Per read, the turn of the event loop it ran in. */
  turns: number[];
  /** Per batch write, how many cars had been read when it started. */
  readAtSave: number[];
  /** Per batch write, how many cars had been read when it was applied. */
  readAtApplied: number[];
}

function fakes(trace: Trace) {
  let turn = 0;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    turn++;
    setImmediate(tick);
  };
  tick();
  let read = 0;
  const cars = {
    count: async () => CARS,
    pageForIndex: async (after: number, limit: number) => {
      trace.limits.push(limit);
      trace.turns.push(turn);
      const ids = Array.from({ length: Math.min(limit, CARS - after) }, (_, i) => after + i + 1);
      read += ids.length;
      return ids.map((id) => makeCar({ id }));
    },
  } as unknown as CarsRepository;
  const ok = async () => ({ taskID: 1 });
  const client = {
    setSettings: ok,
    waitForTask: ok,
    saveObjects: async ({ objects }: { objects: unknown[] }) => {
      trace.readAtSave.push(read);
      // The engine's work: several turns of the event loop, during which the next batch should be read.
      for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
      trace.readAtApplied.push(read);
      return [{ taskID: objects.length }];
    },
    deleteObjects: async () => [],
    browseObjects: async () => undefined,
  } as unknown as SearchClient;
  const indexer = new CarIndexer({
    client: () => client,
    names: carIndexNames('Car_production'),
    db: { query: async () => [] } as unknown as Db,
    cars,
    events: { onCarsChanged: () => () => undefined } as unknown as CarEvents,
    log: { info: () => undefined, error: () => undefined },
  });
  return { indexer, stop: () => (stopped = true) };
}

it('reads the cars in small pages, each in a turn of the event loop of its own', async () => {
  const trace: Trace = { limits: [], turns: [], readAtSave: [], readAtApplied: [] };
  const { indexer, stop } = fakes(trace);
  const report = await indexer.reindex();
  stop();
  expect(report.records).toBe(CARS);
  expect(new Set(trace.limits)).toEqual(new Set([READ_PAGE]));
  for (let i = 1; i < trace.turns.length; i++) expect(trace.turns[i]).toBeGreaterThan(trace.turns[i - 1]!);
});

it('sends batches of INDEX_BATCH and reads the next batch while one is being applied', async () => {
  const trace: Trace = { limits: [], turns: [], readAtSave: [], readAtApplied: [] };
  const { indexer, stop } = fakes(trace);
  await indexer.reindex();
  stop();
  const batches = Array.from({ length: CARS / INDEX_BATCH }, (_, i) => (i + 1) * INDEX_BATCH);
  expect(trace.readAtSave).toEqual(batches);
  // While a batch was applied, the next one was read (and no further: one batch waits at most).
  expect(trace.readAtApplied).toEqual([...batches.slice(1), CARS]);
});
