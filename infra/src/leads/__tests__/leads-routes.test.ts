import type { LeadSubmission } from '../../../../shared/src/domain/vehicle';
import { readMigrations } from '../../db/migrate';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { LOCATION_OF_ANOTHER_DEALERSHIP } from '../lead-targets';
import { createLeadsRepository } from '../leads-repository';
import { LEAD_NOT_READABLE } from '../shopper-schema-message';
import { testLead } from '../../test-support/test-lead';

jest.setTimeout(120_000);

let t: TestApp;
const COASTLINE = 'coastline-motor-group.localhost:8080';
let coastlineSiteId: number;
let coastlineCar: { id: number; dealership_id: number };
let otherSiteCarId: number;

beforeAll(async () => {
  // Every request here comes from one IP: the per-IP limit is rate-limits.test.ts's subject.
  process.env.LEAD_RATE_LIMIT_PER_IP = '0';
  // The delivery worker stays off: these tests read the lead as stored, before any delivery attempt.
  t = await createTestApp({ demoCars: 300, leadDelivery: { enabled: false } });
  const db = t.app.platform.db;
  const [site] = await db.query<{ id: number }>(`SELECT id FROM sites WHERE slug = 'coastline-motor-group'`);
  coastlineSiteId = site!.id;
  const [car] = await db.query<{ id: number; dealership_id: number }>(
    `SELECT c.id, c.dealership_id FROM cars c JOIN dealerships d ON d.id = c.dealership_id
     WHERE d.site_id = $1 ORDER BY c.id LIMIT 1`,
    [coastlineSiteId],
  );
  coastlineCar = car!;
  const [other] = await db.query<{ id: number }>(
    `SELECT c.id FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE d.site_id <> $1 LIMIT 1`,
    [coastlineSiteId],
  );
  otherSiteCarId = other!.id;
});
afterAll(async () => t?.close());

const lead = (overrides: Partial<LeadSubmission> = {}): LeadSubmission =>
  testLead({ car_id: coastlineCar.id, ...overrides });
/** The schema's own sentence for a postcode, which is the spec's message. */
const POSTCODE_DETAIL = 'Invalid postcode. Please enter a 4-digit number.';
/** The test lead's params (its captcha token) with a location. */
const withLocation = (location: string) => ({ ...testLead().params, location });

function post(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { host: COASTLINE, 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const leadCount = () => createLeadsRepository(t.app.platform.db).countForSite(coastlineSiteId);

describe('POST /api/leads', () => {
  it('stores the lead with its car and dealership before answering 201 { lead_id }', async () => {
    const res = await post(lead(), { 'user-agent': 'jest' });
    expect(res.statusCode).toBe(201);
    const { lead_id } = res.json();
    expect(lead_id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await createLeadsRepository(t.app.platform.db).findById(lead_id);
    expect(stored).toMatchObject({
      site_id: coastlineSiteId,
      category: 'Vehicle Enquiry',
      car_id: coastlineCar.id,
      dealership_id: coastlineCar.dealership_id,
      user_agent: 'jest',
      delivery_status: 'pending',
      delivery_attempts: 0,
    });
    // Stored as sent, less the captcha token (a one-time proof, not lead data).
    expect(stored!.payload).toEqual({ ...lead(), params: { terms_conditions: true } });
  });

  it.each([
    ['without a captcha token', { params: { terms_conditions: true } }],
    ['with a token the verifier refuses', { params: { captcha_token: 'forged', terms_conditions: true } }],
  ])('refuses an enquiry %s (400, the captcha message) and stores nothing', async (_case, overrides) => {
    const before = await leadCount();
    const res = await post(lead(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please confirm you are not a robot.' });
    expect(await leadCount()).toBe(before);
  });

  it('takes a finance application without a captcha (its form has none)', async () => {
    const res = await post(
      lead({ category: 'Finance', subcategory: 'Finance Enquiry', params: { terms_conditions: true } }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('answers a retry with the same Idempotency-Key with the first lead_id and stores nothing more', async () => {
    const before = await leadCount();
    const first = await post(lead(), { 'idempotency-key': 'retry-1' });
    const again = await post(lead(), { 'idempotency-key': 'retry-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().lead_id).toBe(first.json().lead_id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await leadCount()).toBe(before + 1);
  });

  it('stores one lead for ten concurrent submissions with one key', async () => {
    const before = await leadCount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(lead(), { 'idempotency-key': 'burst-1' })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((res) => res.json().lead_id)).size).toBe(1);
    expect(await leadCount()).toBe(before + 1);
  });

  it('refuses a key reused for a different submission (422)', async () => {
    await post(lead(), { 'idempotency-key': 'reuse-1' });
    const res = await post(lead({ message: 'Something else' }), { 'idempotency-key': 'reuse-1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This Idempotency-Key was already used for a different request.');
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await post(lead(), { 'idempotency-key': 'not ok <script>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key/);
  });

  it('uses the dealership the lead names when it is the site’s, else refuses it', async () => {
    const [dealership] = await t.app.platform.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM dealerships WHERE site_id = $1 ORDER BY id DESC LIMIT 1',
      [coastlineSiteId],
    );
    const ok = await post(lead({ car_id: null, dealership_slug: dealership!.slug }));
    expect(ok.statusCode).toBe(201);
    const stored = await createLeadsRepository(t.app.platform.db).findById(ok.json().lead_id);
    expect(stored).toMatchObject({ car_id: null, dealership_id: dealership!.id });

    const [foreign] = await t.app.platform.db.query<{ slug: string }>(
      'SELECT slug FROM dealerships WHERE site_id <> $1 LIMIT 1',
      [coastlineSiteId],
    );
    const res = await post(lead({ dealership_slug: foreign!.slug }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown dealership for this site.');
  });

  it('stores a lead that names no dealership, car or location for the site’s first dealership, its inbox', async () => {
    const [inbox] = await t.app.platform.db.query<{ id: number }>(
      'SELECT id FROM dealerships WHERE site_id = $1 ORDER BY position, id LIMIT 1',
      [coastlineSiteId],
    );
    const res = await post(lead({ car_id: null, dealership_slug: null }));
    expect(res.statusCode).toBe(201);
    const stored = await createLeadsRepository(t.app.platform.db).findById(res.json().lead_id);
    expect(stored).toMatchObject({ car_id: null, dealership_id: inbox!.id });

    // Such leads stored before without a dealership get the same from migration 010.
    const db = t.app.platform.db;
    await db.query('UPDATE leads SET dealership_id = NULL WHERE id = $1', [res.json().lead_id]);
    const migration = (await readMigrations()).find((m) => m.id === '010')!;
    await db.exec(migration.sql);
    const [after] = await db.query<{ dealership_id: number | null }>(
      'SELECT dealership_id FROM leads WHERE id = $1',
      [res.json().lead_id],
    );
    expect(after!.dealership_id).toBe(inbox!.id);
  });

  it("refuses another site's car", async () => {
    const res = await post(lead({ car_id: otherSiteCarId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown car for this site.');
  });

  describe('the location a lead names (params.location)', () => {
    const locations = () =>
      t.app.platform.db.query<{ id: number; slug: string; dealership_id: number; dealership: string }>(
        `SELECT l.id, l.slug, l.dealership_id, d.slug AS dealership FROM locations l
         JOIN dealerships d ON d.id = l.dealership_id WHERE l.site_id = $1 ORDER BY l.id`,
        [coastlineSiteId],
      );
    const storedDealership = async (leadId: string) =>
      (await createLeadsRepository(t.app.platform.db).findById(leadId))!.dealership_id;

    it('takes a location of the named dealership, and the location’s dealership when none is named', async () => {
      const [first] = await locations();
      const named = await post(
        lead({ car_id: null, dealership_slug: first!.dealership, params: withLocation(first!.slug) }),
      );
      expect(named.statusCode).toBe(201);
      const derived = await post(
        lead({ car_id: null, dealership_slug: null, params: withLocation(first!.slug) }),
      );
      expect(derived.statusCode).toBe(201);
      expect(await storedDealership(derived.json().lead_id)).toBe(first!.dealership_id);
    });

    it('takes a Service enquiry at the group’s service centre and parts counter, for their dealership', async () => {
      const all = await locations();
      for (const slug of ['coastline-service-maroochydore', 'coastline-parts-maroochydore']) {
        const at = all.find((l) => l.slug === slug)!;
        // As the contact form sends it: category Service, the location and its dealership, no car.
        const res = await post(
          lead({
            category: 'Service',
            car_id: null,
            dealership_slug: at.dealership,
            params: { ...withLocation(slug), Rego: null, page_id: null },
          }),
        );
        expect(res.statusCode).toBe(201);
        const stored = await createLeadsRepository(t.app.platform.db).findById(res.json().lead_id);
        expect(stored).toMatchObject({ category: 'Service', dealership_id: at.dealership_id });
        expect(stored!.payload.params).toMatchObject({ location: slug });
      }
    });

    it('refuses a location of another dealership, or of no dealership of the site, and stores nothing', async () => {
      const all = await locations();
      const [mine, theirs] = [all[0]!, all.find((l) => l.dealership_id !== all[0]!.dealership_id)!];
      const before = await leadCount();
      const mismatch = await post(
        lead({ car_id: null, dealership_slug: mine.dealership, params: withLocation(theirs.slug) }),
      );
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toBe(LOCATION_OF_ANOTHER_DEALERSHIP);
      const unknown = await post(lead({ car_id: null, params: withLocation('harbour-nissan-newcastle') }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Unknown location for this site.');
      expect(await leadCount()).toBe(before);
    });

    it('takes a car’s own yard even when another dealership of the site owns it, and no other yard', async () => {
      const all = await locations();
      const yard = all.find((l) => l.dealership_id !== coastlineCar.dealership_id)!;
      const elsewhere = all.find((l) => l.dealership_id !== coastlineCar.dealership_id && l.id !== yard.id)!;
      const [car] = await t.app.platform.db.query<{ id: number }>(
        `UPDATE cars SET location_id = $1 WHERE id = (
           SELECT id FROM cars WHERE dealership_id = $2 AND id <> $3 ORDER BY id LIMIT 1) RETURNING id`,
        [yard.id, coastlineCar.dealership_id, coastlineCar.id],
      );
      const atYard = await post(lead({ car_id: car!.id, params: withLocation(yard.slug) }));
      expect(atYard.statusCode).toBe(201);
      expect(await storedDealership(atYard.json().lead_id)).toBe(coastlineCar.dealership_id);
      const notThere = await post(lead({ car_id: car!.id, params: withLocation(elsewhere.slug) }));
      expect(notThere.statusCode).toBe(400);
      expect(notThere.json().message).toBe(LOCATION_OF_ANOTHER_DEALERSHIP);
    });
  });

  it.each([
    ['a missing email', { email: undefined }, 'Please enter a valid email address.', 'email is required'],
    [
      'a bad postcode',
      { postcode: '400' },
      'Invalid postcode. Please enter a 4-digit number.',
      POSTCODE_DETAIL,
    ],
    ['a blank name', { name: '   ' }, 'Please enter your first name.', 'name has an invalid format'],
    [
      'a phone with letters',
      { phone: 'call me maybe' },
      'Please enter a valid Australian phone number.',
      'phone has an invalid format',
    ],
    [
      'a huge message',
      { message: 'x'.repeat(5001) },
      'Your message is too long (5,000 characters at most).',
      'message is too long (5,000 characters at most)',
    ],
    [
      'a rego over the params’ text limit',
      { params: { Rego: 'X'.repeat(2001) } },
      'Please enter your rego (letters and numbers only, up to 9).',
      'params.Rego is too long (2,000 characters at most)',
    ],
    [
      'an unknown category',
      { category: 'Spam' },
      LEAD_NOT_READABLE,
      'category must be equal to one of the allowed values',
    ],
    ['a wrong type', { car_id: '12' }, LEAD_NOT_READABLE, 'car_id must be integer'],
    ['an unknown field', { admin: true }, LEAD_NOT_READABLE, 'admin is not a known field'],
  ])(
    'answers a lead its schema refuses for %s in a shopper’s words (the schema’s in detail), and stores nothing',
    async (_, change, message, detail) => {
      const before = await leadCount();
      const res = await post({ ...lead(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, detail });
      expect(await leadCount()).toBe(before);
    },
  );

  it('answers 400 with the browser’s message for a rego that is no rego, and stores nothing', async () => {
    const before = await leadCount();
    const res = await post({ ...lead(), params: { ...lead().params, Rego: 'X'.repeat(300) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please enter your rego (letters and numbers only, up to 9).' });
    expect(await leadCount()).toBe(before);
  });

  it('answers 400 for a body that is not JSON, or too large, and for an unknown site', async () => {
    expect((await post('{"name": ')).statusCode).toBe(400);
    const huge = await post({ ...lead(), params: { note: 'x'.repeat(70_000) } });
    expect(huge.statusCode).toBe(413);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { host: 'nowhere.example', 'content-type': 'application/json' },
      payload: JSON.stringify(lead()),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown site');
  });

  it('keeps script tags and SQL fragments as plain text', async () => {
    const hostile = lead({ message: "<script>alert(1)</script>'); DROP TABLE leads; --" });
    const res = await post(hostile);
    expect(res.statusCode).toBe(201);
    const stored = await createLeadsRepository(t.app.platform.db).findById(res.json().lead_id);
    expect(stored!.payload.message).toBe(hostile.message);
  });
});
