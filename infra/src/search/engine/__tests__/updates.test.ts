import type { SearchRecord } from '../record-path';
import { CAR_INDEX, type CarRecord } from '../testing/car-records';
import { Dice, QueryGenerator, seeded } from '../testing/random-queries';
import { carEngine, expectSame, reference, testCars } from './fixture';

/**
 * Incremental updates: adds, replacements, partial updates and deletes applied to a live engine (small batches
 * keep presorted orders up to date row by row, a large batch rebuilds them), then the engine must agree with
 * a reference built from scratch over the resulting records.
 */
const all = testCars(8_000, 3);
const colours = ['White', 'Black', 'Red', 'Blue'];

describe('incremental updates', () => {
  const engine = carEngine(all.slice(0, 5_000));
  const index = engine.index(CAR_INDEX);
  const mirror = new Map<string, SearchRecord>(
    all.slice(0, 5_000).map((car) => [car.objectID, car as unknown as SearchRecord]),
  );
  const dice = new Dice(seeded(99));

  it('applies adds, replacements, partial updates and deletes in small batches', () => {
    for (let batch = 0; batch < 20; batch++) {
      const adds = all.slice(5_000 + batch * 100, 5_000 + batch * 100 + 100);
      index.saveObjects(adds);
      for (const car of adds) mirror.set(car.objectID, car as unknown as SearchRecord);

      const ids = [...mirror.keys()];
      const replaced = Array.from({ length: 30 }, () => {
        const old = mirror.get(dice.pick(ids))! as unknown as CarRecord;
        return {
          ...old,
          price: dice.int(0, 90_000),
          make: dice.chance(0.5) ? 'Toyota' : old.make,
          model: dice.pick(['Camry', old.model]),
        };
      });
      index.saveObjects(replaced);
      for (const car of replaced) mirror.set(car.objectID, car as unknown as SearchRecord);

      const partial = Array.from({ length: 30 }, () => ({
        objectID: dice.pick(ids),
        colour: dice.pick(colours),
        custom_rank: { _operation: 'Increment', value: 7 },
        _tags: { _operation: 'Add', value: 'updated' },
      }));
      index.partialUpdateObjects(partial);
      for (const update of partial) {
        const old = mirror.get(update.objectID)! as Record<string, unknown>;
        mirror.set(update.objectID, {
          ...old,
          colour: update.colour,
          custom_rank: (old.custom_rank as number) + 7,
          _tags: [...(old._tags as string[]), 'updated'],
        } as unknown as SearchRecord);
      }

      const deleted = Array.from({ length: 40 }, () => dice.pick(ids));
      index.deleteObjects(deleted);
      for (const id of deleted) mirror.delete(id);
    }
    expect(index.nbRecords).toBe(mirror.size);
  });

  it('agrees with the reference after small batches', () => {
    const ref = reference([...mirror.values()]);
    const generator = new QueryGenerator(all, 5);
    for (let i = 0; i < 40; i++) {
      const { index: name, params } = generator.next();
      expectSame(engine, ref, name, params);
    }
  });

  it('agrees with the reference after a large batch (orders rebuilt) and re-adding deleted records', () => {
    const ids = [...mirror.keys()];
    const changed = ids.slice(0, 2_500).map((id) => ({ ...mirror.get(id)!, km: dice.int(0, 300_000) }));
    index.saveObjects(changed);
    for (const car of changed) mirror.set(car.objectID, car);
    const back = all.filter((car) => !mirror.has(car.objectID)).slice(0, 300);
    index.saveObjects(back);
    for (const car of back) mirror.set(car.objectID, car as unknown as SearchRecord);
    const ref = reference([...mirror.values()]);
    const generator = new QueryGenerator(all, 6);
    for (let i = 0; i < 40; i++) {
      const { index: name, params } = generator.next();
      expectSame(engine, ref, name, params);
    }
    expect(engine.search('Car_production_km_asc', { hitsPerPage: 0 }).nbHits).toBe(mirror.size);
  });

  it('keeps answering from the old content while replaceAllObjectsAsync builds the new one', async () => {
    const before = index.search({ hitsPerPage: 0 }).nbHits;
    const next = all.slice(0, 6_000);
    const done = index.replaceAllObjectsAsync(next);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(index.search({ hitsPerPage: 0 }).nbHits).toBe(before);
    await done;
    expect(index.search({ hitsPerPage: 0 }).nbHits).toBe(6_000);
    expect(engine.search('Car_production_price_desc', { hitsPerPage: 0 }).nbHits).toBe(6_000);
    const ref = reference(next);
    const generator = new QueryGenerator(all, 8);
    for (let i = 0; i < 15; i++) {
      const { index: name, params } = generator.next();
      expectSame(engine, ref, name, params);
    }
  });
});
