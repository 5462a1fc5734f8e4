import type { LeadSubmission } from '../../../../shared/src/domain/vehicle';
import type { Db } from '../../db/db';
import { openPgDb } from '../../db/pg-db';
import { openPgliteDb } from '../../db/pglite-db';
import {
  createPostgresSchema,
  TEST_DATABASE_URL,
  type PostgresSchema,
} from '../../test-support/postgres-schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testLead } from '../../test-support/test-lead';
import { createLeadsRepository } from '../leads-repository';

jest.setTimeout(120_000);

const COASTLINE = 'coastline-motor-group.localhost:8080';
const HARBOUR = 'harbour-nissan.localhost:8080';
const POSTCODE = 'Invalid postcode. Please enter a 4-digit number.';
const UNKNOWN_OFFER = 'We could not find the valuation this offer is for. Please value your car again.';

/** The trade-in lead of step 3, as mf-leads sends it (no captcha: the trade-in form has none). */
const tradeIn = (valuationId: string): LeadSubmission =>
  testLead({
    category: 'Trade-In',
    subcategory: '2. Trade-In Valuation',
    message: null,
    params: { valuation_id: valuationId, Rego: 'ABC123', terms_conditions: true },
  });

const ANSWERS = {
  odometer_km: 50_000,
  service_history: 'full',
  two_key_sets: true,
  illegal_modifications: false,
  condition: 'good',
  finance_owing: false,
};

/** Spec §7.6 Offer accepted, as mf-leads sends it: no postcode, no disclaimer. */
const offer = (leadId: string, params: LeadSubmission['params'] = {}): LeadSubmission => ({
  category: 'Trade-In',
  subcategory: '3. Offer Accepted',
  name: 'Jo',
  email: 'jo@example.com',
  phone: '0412 345 678',
  dealership_slug: null,
  params: { lead_id: leadId, form_completed: true, offer_accepted: true, ...params },
  source: 'Website',
});

/** The accepted-offer suite on one database (PGlite in memory; PostgreSQL with DATABASE_URL). */
function describeAcceptedOffer(open: () => Promise<Db>, drop: () => Promise<void> = async () => undefined) {
  let t: TestApp;
  let siteId: number;

  beforeAll(async () => {
    process.env.LEAD_RATE_LIMIT_PER_IP = '0';
    t = await createTestApp({ leadDelivery: { enabled: false } }, { db: await open() });
    const [site] = await t.app.platform.db.query<{ id: number }>(
      `SELECT id FROM sites WHERE slug = 'coastline-motor-group'`,
    );
    siteId = site!.id;
  });
  afterAll(async () => {
    await t?.close();
    await drop();
  });

  const post = (body: LeadSubmission, key: string | null = null, host = COASTLINE) =>
    t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { host, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      payload: JSON.stringify(body),
    });
  const leadCount = () => createLeadsRepository(t.app.platform.db).countForSite(siteId);
  /** A valuation of the site's (the rego lookup and the adjustments call), as the page's first two steps. */
  const valuation = async (host: string): Promise<string> => {
    const inject = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { host }, payload });
    const started = await inject('/api/valuations/rego-lookup', { rego: 'ABC123', regoState: 'QLD' });
    const { id } = started.json() as { id: string };
    expect(
      (await inject(`/api/valuations/${id}/adjustments`, { adjustmentAnswers: ANSWERS })).statusCode,
    ).toBe(200);
    return id;
  };
  const tradeInLead = async (host = COASTLINE): Promise<string> => {
    const res = await post(tradeIn(await valuation(host)), null, host);
    expect(res.statusCode).toBe(201);
    return res.json().lead_id as string;
  };

  it('stores an accepted offer of a trade-in lead without postcode or disclaimer', async () => {
    const res = await post(offer(await tradeInLead()));
    expect(res.statusCode).toBe(201);
    const stored = await createLeadsRepository(t.app.platform.db).findById(res.json().lead_id);
    expect(stored).toMatchObject({ category: 'Trade-In', subcategory: '3. Offer Accepted' });
  });

  it('answers a second acceptance of the same trade-in lead with the first, under any key', async () => {
    const leadId = await tradeInLead();
    const before = await leadCount();
    const first = await post(offer(leadId), 'page-1');
    // The answer was lost and the page reloaded: a new key; or sent again with the phone number retyped.
    const again = await post(offer(leadId), 'page-2');
    const other = await post({ ...offer(leadId), phone: '0412 999 888' }, null);
    expect([first.statusCode, again.statusCode, other.statusCode]).toEqual([201, 201, 201]);
    expect(again.json().lead_id).toBe(first.json().lead_id);
    expect(other.json().lead_id).toBe(first.json().lead_id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await leadCount()).toBe(before + 1);
  });

  it('stores one acceptance of ten sent at once with keys of their own', async () => {
    const leadId = await tradeInLead();
    const before = await leadCount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(offer(leadId), `burst-${i}`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((res) => res.json().lead_id)).size).toBe(1);
    expect(await leadCount()).toBe(before + 1);
  });

  it('asks the postcode and the disclaimer of anything less than the whole Offer accepted call', async () => {
    const leadId = await tradeInLead();
    const partial: [string, LeadSubmission][] = [
      ['another category', { ...offer(leadId), category: 'General Enquiry', message: 'Hi' }],
      ['no lead_id', offer(leadId, { lead_id: null })],
      ['form not completed', offer(leadId, { form_completed: false })],
      ['offer not accepted', offer(leadId, { offer_accepted: null })],
    ];
    for (const [, body] of partial) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(POSTCODE);
    }
  });

  it("refuses an accepted offer whose lead_id is no trade-in lead of the site's", async () => {
    const enquiry = await post(testLead({ category: 'General Enquiry' }));
    const accepted = await post(offer(await tradeInLead()));
    const harbourLead = await tradeInLead(HARBOUR);
    const before = await leadCount();
    for (const leadId of [
      '00000000-0000-4000-8000-000000000000',
      'lead-1',
      enquiry.json().lead_id as string,
      accepted.json().lead_id as string,
      harbourLead,
    ]) {
      const res = await post(offer(leadId));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: UNKNOWN_OFFER });
    }
    expect(await leadCount()).toBe(before);
  });
}

describe('accepted offers on PGlite', () => {
  describeAcceptedOffer(() => openPgliteDb());
});

if (!TEST_DATABASE_URL) console.info('accepted offers on PostgreSQL: skipped (DATABASE_URL is not set)');

(TEST_DATABASE_URL ? describe : describe.skip)('accepted offers on PostgreSQL (DATABASE_URL)', () => {
  let schema: PostgresSchema;
  describeAcceptedOffer(
    async () => {
      schema = await createPostgresSchema('dealerline_offer');
      return openPgDb(schema.url);
    },
    () => schema.drop(),
  );
});
