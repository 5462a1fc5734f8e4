import { generateInventory, inventoryRows } from '../inventory-rows';
import { ALL_DEALERS, NOW } from './dealerships';

describe('inventory determinism (issue 3 item 3)', () => {
  const options = { cars: 1500, dealerships: ALL_DEALERS, now: NOW };

  it('gives byte-identical output for the same seed, inputs and clock', () => {
    const a = JSON.stringify(generateInventory({ ...options, seed: 7 }));
    const b = JSON.stringify(generateInventory({ ...options, seed: 7 }));
    expect(a).toBe(b);
  });

  it('gives different output for a different seed', () => {
    const a = generateInventory({ ...options, seed: 7 });
    const b = generateInventory({ ...options, seed: 8 });
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    expect(a.filter((car, i) => car.vin === b[i]?.vin).length).toBeLessThan(a.length / 100);
  });

  it('defaults the seed to 1', () => {
    expect(JSON.stringify(generateInventory({ ...options, cars: 50 }))).toBe(
      JSON.stringify(generateInventory({ ...options, cars: 50, seed: 1 })),
    );
  });

  it('streams the same cars as the array form, ids from 1 in order', () => {
    const streamed = [...inventoryRows({ ...options, seed: 3 })];
    expect(JSON.stringify(streamed)).toBe(JSON.stringify(generateInventory({ ...options, seed: 3 })));
    expect(streamed.map((car) => car.id)).toEqual(Array.from({ length: options.cars }, (_, i) => i + 1));
  });

  it('keeps the first cars of a larger run equal to a smaller run', () => {
    const small = generateInventory({ ...options, cars: 300 });
    const large = generateInventory({ ...options, cars: 900 });
    expect(JSON.stringify(large.slice(0, 300))).toBe(JSON.stringify(small));
  });

  it('does not depend on the wall clock', () => {
    const before = JSON.stringify(generateInventory({ ...options, cars: 100 }));
    jest.useFakeTimers({ now: new Date('2031-01-01T00:00:00Z') });
    try {
      expect(JSON.stringify(generateInventory({ ...options, cars: 100 }))).toBe(before);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses bad options with a clear message', () => {
    expect(() => generateInventory({ ...options, cars: -1 })).toThrow(/cars must be a whole number/);
    expect(() => generateInventory({ ...options, cars: 1.5 })).toThrow(/cars must be a whole number/);
    expect(() => generateInventory({ ...options, dealerships: [] })).toThrow(/no dealerships/);
    expect(() => generateInventory({ ...options, now: new Date('nope') })).toThrow(/now is not a valid date/);
    const [first] = ALL_DEALERS;
    expect(() => generateInventory({ ...options, dealerships: [first!, first!] })).toThrow(/listed twice/);
    expect(() => generateInventory({ ...options, dealerships: [{ ...first!, makes: ['Trabant'] }] })).toThrow(
      /unknown make "Trabant"/,
    );
    expect(generateInventory({ ...options, cars: 0, dealerships: [] })).toEqual([]);
  });
});
