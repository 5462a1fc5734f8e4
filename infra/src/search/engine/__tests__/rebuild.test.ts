import type { SearchRecord } from '../record-path';
import { CAR_INDEX, CAR_SETTINGS } from '../testing/car-records';
import { ReferenceIndex } from '../reference';
import { carEngine, expectSame, testCars } from './fixture';

/**
 * Async rebuilds (a settings change of the index structure, replaceAllObjectsAsync) run in chunks: queries are
 * answered meanwhile on the old store, writes made meanwhile are applied at once and replayed on the new
 * store, and the result equals a reference built from scratch.
 */
const cars = testCars(12_000, 5) as unknown as SearchRecord[];

/** Lets a rebuild start and build its first chunk. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

function referenceOf(records: Iterable<SearchRecord>, settings = CAR_SETTINGS) {
  return new ReferenceIndex([...records], settings);
}

it('keeps the writes made during a settings rebuild and answers queries meanwhile', async () => {
  const engine = carEngine(cars.slice(0, 10_000) as never);
  const index = engine.index(CAR_INDEX);
  const mirror = new Map(cars.slice(0, 10_000).map((car) => [car.objectID, car]));
  const searchable = [...CAR_SETTINGS.searchableAttributes!, 'city'];

  const rebuilding = index.setSettingsAsync({ searchableAttributes: searchable });
  await tick();
  // During the rebuild: the old settings still answer (city is not searchable yet)…
  expect(engine.search(CAR_INDEX, { query: 'maroochydore' }).nbHits).toBe(0);
  // …and writes land at once.
  index.saveObjects(cars.slice(10_000));
  for (const car of cars.slice(10_000)) mirror.set(car.objectID, car);
  index.partialUpdateObjects([
    { objectID: '5', price: 1, custom_rank: { _operation: 'Increment', value: 3 } },
  ]);
  const five = mirror.get('5')!;
  mirror.set('5', { ...five, price: 1, custom_rank: (five.custom_rank as number) + 3 });
  index.deleteObjects(['6', '7']);
  mirror.delete('6');
  mirror.delete('7');
  expect(engine.search(CAR_INDEX, { filters: 'price = 1' }).hits.map((hit) => hit.objectID)).toContain('5');
  expect(index.nbRecords).toBe(mirror.size);

  await rebuilding;
  expect(index.settings.searchableAttributes).toEqual(searchable);
  expect(index.nbRecords).toBe(mirror.size);
  const ref = referenceOf(mirror.values(), { ...CAR_SETTINGS, searchableAttributes: searchable });
  expect(engine.search(CAR_INDEX, { query: 'maroochydore' }).nbHits).toBeGreaterThan(0);
  for (const params of [
    { query: 'maroochydore', hitsPerPage: 50 },
    { filters: 'price = 1' },
    { query: 'toyota', facets: ['make', 'colour'], numericFilters: ['price>=10000'] },
    { facets: ['*'], hitsPerPage: 30, page: 2 },
  ])
    expectSame(engine, ref, CAR_INDEX, params);
  expect(engine.search(CAR_INDEX, { filters: 'objectID:6 OR objectID:7' }).nbHits).toBe(0);
}, 60_000);

it('runs rebuilds one after the other and replays a clear made during one', async () => {
  const engine = carEngine(cars.slice(0, 4_000) as never);
  const index = engine.index(CAR_INDEX);
  const replaced = index.replaceAllObjectsAsync(cars.slice(4_000, 9_000));
  const resettled = index.setSettingsAsync({ searchableAttributes: ['make', 'model'] });
  expect(index.nbRecords).toBe(4_000); // the old content answers until the new one is complete
  await replaced;
  expect(index.nbRecords).toBe(5_000);
  await tick();
  index.clear();
  index.saveObjects(cars.slice(0, 3));
  await resettled;
  expect(index.nbRecords).toBe(3);
  expect(index.settings.searchableAttributes).toEqual(['make', 'model']);
  expectSame(
    engine,
    referenceOf(cars.slice(0, 3), { ...CAR_SETTINGS, searchableAttributes: ['make', 'model'] }),
    CAR_INDEX,
    {
      query: String(cars[0]!.make),
    },
  );
});

it('moves and copies indices as Algolia does (replaceAllObjects)', async () => {
  const engine = carEngine(cars.slice(0, 2_000) as never);
  await engine.copyIndex(CAR_INDEX, 'tmp', ['settings']);
  expect(engine.index('tmp').nbRecords).toBe(0);
  expect(engine.index('tmp').settings.searchableAttributes).toEqual(CAR_SETTINGS.searchableAttributes);
  expect(engine.index('tmp').settings.replicas).toEqual([]);
  engine.index('tmp').saveObjects(cars.slice(2_000, 2_500));
  await engine.moveIndex('tmp', CAR_INDEX);
  expect(engine.has('tmp')).toBe(false);
  expect(engine.index(CAR_INDEX).nbRecords).toBe(500);
  // The replicas now read the moved records.
  const replica = engine.index('Car_production_price_asc');
  expect(replica.nbRecords).toBe(500);
  expectSame(engine, referenceOf(cars.slice(2_000, 2_500)), 'Car_production_price_asc', { facets: ['make'] });

  await engine.copyIndex(CAR_INDEX, 'backup');
  expect(engine.index('backup').nbRecords).toBe(500);
  engine.index(CAR_INDEX).deleteObjects([cars[2_000]!.objectID]);
  expect(engine.index('backup').nbRecords).toBe(500); // a copy, not a view

  expect(() => engine.moveIndex('Car_production_price_asc', 'x')).toThrow('is a replica');
  expect(() => engine.moveIndex(CAR_INDEX, 'x')).toThrow('has replicas');
  expect(() => engine.copyIndex('backup', 'Car_production_km_asc')).toThrow('is a replica');
  expect(() => engine.copyIndex('backup', 'backup')).toThrow('must differ');
  expect(() => engine.moveIndex('nope', 'x')).toThrow('Index does not exist');
});
