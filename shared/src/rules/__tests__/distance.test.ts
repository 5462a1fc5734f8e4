import { haversineKm, sortByDistance, type GeoPoint } from '../distance';

const BRISBANE = { lat: -27.4698, lng: 153.0251 };
const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const GOLD_COAST = { lat: -28.0167, lng: 153.4 };

describe('haversineKm', () => {
  it('is 0 for the same point', () => {
    expect(haversineKm(BRISBANE, BRISBANE)).toBe(0);
  });
  it('gives Brisbane–Sydney about 732 km', () => {
    expect(haversineKm(BRISBANE, SYDNEY)).toBeCloseTo(732, -1);
  });
  it('is symmetric', () => {
    expect(haversineKm(SYDNEY, BRISBANE)).toBeCloseTo(haversineKm(BRISBANE, SYDNEY), 9);
  });
  it('uses the 6371 km radius: a quarter meridian is π × 6371 / 2', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI * 6371) / 2, 6);
  });
  it('stays finite for antipodal points', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
});

describe('sortByDistance', () => {
  interface Place {
    name: string;
    point: GeoPoint | null;
  }
  const places: Place[] = [
    { name: 'nowhere', point: null },
    { name: 'sydney', point: SYDNEY },
    { name: 'gold coast', point: GOLD_COAST },
    { name: 'unknown', point: null },
    { name: 'brisbane', point: BRISBANE },
  ];

  it('orders nearest first, items without a position last in input order', () => {
    const sorted = sortByDistance(places, BRISBANE, (p) => p.point);
    expect(sorted.map((s) => s.item.name)).toEqual([
      'brisbane',
      'gold coast',
      'sydney',
      'nowhere',
      'unknown',
    ]);
    expect(sorted[0]?.distanceKm).toBe(0);
    expect(sorted[3]?.distanceKm).toBeNull();
  });
  it('does not change the input', () => {
    const copy = [...places];
    sortByDistance(places, BRISBANE, (p) => p.point);
    expect(places).toEqual(copy);
  });
  it('handles an empty list', () => {
    expect(sortByDistance([], BRISBANE, () => null)).toEqual([]);
  });
});
