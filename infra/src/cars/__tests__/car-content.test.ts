import { validateFeedRow } from '../../feed';
import { generateInventory } from '../../inventory';
import { ALL_DEALERS, NOW } from '../../inventory/__tests__/dealerships';
import { contentHash, contentOfCar } from '../car-content';
import { createCarEvents } from '../car-events';
import { carToRow, rowToCar } from '../car-row';

const cars = generateInventory({ cars: 500, dealerships: ALL_DEALERS, now: NOW, seed: 4 });
const context = {
  dealerships: ALL_DEALERS.map(({ id, slug }) => ({ id, slug })),
  primaryDealershipSlug: ALL_DEALERS[0]!.slug,
  now: NOW,
};

describe('car content hash (issue 3 item 4: re-importing the same row changes nothing)', () => {
  it('is the same for a generated car and for that car read back from a feed row', () => {
    for (const car of cars) {
      const fed = validateFeedRow(JSON.parse(JSON.stringify(car)), 2, context);
      if (!fed.ok) throw new Error(fed.errors.join('; '));
      expect(contentHash(fed.car)).toBe(contentHash(contentOfCar(car)));
    }
  });

  it('ignores key order and changes with any value', () => {
    const content = contentOfCar(cars[0]!);
    const reversed = Object.fromEntries(Object.entries(content).reverse()) as typeof content;
    expect(contentHash(reversed)).toBe(contentHash(content));
    expect(contentHash({ ...content, price: content.price + 1 })).not.toBe(contentHash(content));
    expect(contentHash({ ...content, images: [] })).not.toBe(contentHash(content));
  });
});

describe('cars rows (migration 002)', () => {
  it('turn back into the same spec §3 Car', () => {
    for (const car of cars.slice(0, 100)) {
      const row = carToRow(car, 'hash', '2026-03-01T00:00:00.000Z');
      expect(row.geartype).toBe(car.variant?.geartype ?? null);
      expect(rowToCar({ ...row, dealership_slug: car.dealership_slug })).toEqual(car);
    }
  });
});

describe('car events', () => {
  it('calls every listener with the changed ids, survives a failing one, and unsubscribes', async () => {
    const errors: unknown[] = [];
    const events = createCarEvents((error) => errors.push(error));
    const heard: number[][] = [];
    events.onCarsChanged(() => {
      throw new Error('indexer down');
    });
    const off = events.onCarsChanged((ids) => void heard.push(ids));
    await events.emitCarsChanged([3, 4]);
    await events.emitCarsChanged([]);
    off();
    await events.emitCarsChanged([5]);
    expect(heard).toEqual([[3, 4]]);
    expect(errors).toHaveLength(2);
  });
});
