import type { ValuationResult } from '../../../../shared/src/domain/valuation';
import type { LeadSubmission } from '../../../../shared/src/domain/vehicle';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testLead } from '../../test-support/test-lead';
import { insertMarketCars } from '../../valuation/__tests__/market-cars';
import { createLeadsRepository } from '../leads-repository';

jest.setTimeout(120_000);

const NOW = Date.parse('2026-06-01T00:00:00Z');
const COASTLINE = 'coastline-motor-group.localhost:8080';
const HARBOUR = 'harbour-nissan.localhost:8080';
const UNKNOWN_VALUATION = 'We could not find your car’s valuation. Please value your car again.';
const ANSWERS = {
  odometer_km: 50_000,
  service_history: 'full',
  two_key_sets: true,
  illegal_modifications: false,
  condition: 'good',
  finance_owing: false,
} as const;

let t: TestApp;
beforeAll(async () => {
  process.env.LEAD_RATE_LIMIT_PER_IP = '0';
  t = await createTestApp({ leadDelivery: { enabled: false } }, { now: () => NOW });
  await insertMarketCars(t.app.platform.db, 'coastline-motor-group', 'Toyota', 'RAV4', [
    { year: 2021, price: 36_000, average: 35_000 },
    { year: 2021, price: 38_000, average: 37_000 },
    { year: 2022, price: 40_000, average: 39_000 },
  ]);
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, host = COASTLINE) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

/** A rego looked up and valued on the site, as the trade-in page's first two steps do. */
async function valued(host = COASTLINE): Promise<ValuationResult> {
  const started = await post('/api/valuations/rego-lookup', { rego: 'ABC123', regoState: 'QLD' }, host);
  expect(started.statusCode).toBe(201);
  const res = await post(
    `/api/valuations/${started.json().id}/adjustments`,
    { adjustmentAnswers: ANSWERS },
    host,
  );
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The trade-in lead of step 3, with what a hand-made request might claim about the valuation. */
const tradeIn = (params: LeadSubmission['params']): LeadSubmission =>
  testLead({
    category: 'Trade-In',
    subcategory: '2. Trade-In Valuation',
    message: null,
    params: { terms_conditions: true, ...params },
  });

const storedParams = async (leadId: string) =>
  (await createLeadsRepository(t.app.platform.db).findById(leadId))?.payload.params;

describe('the valuation a trade-in lead carries', () => {
  it("is the platform's: figures, car and answers sent with the lead are replaced by the stored valuation's", async () => {
    const result = await valued();
    expect(result.range).not.toBeNull();
    const res = await post(
      '/api/leads',
      tradeIn({
        valuation_id: result.id,
        valuation_low: 90_000,
        valuation_high: 95_000,
        trade_in_make: 'Ferrari',
        trade_in_year: 2025,
        condition: 'excellent',
        odometer_km: 10,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(await storedParams(res.json().lead_id)).toMatchObject({
      terms_conditions: true,
      valuation_id: result.id,
      valuation_low: result.range!.low,
      valuation_high: result.range!.high,
      valuation_reason: null,
      trade_in_make: 'Toyota',
      trade_in_model: 'RAV4',
      trade_in_year: 2021,
      Rego: 'ABC123',
      rego_state: 'QLD',
      odometer_km: 50_000,
      condition: 'good',
      valued_at: result.valued_at,
    });
  });

  it("refuses a valuation the site does not have: unknown, another site's, or not valued yet", async () => {
    const harbours = await valued(HARBOUR);
    const notValued = await post('/api/valuations/rego-lookup', { rego: 'ABC123', regoState: 'QLD' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'v1', harbours.id, notValued.json().id]) {
      const res = await post('/api/leads', tradeIn({ valuation_id: id, valuation_low: 90_000 }));
      expect({ id, status: res.statusCode, body: res.json() }).toEqual({
        id,
        status: 400,
        body: { message: UNKNOWN_VALUATION },
      });
    }
  });

  it('keeps no valuation figures on a trade-in lead that names no valuation', async () => {
    const res = await post('/api/leads', tradeIn({ valuation_low: 90_000, valuation_high: 95_000 }));
    expect(res.statusCode).toBe(201);
    const params = await storedParams(res.json().lead_id);
    expect(params).toEqual({ terms_conditions: true });
  });

  it("has an accepted offer carry its trade-in lead's valuation, whatever the offer claims", async () => {
    const result = await valued();
    const other = await valued();
    const lead = await post('/api/leads', tradeIn({ valuation_id: result.id }));
    expect(lead.statusCode).toBe(201);
    const offer = await post('/api/leads', {
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      name: 'Jo',
      email: 'jo@example.com',
      phone: '0412 345 678',
      dealership_slug: null,
      params: {
        lead_id: lead.json().lead_id,
        form_completed: true,
        offer_accepted: true,
        valuation_id: other.id,
        valuation_low: 90_000,
        valuation_high: 95_000,
      },
      source: 'Website',
    });
    expect(offer.statusCode).toBe(201);
    expect(await storedParams(offer.json().lead_id)).toMatchObject({
      lead_id: lead.json().lead_id,
      offer_accepted: true,
      valuation_id: result.id,
      valuation_low: result.range!.low,
      valuation_high: result.range!.high,
    });
  });

  it('leaves leads of other categories as they were sent', async () => {
    const res = await post('/api/leads', testLead({ params: { ...testLead().params, valuation_low: 5 } }));
    expect(res.statusCode).toBe(201);
    expect(await storedParams(res.json().lead_id)).toMatchObject({ valuation_low: 5 });
  });
});
