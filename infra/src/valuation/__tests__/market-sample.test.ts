import { createTestApp, type TestApp } from '../../test-support/test-app';
import { marketSample } from '../market-sample';
import { MarketValuationProvider } from '../market-valuation-provider';
import { insertMarketCars } from './market-cars';

jest.setTimeout(120_000);

let t: TestApp;
const db = () => t.app.platform.db;
// 2026-06-01: a 2022 car is 4 years old.
const NOW = Date.parse('2026-06-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  await insertMarketCars(db(), 'coastline-motor-group', 'Valuo', 'Sampler', [
    { year: 2022, price: 31_000, average: 30_000, stateAverage: 29_000, state: 'QLD' },
    { year: 2022, price: 33_000, average: 32_000, stateAverage: 40_000, state: 'NSW' },
    { year: 2023, price: 35_000 },
    { year: 2021, price: 300 },
    { year: 2019, price: 99_000 },
  ]);
  await insertMarketCars(db(), 'harbour-nissan', 'Valuo', 'Rare', [{ year: 2022, price: 20_000 }]);
});
afterAll(async () => t?.close());

describe('marketSample (real PGlite)', () => {
  it('takes the state average in the car’s state, else the average, else the price, near years only', async () => {
    // QLD car: state average 29,000; NSW car: average 32,000 (its state average is not QLD's);
    // 2023 car: its price 35,000 brought back a year (×0.92 = 32,200); 300 is no price; 2019 is too far.
    const sample = await marketSample(db(), { make: 'valuo', model: 'SAMPLER', year: 2022, state: 'QLD' });
    expect(sample.count).toBe(3);
    expect(sample.median).toBeCloseTo(32_000);
  });
  it('uses the other state’s average in that state', async () => {
    const sample = await marketSample(db(), { make: 'Valuo', model: 'Sampler', year: 2022, state: 'NSW' });
    // 30,000 (QLD car's average), 40,000 (NSW state average), 32,200 → median 32,200
    expect(sample.median).toBeCloseTo(32_200);
  });
  it('gives no median without data', async () => {
    expect(await marketSample(db(), { make: 'Nope', model: 'None', year: 2022, state: null })).toEqual({
      median: null,
      count: 0,
    });
  });
});

describe('MarketValuationProvider', () => {
  const answers = {
    odometer_km: 60_000,
    service_history: 'full',
    two_key_sets: true,
    illegal_modifications: false,
    condition: 'good',
    finance_owing: false,
  } as const;
  const vehicle = {
    make: 'Valuo',
    model: 'Sampler',
    year: 2022,
    badge: null,
    body: null,
    transmission: null,
    fuel: null,
  };

  it('gives a range from the median and the answers', async () => {
    const provider = new MarketValuationProvider(db(), () => NOW);
    // 32,000 × 0.85 = 27,200 → 25,840 … 28,560
    expect(await provider.value({ vehicle, answers, state: 'QLD' })).toEqual({
      range: { low: 25_800, high: 28_600 },
      reason: null,
      sampleSize: 3,
    });
    const worse = await provider.value({ vehicle, answers: { ...answers, condition: 'poor' }, state: 'QLD' });
    expect(worse.range!.high).toBeLessThan(25_800);
  });
  it('values in person over 7 years or 100,000 km, and without enough market data', async () => {
    const provider = new MarketValuationProvider(db(), () => NOW);
    expect(await provider.value({ vehicle: { ...vehicle, year: 2018 }, answers, state: 'QLD' })).toEqual({
      range: null,
      reason: 'age',
      sampleSize: 0,
    });
    const km = await provider.value({ vehicle, answers: { ...answers, odometer_km: 100_001 }, state: 'QLD' });
    expect(km.reason).toBe('km');
    const rare = await provider.value({ vehicle: { ...vehicle, model: 'Rare' }, answers, state: 'QLD' });
    expect(rare).toEqual({ range: null, reason: 'no_market_data', sampleSize: 1 });
  });
});
