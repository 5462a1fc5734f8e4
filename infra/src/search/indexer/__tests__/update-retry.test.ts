import { makeCar } from '../../../../../shared/src/rules/__tests__/car-fixture';
import type { Car } from '../../../../../shared/src/domain/car';
import type { CarEvents } from '../../../cars/car-events';
import type { CarsRepository } from '../../../cars/cars-repository';
import type { Db } from '../../../db/db';
import { carIndexNames } from '../../car-index/car-index-settings';
import { CarIndexer, type UpdateRetry } from '../car-indexer';
import { PendingUpdates } from '../pending-updates';
import type { SearchClient } from '../search-client';

/**
 * Failed incremental updates against fakes: an index that fails, then recovers (through the real database and
 * engine: update-recovery.test.ts; on Algolia with the search outbox: algolia-mode.test.ts).
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(5);
  }
}

/** An index that answers like the official client on a healthy engine, or fails every write while `down`. */
function fakeIndex() {
  const records = new Map<string, Record<string, unknown>>();
  const index = {
    down: false,
    records,
    /** Write calls made (failed ones too), with when they were made. */
    writes: [] as { at: number; failed: boolean }[],
  };
  const write = <T>(apply: () => T): Promise<T> => {
    index.writes.push({ at: Date.now(), failed: index.down });
    if (index.down)
      return Promise.reject(new Error('Unreachable hosts - your application id may be incorrect'));
    return Promise.resolve(apply());
  };
  const client = {
    setSettings: async () => ({ taskID: 1 }),
    waitForTask: async () => ({ status: 'published' }),
    saveObjects: ({ objects }: { objects: Record<string, unknown>[] }) =>
      write(() => {
        for (const object of objects) records.set(String(object.objectID), object);
        return [{ taskID: 2 }];
      }),
    deleteObjects: ({ objectIDs }: { objectIDs: string[] }) =>
      write(() => {
        for (const id of objectIDs) records.delete(id);
        return [{ taskID: 3 }];
      }),
    browseObjects: async ({
      aggregator,
    }: {
      aggregator: (response: { hits: { objectID: string }[] }) => void;
    }) => aggregator({ hits: [...records.keys()].map((objectID) => ({ objectID })) }),
  } as unknown as SearchClient;
  return { index, client };
}

function fakeCars(initial: Car[]) {
  const stored = new Map(initial.map((car) => [car.id, car]));
  const cars = {
    count: async () => stored.size,
    pageForIndex: async (after: number, limit: number) =>
      [...stored.values()]
        .filter((car) => car.id > after)
        .sort((a, b) => a.id - b.id)
        .slice(0, limit),
    findForIndex: async (ids: readonly number[]) =>
      ids.flatMap((id) => (stored.has(id) ? [stored.get(id)!] : [])).sort((a, b) => a.id - b.id),
  } as unknown as CarsRepository;
  return { stored, cars };
}

function setup(retry: Partial<UpdateRetry>, options: { now?: () => number; random?: () => number } = {}) {
  const { index, client } = fakeIndex();
  const { stored, cars } = fakeCars([1, 2, 3].map((id) => makeCar({ id, slug: `car-${id}`, price: 10_000 })));
  const lines = { errors: [] as string[], infos: [] as string[] };
  const indexer = new CarIndexer({
    client: () => client,
    names: carIndexNames('Car_production'),
    db: { query: async () => [] } as unknown as Db,
    cars,
    events: { onCarsChanged: () => () => undefined } as unknown as CarEvents,
    log: {
      info: (message) => lines.infos.push(message),
      error: (_error, message) => lines.errors.push(message),
    },
    retry,
    random: () => 0.5,
    ...options,
  });
  return { index, stored, indexer, lines };
}

const price = (index: { records: Map<string, Record<string, unknown>> }, id: number) =>
  index.records.get(String(id))?.price;

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

it('retries a failed update with growing waits until the index takes it, deleted cars too', async () => {
  const { index, stored, indexer } = setup({ firstMs: 20, maxMs: 80 });
  stop = () => indexer.stop();
  await indexer.reindex();
  index.down = true;
  stored.set(1, { ...stored.get(1)!, price: 9_000 });
  stored.delete(2);
  const failedAt = Date.now();
  await indexer.update([1, 2]);
  expect(indexer.status()).toMatchObject({
    stale: true,
    pending: { cars: 2, failures: 1, lastError: expect.stringMatching(/Unreachable hosts/) },
  });
  expect(Date.parse(indexer.status().pending.since!)).toBeGreaterThanOrEqual(failedAt - 1);
  expect(indexer.status().pending.retryAt).not.toBeNull();

  await until(() => indexer.status().pending.failures >= 6);
  const failed = index.writes.filter((write) => write.failed);
  // 20, 40, 80, 80… ms apart (the jitter is fixed at ±0 here): growing waits up to the longest, no busy loop.
  const gaps = failed.slice(1).map((write, i) => write.at - failed[i]!.at);
  expect(gaps[0]).toBeGreaterThanOrEqual(18);
  expect(gaps[1]).toBeGreaterThanOrEqual(38);
  expect(gaps[2]).toBeGreaterThanOrEqual(78);
  expect(gaps[3]).toBeGreaterThanOrEqual(78);
  // Without the longest wait the fifth would be 320 ms.
  expect(gaps[4]).toBeLessThan(310);
  expect(price(index, 1)).toBe(10_000);
  expect(index.records.has('2')).toBe(true);
  expect(indexer.status().pending.cars).toBe(2);

  index.down = false;
  await until(() => indexer.status().pending.cars === 0);
  expect(price(index, 1)).toBe(9_000);
  expect(index.records.has('2')).toBe(false);
  expect(indexer.status()).toMatchObject({
    stale: false,
    pending: { cars: 0, since: null, ageSeconds: null, failures: 0, retryAt: null, lastError: null },
  });
  // Nothing more is sent once the cars are in.
  const writes = index.writes.length;
  await sleep(200);
  expect(index.writes.length).toBe(writes);
});

it('logs one error when updates start failing and one line when they are all in, per outage', async () => {
  const { index, stored, indexer, lines } = setup({ firstMs: 10, maxMs: 20 });
  stop = () => indexer.stop();
  await indexer.reindex();
  for (const outage of [1, 2]) {
    index.down = true;
    stored.set(3, { ...stored.get(3)!, price: 20_000 + outage });
    await indexer.update([3]);
    await indexer.update([1]);
    await until(() => indexer.status().pending.failures >= 6);
    expect(lines.errors).toHaveLength(outage);
    expect(lines.errors[outage - 1]).toMatch(/^search index update failed: 1 car\(s\) wait and are retried/);
    index.down = false;
    await until(() => indexer.status().pending.cars === 0);
    expect(price(index, 3)).toBe(20_000 + outage);
    expect(lines.infos.filter((line) => /caught up/.test(line))).toHaveLength(outage);
  }
  expect(lines.errors).toHaveLength(2);
});

it('a later update of the same car supersedes the pending one', async () => {
  // The jitter at its most (+20 %): the first failure's retry comes 72 s later, past the first wait (60 s).
  const { index, stored, indexer } = setup({ firstMs: 60_000, maxMs: 120_000 }, { random: () => 1 });
  stop = () => indexer.stop();
  await indexer.reindex();
  index.down = true;
  stored.set(1, { ...stored.get(1)!, price: 11_000 });
  stored.set(2, { ...stored.get(2)!, price: 12_000 });
  await indexer.update([1]);
  await indexer.update([2]);
  expect(indexer.status().pending).toMatchObject({ cars: 2, failures: 2 });
  const retryAt = Date.parse(indexer.status().pending.retryAt!);
  expect(retryAt - Date.now()).toBeGreaterThan(30_000);

  // The index answers again: car 1 changes again and its update writes it, which also covers the failed one.
  index.down = false;
  stored.set(1, { ...stored.get(1)!, price: 11_500 });
  await indexer.update([1]);
  expect(price(index, 1)).toBe(11_500);
  expect(indexer.status().pending).toMatchObject({ cars: 1, failures: 0 });
  // Car 2 is not left for the backoff: its retry is brought forward to the first wait from now (60 s, not 72).
  const next = Date.parse(indexer.status().pending.retryAt!);
  expect(next - Date.now()).toBeLessThanOrEqual(60_000);
  expect(retryAt - next).toBeGreaterThan(10_000);
});

it('a success brings a retry that is far away forward', async () => {
  const { index, stored, indexer } = setup({ firstMs: 30, maxMs: 60_000 });
  stop = () => indexer.stop();
  await indexer.reindex();
  index.down = true;
  stored.set(2, { ...stored.get(2)!, price: 12_000 });
  await indexer.update([2]);
  // Fail until the waits are long.
  await until(() => indexer.status().pending.failures >= 6, 10_000);
  expect(Date.parse(indexer.status().pending.retryAt!) - Date.now()).toBeGreaterThan(300);
  index.down = false;
  await indexer.update([3]);
  await until(() => indexer.status().pending.cars === 0, 1_000);
  expect(price(index, 2)).toBe(12_000);
});

it('a full build clears the cars it covers', async () => {
  let clock = Date.parse('2026-12-01T10:00:00Z');
  const { index, stored, indexer, lines } = setup({ firstMs: 60_000, maxMs: 60_000 }, { now: () => clock });
  stop = () => indexer.stop();
  await indexer.reindex();
  index.down = true;
  stored.set(1, { ...stored.get(1)!, price: 13_000 });
  await indexer.update([1]);
  expect(indexer.status().pending).toMatchObject({ cars: 1, since: '2026-12-01T10:00:00.000Z' });
  index.down = false;
  // A build that started after the change (not in the same millisecond) covers it.
  clock += 1;
  await indexer.reindex();
  expect(price(index, 1)).toBe(13_000);
  expect(indexer.status()).toMatchObject({ stale: false, pending: { cars: 0, retryAt: null } });
  expect(lines.infos.filter((line) => /caught up/.test(line))).toHaveLength(1);
});

it('stops retrying when stopped', async () => {
  const { index, indexer } = setup({ firstMs: 10, maxMs: 10 });
  await indexer.reindex();
  index.down = true;
  await indexer.update([1]);
  await indexer.stop();
  const writes = index.writes.length;
  await sleep(60);
  expect(index.writes.length).toBe(writes);
});

describe('PendingUpdates', () => {
  it('keeps the oldest change of a car and settles only what a read covers', () => {
    const pending = new PendingUpdates();
    pending.add([1, 2], 100);
    pending.add([1], 300);
    expect(pending.ids()).toEqual([1, 2]);
    expect(pending.oldest()).toBe(100);
    // A write from a read at 200 covers car 2's change, not car 1's latest.
    expect(pending.settle([1, 2], 200)).toEqual([2]);
    expect(pending.ids()).toEqual([1]);
    pending.merge([{ carId: 4, since: 50, changedAt: 500 }]);
    expect(pending.oldest()).toBe(50);
    expect(pending.unkept().map((car) => car.carId)).toEqual([1]);
    // A full build that started at 400 covers car 1 (changed at 300), not car 4 (500).
    expect(pending.clearBefore(400)).toBe(1);
    expect(pending.ids()).toEqual([4]);
  });
});
