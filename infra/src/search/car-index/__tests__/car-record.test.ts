import type { Car } from '../../../../../shared/src/domain/car';
import { generateInventory } from '../../../inventory';
import { ALL_DEALERS, NOW } from '../../../inventory/__tests__/dealerships';
import { customRank, toCarRecord } from '../car-record';
import { carIndexNames, carIndexSettings } from '../car-index-settings';
import { FAR_FUTURE, visibleUntil } from '../visibility';

const DAY = 86400;

describe('visibility', () => {
  it('keeps available cars visible for ever and sold ones for the site’s days', () => {
    expect(visibleUntil({ status: 'in_stock', sold_date_timestamp: null }, 3)).toBe(FAR_FUTURE);
    expect(visibleUntil({ status: 'coming_soon', sold_date_timestamp: null }, 3)).toBe(FAR_FUTURE);
    expect(visibleUntil({ status: 'sold', sold_date_timestamp: 1_000_000 }, 3)).toBe(1_000_000 + 3 * DAY);
    expect(visibleUntil({ status: 'sold', sold_date_timestamp: null }, 3)).toBe(0);
  });
});

describe('car record', () => {
  const cars = generateInventory({ cars: 400, dealerships: ALL_DEALERS, now: NOW, seed: 5 });

  it('holds what the search page reads, without the finance disclaimers', () => {
    const car = cars.find((c) => Object.keys(c.finance_lenders).length > 0 && c.location)!;
    const record = toCarRecord(car, { name: 'Coastline Mazda', soldDays: 3 });
    expect(record).toMatchObject({
      objectID: String(car.id),
      make: car.make,
      make_slug: car.make.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      dealership_name: 'Coastline Mazda',
      location_id: car.location!.address.id,
      location_name: car.location!.name,
      created_at_ts: Math.floor(Date.parse(car.created_at) / 1000),
    });
    for (const lender of Object.values(record.finance_lenders))
      expect(lender).not.toHaveProperty('disclaimer');
    expect(JSON.stringify(record).length).toBeLessThan(4000);
    expect(record).not.toHaveProperty('images');
    expect(record).not.toHaveProperty('vin');
  });

  it('ranks available before sold, unreserved before reserved, with photos first, then newest', () => {
    const base: Pick<Car, 'status' | 'reserved' | 'photos_count' | 'created_at'> = {
      status: 'in_stock',
      reserved: false,
      photos_count: 5,
      created_at: '2026-01-01T00:00:00Z',
    };
    const ordered = [
      base,
      { ...base, created_at: '2025-01-01T00:00:00Z' },
      { ...base, photos_count: 0, created_at: '2026-06-01T00:00:00Z' },
      { ...base, reserved: true },
      { ...base, status: 'coming_soon' as const },
      { ...base, status: 'sold' as const },
    ].map(customRank);
    expect([...ordered].sort((a, b) => b - a)).toEqual(ordered);
  });

  it('has settings with the sort replicas of spec §9 and custom_rank desc', () => {
    const names = carIndexNames('Car_production');
    expect(names.sorts).toEqual({
      relevant: 'Car_production',
      latest: 'Car_production_latest',
      price_desc: 'Car_production_price_desc',
      price_asc: 'Car_production_price_asc',
      km_asc: 'Car_production_km_asc',
      km_desc: 'Car_production_km_desc',
    });
    expect(carIndexSettings(names)).toMatchObject({
      customRanking: ['desc(custom_rank)'],
      replicas: names.replicas,
    });
  });
});
