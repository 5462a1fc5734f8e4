import { cardTag, isNewArrival } from '../card-tag';
import { makeCar, WORDING } from './car-fixture';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const OLD = ago(30 * DAY_MS);
const options = { fuelTags: true, wording: WORDING };

describe('cardTag priority', () => {
  it('returns the sold tag for a car that is not available, before anything else', () => {
    const car = makeCar({
      status: 'sold',
      simple_fuel: 'Electric',
      reserved: true,
      tag: 'Hot',
      created_at: ago(0),
    });
    expect(cardTag(car, options, NOW)).toEqual({ kind: 'sold', label: 'SOLD' });
  });

  it('returns Electric before RESERVED on sites with fuel tags', () => {
    const car = makeCar({ simple_fuel: 'Electric', reserved: true });
    expect(cardTag(car, options, NOW)).toEqual({ kind: 'electric', label: 'ELECTRIC' });
  });

  it('returns Hybrid, also for fuels naming both electric and hybrid', () => {
    expect(cardTag(makeCar({ simple_fuel: 'Hybrid' }), options, NOW)).toEqual({
      kind: 'hybrid',
      label: 'HYBRID',
    });
    expect(
      cardTag(makeCar({ simple_fuel: 'Plug-in Hybrid Electric', created_at: OLD }), options, NOW)?.kind,
    ).toBe('hybrid');
  });

  it('reads fuel when simple_fuel is empty', () => {
    expect(cardTag(makeCar({ simple_fuel: null, fuel: 'electric' }), options, NOW)?.kind).toBe('electric');
    expect(cardTag(makeCar({ simple_fuel: '', fuel: 'Petrol/Hybrid' }), options, NOW)?.kind).toBe('hybrid');
  });

  it('skips fuel tags on sites that do not enable them', () => {
    const car = makeCar({ simple_fuel: 'Electric', reserved: true });
    expect(cardTag(car, { ...options, fuelTags: false }, NOW)).toEqual({
      kind: 'reserved',
      label: 'RESERVED',
    });
  });

  it('shows no fuel tag for other fuels (and no fuel at all)', () => {
    expect(cardTag(makeCar({ simple_fuel: 'Diesel', created_at: OLD }), options, NOW)).toBeNull();
    expect(cardTag(makeCar({ simple_fuel: null, fuel: null, created_at: OLD }), options, NOW)).toBeNull();
  });

  it('returns RESERVED before certified', () => {
    const car = makeCar({ reserved: true, certified: true, car_type: 'used' });
    expect(cardTag(car, options, NOW)?.kind).toBe('reserved');
  });

  it('returns the certified tag for certified used cars, before the custom tag', () => {
    const car = makeCar({ certified: true, car_type: 'used', tag: 'Test Drive Only' });
    expect(cardTag(car, options, NOW)).toEqual({ kind: 'certified', label: 'CERTIFIED PRE-OWNED' });
  });

  it('does not give the certified tag to certified new or demo cars', () => {
    expect(cardTag(makeCar({ certified: true, car_type: 'new', created_at: OLD }), options, NOW)).toBeNull();
    expect(cardTag(makeCar({ certified: true, car_type: 'demo', created_at: OLD }), options, NOW)).toBeNull();
  });

  it('returns the custom tag (trimmed) before COMING SOON', () => {
    const car = makeCar({ tag: '  Test Drive Only ', status: 'coming_soon' });
    expect(cardTag(car, options, NOW)).toEqual({ kind: 'custom', label: 'Test Drive Only' });
  });

  it('ignores a blank custom tag', () => {
    expect(cardTag(makeCar({ tag: '   ', created_at: OLD }), options, NOW)).toBeNull();
  });

  it('returns COMING SOON before new arrival', () => {
    const car = makeCar({ status: 'coming_soon', created_at: ago(0) });
    expect(cardTag(car, options, NOW)).toEqual({ kind: 'coming_soon', label: 'COMING SOON' });
  });

  it('returns the new-arrival tag for a recent car', () => {
    expect(cardTag(makeCar({ created_at: ago(DAY_MS) }), options, NOW)).toEqual({
      kind: 'new_arrival',
      label: 'NEW ARRIVAL',
    });
  });

  it('returns null when nothing applies', () => {
    expect(cardTag(makeCar({ created_at: OLD }), options, NOW)).toBeNull();
  });

  it("uses the site's wording", () => {
    const wording = { ...WORDING, sold: 'Sold!' };
    expect(cardTag(makeCar({ status: 'sold' }), { ...options, wording }, NOW)?.label).toBe('Sold!');
  });
});

describe('isNewArrival (8 days, inclusive)', () => {
  it('is new at 7 days', () => {
    expect(isNewArrival({ created_at: ago(7 * DAY_MS) }, NOW)).toBe(true);
  });
  it('is new at exactly 8 days', () => {
    expect(isNewArrival({ created_at: ago(8 * DAY_MS) }, NOW)).toBe(true);
  });
  it('is not new one millisecond after 8 days', () => {
    expect(isNewArrival({ created_at: ago(8 * DAY_MS + 1) }, NOW)).toBe(false);
  });
  it('is not new at 9 days', () => {
    expect(isNewArrival({ created_at: ago(9 * DAY_MS) }, NOW)).toBe(false);
  });
  it('counts a future created_at (clock skew) as new', () => {
    expect(isNewArrival({ created_at: ago(-DAY_MS) }, NOW)).toBe(true);
  });
  it('is not new with an unparseable created_at', () => {
    expect(isNewArrival({ created_at: 'not a date' }, NOW)).toBe(false);
  });
});
