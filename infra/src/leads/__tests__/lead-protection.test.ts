import type { LeadSubmission } from '../../../../shared/src/domain/vehicle';
import { LOCAL_CAPTCHA_TOKEN } from '../../../../shared/src/rules/lead-captcha';
import { HONEYPOT_FIELD } from '../../../../shared/src/rules/lead-honeypot';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createLeadsRepository } from '../leads-repository';
import { LEAD_NOT_READABLE } from '../shopper-schema-message';
import { testLead } from '../../test-support/test-lead';

jest.setTimeout(120_000);

let t: TestApp;
const COASTLINE = 'coastline-motor-group.localhost:8080';
let siteId: number;
let car: { id: number; dealership_id: number };
let otherDealershipId: number;
let ipCounter = 0;
/** A fresh client IP per request, unless a test is about one IP. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  process.env.LEAD_RATE_LIMIT_PER_IP = '3';
  process.env.LEAD_RATE_LIMIT_PER_SITE = '1000';
  t = await createTestApp({ demoCars: 100 });
  const db = t.app.platform.db;
  const [site] = await db.query<{ id: number }>(`SELECT id FROM sites WHERE slug = 'coastline-motor-group'`);
  siteId = site!.id;
  const [first] = await db.query<{ id: number; dealership_id: number }>(
    `SELECT c.id, c.dealership_id FROM cars c JOIN dealerships d ON d.id = c.dealership_id
     WHERE d.site_id = $1 ORDER BY c.id LIMIT 1`,
    [siteId],
  );
  car = first!;
  const [other] = await db.query<{ id: number }>('SELECT id FROM dealerships WHERE site_id <> $1 LIMIT 1', [
    siteId,
  ]);
  otherDealershipId = other!.id;
});
afterAll(async () => t?.close());

const lead = (overrides: Record<string, unknown> = {}): LeadSubmission =>
  testLead({ car_id: car.id, ...overrides });

function post(body: unknown, ip = nextIp(), idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress: ip,
    headers: {
      host: COASTLINE,
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const leadCount = () => createLeadsRepository(t.app.platform.db).countForSite(siteId);
const stored = (id: string) => createLeadsRepository(t.app.platform.db).findById(id);

describe('POST /api/leads: the browser rules again on the server', () => {
  it.each([
    [
      'a name with digits',
      { name: 'Jo2' },
      'First name can only contain letters, spaces, full stops, apostrophes and hyphens.',
    ],
    [
      'a last name with markup',
      { last_name: '<b>x</b>' },
      'Last name can only contain letters, spaces, full stops, apostrophes and hyphens.',
    ],
    [
      'a script tag as name',
      { name: '<script>alert(1)</script>' },
      'First name can only contain letters, spaces, full stops, apostrophes and hyphens.',
    ],
    [
      'an SQL fragment as name',
      { name: "x'); DROP TABLE leads;--" },
      'First name can only contain letters, spaces, full stops, apostrophes and hyphens.',
    ],
    ['a foreign phone', { phone: '+1 415 555 2671' }, 'Please enter a valid Australian phone number.'],
    ['a short phone', { phone: '0412 345 67' }, 'Please enter a valid Australian phone number.'],
    ['an email without domain dot', { email: 'jo@example' }, 'Please enter a valid email address.'],
    ['an email with a double dot', { email: 'jo..smith@example.com' }, 'Please enter a valid email address.'],
    ['a missing postcode', { postcode: null }, 'Invalid postcode. Please enter a 4-digit number.'],
    [
      'an unticked disclaimer',
      { params: { captcha_token: LOCAL_CAPTCHA_TOKEN, terms_conditions: false } },
      '*You must agree to the terms of use before submitting.',
    ],
    ['a missing enquiry message', { message: null }, 'Please enter a message.'],
    ['a blank enquiry message', { message: '   ' }, 'Please enter a message.'],
    ['a postcode of 3 digits', { postcode: '400' }, 'Invalid postcode. Please enter a 4-digit number.'],
    ['a number as name', { name: 42 }, 'Please enter your first name.'],
    ['an object as phone', { phone: { $gt: '' } }, 'Please enter a valid Australian phone number.'],
    ['an array as message', { message: ['a'] }, 'Please enter a message.'],
    ['a huge name', { name: 'a'.repeat(101) }, 'Please enter your first name.'],
    ['a huge message', { message: 'a'.repeat(5001) }, 'Your message is too long (5,000 characters at most).'],
    ['a huge user agent', { user_agent: 'a'.repeat(501) }, LEAD_NOT_READABLE],
    [
      'too many visited pages',
      { lead_attributes: { visited_pages: Array(51).fill('/') } },
      LEAD_NOT_READABLE,
    ],
    [
      'another site’s dealership as car_dealership_id',
      () => ({ car_dealership_id: otherDealershipId }),
      'Unknown dealership for this site.',
    ],
  ])('refuses %s with a clear 400 and stores nothing', async (_, overrides, message) => {
    const before = await leadCount();
    const res = await post(lead(typeof overrides === 'function' ? overrides() : overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await leadCount()).toBe(before);
  });

  it('refuses a body over 64 KB with a 4xx and stores nothing', async () => {
    const before = await leadCount();
    const res = await post(lead({ params: { notes: 'a'.repeat(70_000) } }));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await leadCount()).toBe(before);
  });

  it('accepts 13, 1300, 1800 and landline numbers and stores a script tag in a message as plain text', async () => {
    for (const phone of ['13 22 11', '1300 123 456', '1800 123 456', '(07) 5443 2100']) {
      const res = await post(lead({ phone, message: '<script>alert(1)</script>' }));
      expect(res.statusCode).toBe(201);
      expect((await stored(res.json().lead_id))!.payload.message).toBe('<script>alert(1)</script>');
    }
  });

  it('takes names with full stops (Dr. Smith, J. R. St. John)', async () => {
    const res = await post(lead({ name: 'Dr.', last_name: 'J. R. St. John' }));
    expect(res.statusCode).toBe(201);
  });

  it('turns a Careers lead into General Enquiry with subcategory Career Enquiry', async () => {
    const res = await post(
      lead({ category: 'Careers', subcategory: null, message: 'Any openings?', car_id: null }),
    );
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().lead_id);
    expect(row).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    expect(row!.payload.category).toBe('General Enquiry');
  });

  it('keeps the message optional for request photos and service bookings, required on a test drive', async () => {
    for (const category of ['Request Photos', 'Service'])
      expect((await post(lead({ category, message: null }))).statusCode).toBe(201);
    expect((await post(lead({ category: 'Test Drive', message: null }))).json()).toEqual({
      message: 'Please enter a message.',
    });
  });
});

describe('POST /api/leads: non-final steps', () => {
  it('stores url, source, user_agent, car_id, car_dealership_id and lead_attributes in the payload', async () => {
    const step = {
      url: 'http://coastline-motor-group.localhost:8080/cars/x',
      user_agent: 'Mozilla/5.0',
      car_dealership_id: car.dealership_id,
      lead_attributes: { visited_pages: ['/', '/cars/x'], linked_query_params: { utm_source: 'google' } },
    };
    const res = await post(lead(step));
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().lead_id);
    expect(row!.payload).toMatchObject({ ...step, source: 'Website', car_id: car.id });
    expect(row!.dealership_id).toBe(car.dealership_id);
  });
});

describe('POST /api/leads: honeypot', () => {
  it('answers a filled honeypot like a stored lead but stores nothing', async () => {
    const before = await leadCount();
    const res = await post(lead({ [HONEYPOT_FIELD]: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().lead_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored(res.json().lead_id)).toBeNull();
    expect(await leadCount()).toBe(before);
  });
  it('stores a lead whose honeypot is empty, without the field', async () => {
    const res = await post(lead({ [HONEYPOT_FIELD]: '' }));
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().lead_id))!.payload).not.toHaveProperty(HONEYPOT_FIELD);
  });
});

describe('POST /api/leads: rate limit per IP', () => {
  it('answers 429 with a clear message and Retry-After after 3 leads a minute from one IP', async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < 3; i++) expect((await post(lead(), ip)).statusCode).toBe(201);
    const before = await leadCount();
    const res = await post(lead(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Too many enquiries in a short time. Please try again in a minute.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await leadCount()).toBe(before);
    expect((await post(lead(), '192.0.2.8')).statusCode).toBe(201);
  });

  it('answers a retry of a stored lead (same Idempotency-Key) past the limit, and nothing new', async () => {
    const ip = '192.0.2.9';
    const first = await post(lead({ message: 'retried' }), ip, 'retry-past-limit-0001');
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await post(lead(), ip)).statusCode).toBe(201);
    expect((await post(lead(), ip)).statusCode).toBe(429);
    const before = await leadCount();
    const retry = await post(lead({ message: 'retried' }), ip, 'retry-past-limit-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().lead_id).toBe(first.json().lead_id);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // A new key, or the same key with another lead, gets no way past the limit.
    expect((await post(lead(), ip, 'retry-past-limit-0002')).statusCode).toBe(429);
    expect((await post(lead({ message: 'other' }), ip, 'retry-past-limit-0001')).statusCode).toBe(422);
    expect(await leadCount()).toBe(before);
  });
});
