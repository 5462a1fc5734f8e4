import type { ValuationResult, ValuationStarted } from '../../../../shared/src/domain/valuation';
import { VALUATION_MESSAGES } from '../../../../shared/src/rules/valuation-input';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { VALUATION_RATE_LIMIT } from '../valuation-routes';
import { insertMarketCars } from './market-cars';

jest.setTimeout(120_000);

let t: TestApp;
const NOW = Date.parse('2026-06-01T00:00:00Z');
const COASTLINE = 'coastline-motor-group.localhost:8080';
const CAPITAL = 'capital-auto-direct.localhost:8080';
const ANSWERS = {
  odometer_km: 50_000,
  service_history: 'full',
  two_key_sets: true,
  illegal_modifications: false,
  condition: 'good',
  finance_owing: true,
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  await insertMarketCars(t.app.platform.db, 'coastline-motor-group', 'Toyota', 'RAV4', [
    { year: 2021, price: 36_000, average: 35_000 },
    { year: 2021, price: 38_000, average: 37_000 },
    { year: 2022, price: 40_000, average: 39_000, stateAverage: 38_000 },
  ]);
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, host = COASTLINE) =>
  t.app.inject({ method: 'POST', url, headers: { host }, payload: payload as object });

async function lookup(rego = 'ABC123', host = COASTLINE): Promise<ValuationStarted> {
  const res = await post('/api/valuations/rego-lookup', { rego, regoState: 'QLD' }, host);
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('POST /api/valuations/rego-lookup', () => {
  it('finds a demo rego (any case and spacing) and starts a valuation', async () => {
    const started = await lookup('abc 123');
    expect(started).toMatchObject({
      rego: 'ABC123',
      regoState: 'QLD',
      vehicle: { make: 'Toyota', model: 'RAV4', year: 2021, badge: 'GXL', transmission: 'Automatic' },
    });
    const [row] = await t.app.platform.db.query<{ source: string; site: string }>(
      `SELECT v.source, s.slug AS site FROM valuations v JOIN sites s ON s.id = v.site_id WHERE v.id = $1`,
      [started.id],
    );
    expect(row).toEqual({ source: 'rego', site: 'coastline-motor-group' });
  });

  it('answers 404 with a clear message for an unknown rego or a rego of another state', async () => {
    for (const body of [
      { rego: 'ZZZ999', regoState: 'QLD' },
      { rego: 'ABC123', regoState: 'NSW' },
    ]) {
      const res = await post('/api/valuations/rego-lookup', body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: VALUATION_MESSAGES.regoNotFound });
    }
  });

  it('answers 400 for a bad rego, state or field, and without a site', async () => {
    const bad = [
      [{ rego: 'AB#1', regoState: 'QLD' }, VALUATION_MESSAGES.rego],
      [{ rego: '', regoState: 'QLD' }, VALUATION_MESSAGES.rego],
      [{ rego: 'ABC123', regoState: 'XX' }, 'regoState must be equal to one of the allowed values'],
      [{ rego: 'ABC123', regoState: 'QLD', extra: 1 }, 'extra is not a known field'],
      [{ rego: 42, regoState: 'QLD' }, 'rego must be string'],
      [{ rego: 'A'.repeat(21), regoState: 'QLD' }, 'rego is too long (20 characters at most)'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await post('/api/valuations/rego-lookup', body);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message } });
    }
    const noSite = await post(
      '/api/valuations/rego-lookup',
      { rego: 'ABC123', regoState: 'QLD' },
      'nowhere:8080',
    );
    expect({ status: noSite.statusCode, body: noSite.json() }).toEqual({
      status: 400,
      body: { message: 'Unknown site' },
    });
  });
});

describe('POST /api/valuations (manual path)', () => {
  it('starts a valuation from the typed make, model and year', async () => {
    const res = await post('/api/valuations', {
      vehicle: { make: ' Toyota ', model: 'RAV4', year: 2021 },
      regoState: 'QLD',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      rego: null,
      regoState: 'QLD',
      vehicle: { make: 'Toyota', model: 'RAV4', year: 2021, badge: null, body: null },
    });
  });

  it('answers 400 for a blank make, a future year or a missing field', async () => {
    const blank = await post('/api/valuations', { vehicle: { make: ' ', model: 'RAV4', year: 2021 } });
    expect(blank.json()).toEqual({ message: VALUATION_MESSAGES.make });
    const future = await post('/api/valuations', { vehicle: { make: 'Toyota', model: 'RAV4', year: 2030 } });
    expect(future.json()).toEqual({ message: VALUATION_MESSAGES.year });
    const missing = await post('/api/valuations', { vehicle: { make: 'Toyota', model: 'RAV4' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'vehicle.year is required' });
  });
});

describe('POST /api/valuations/:id/adjustments', () => {
  it('values the car from the market data and stores the answers and result', async () => {
    const { id } = await lookup();
    const res = await post(`/api/valuations/${id}/adjustments`, { adjustmentAnswers: ANSWERS });
    expect(res.statusCode).toBe(200);
    const result: ValuationResult = res.json();
    // median of 35,000, 37,000 and 38,000 × 0.92 (a 2022 car brought to 2021) = 35,000; 5 years, 50,000 km:
    // km factor 1.075 → 1.06; 35,000 × 1.06 × 0.85 = 31,535 → 29,958 … 33,112
    expect(result).toMatchObject({
      id,
      vehicle: { make: 'Toyota', model: 'RAV4' },
      adjustmentAnswers: ANSWERS,
      range: { low: 29_900, high: 33_200 },
      reason: null,
      sample_size: 3,
      valued_at: new Date(NOW).toISOString(),
    });
    const [row] = await t.app.platform.db.query<{ result: ValuationResult; adjustment_answers: unknown }>(
      `SELECT result, adjustment_answers FROM valuations WHERE id = $1`,
      [id],
    );
    expect(row!.result.range).toEqual(result.range);
    expect(row!.adjustment_answers).toEqual(ANSWERS);
  });

  it('moves the range with the answers and values in person over 100,000 km', async () => {
    const { id } = await lookup();
    const good = (await post(`/api/valuations/${id}/adjustments`, { adjustmentAnswers: ANSWERS })).json();
    const worse = (
      await post(`/api/valuations/${id}/adjustments`, {
        adjustmentAnswers: { ...ANSWERS, service_history: 'none', condition: 'fair' },
      })
    ).json();
    expect(worse.range.high).toBeLessThan(good.range.high);
    const far = (
      await post(`/api/valuations/${id}/adjustments`, {
        adjustmentAnswers: { ...ANSWERS, odometer_km: 150_000 },
      })
    ).json();
    expect(far).toMatchObject({ range: null, reason: 'km' });
  });

  it('values a car over 7 years old in person', async () => {
    const { id } = await lookup('OLD001');
    const res = await post(`/api/valuations/${id}/adjustments`, { adjustmentAnswers: ANSWERS });
    expect(res.json()).toMatchObject({ range: null, reason: 'age', sample_size: 0 });
  });

  it('answers 404 for another site’s valuation and 400 for a bad id or answers', async () => {
    const { id } = await lookup();
    const other = await post(`/api/valuations/${id}/adjustments`, { adjustmentAnswers: ANSWERS }, CAPITAL);
    expect({ status: other.statusCode, body: other.json() }).toEqual({
      status: 404,
      body: { message: `No valuation ${id}` },
    });
    expect(
      (await post('/api/valuations/not-a-uuid/adjustments', { adjustmentAnswers: ANSWERS })).statusCode,
    ).toBe(400);
    const negative = await post(`/api/valuations/${id}/adjustments`, {
      adjustmentAnswers: { ...ANSWERS, odometer_km: -1 },
    });
    expect(negative.json()).toEqual({ message: 'adjustmentAnswers.odometer_km must be >= 0' });
    const text = await post(`/api/valuations/${id}/adjustments`, {
      adjustmentAnswers: { ...ANSWERS, condition: "good'; DROP TABLE cars;--" },
    });
    expect(text.statusCode).toBe(400);
    const huge = await post(`/api/valuations/${id}/adjustments`, {
      adjustmentAnswers: ANSWERS,
      pad: 'x'.repeat(20_000),
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('POST /api/miscellaneous', () => {
  it('stores the valuation result on the site that wants it', async () => {
    const { id } = await lookup('ABC123', CAPITAL);
    const result = (
      await post(`/api/valuations/${id}/adjustments`, { adjustmentAnswers: ANSWERS }, CAPITAL)
    ).json();
    const res = await post('/api/miscellaneous', { column_name: 'valuation', value: result }, CAPITAL);
    expect(res.statusCode).toBe(204);
    const rows = await t.app.platform.db.query<{
      column_name: string;
      valuation_id: string;
      value: ValuationResult;
    }>(`SELECT column_name, valuation_id, value FROM miscellaneous`);
    expect(rows).toEqual([{ column_name: 'valuation', valuation_id: id, value: result }]);
  });

  it('keeps the result the platform gave, not a changed copy, and nothing for a valuation not valued yet', async () => {
    const { id } = await lookup('ABC123', CAPITAL);
    const result: ValuationResult = (
      await post(`/api/valuations/${id}/adjustments`, { adjustmentAnswers: ANSWERS }, CAPITAL)
    ).json();
    const changed = {
      ...result,
      range: { low: 90_000, high: 95_000 },
      vehicle: { ...result.vehicle, make: 'Ferrari' },
    };
    const res = await post('/api/miscellaneous', { column_name: 'valuation', value: changed }, CAPITAL);
    expect(res.statusCode).toBe(204);
    const [row] = await t.app.platform.db.query<{ value: ValuationResult }>(
      `SELECT value FROM miscellaneous WHERE valuation_id = $1`,
      [id],
    );
    expect(row!.value).toEqual(result);

    const notValued = await lookup('ABC123', CAPITAL);
    const early = await post('/api/miscellaneous', { column_name: 'valuation', value: notValued }, CAPITAL);
    expect(early.statusCode).toBe(404);
  });

  it('answers 404 on other sites and for another site’s valuation, 400 for another column', async () => {
    const { id } = await lookup();
    const elsewhere = await post('/api/miscellaneous', { column_name: 'valuation', value: { id } });
    expect(elsewhere.statusCode).toBe(404);
    const foreign = await post('/api/miscellaneous', { column_name: 'valuation', value: { id } }, CAPITAL);
    expect(foreign.json()).toEqual({ message: `No valuation ${id}` });
    const column = await post('/api/miscellaneous', { column_name: 'notes', value: { id } }, CAPITAL);
    expect(column.statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit per client IP', async () => {
    const answers = [];
    for (let i = 0; i <= VALUATION_RATE_LIMIT; i++)
      answers.push(await post('/api/valuations/rego-lookup', { rego: 'ZZZ999', regoState: 'QLD' }));
    const limited = answers.at(-1)!;
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});
