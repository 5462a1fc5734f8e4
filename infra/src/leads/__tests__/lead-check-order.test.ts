import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LeadSubmission } from '../../../../shared/src/domain/vehicle';
import { localDateTime } from '../../../../shared/src/rules/local-time';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testLead } from '../../test-support/test-lead';
import { createLeadsRepository } from '../leads-repository';

jest.setTimeout(120_000);

/**
 * POST /api/leads with a real captcha provider's rule (siteverify, each token good once) and the booking
 * checks: the captcha is asked last, so a lead refused by another check goes through on its retry with the
 * same token; a test drive or service booking names a day and time the location can meet.
 */
const COASTLINE = 'coastline-motor-group.localhost:8080';
const MAZDA = 'coastline-mazda-maroochydore';
const KIA = 'coastline-kia-birtinya';
const PAST = 'Please choose today or a later day.';
const OUTSIDE = 'We are not open at the time you chose on that day. Please choose another time.';

let t: TestApp;
let provider: Server;
const spentTokens = new Set<string>();
let token = 0;
const saved = { ...process.env };

beforeAll(async () => {
  // A siteverify provider that accepts each token once, as reCAPTCHA, hCaptcha and Turnstile do.
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const answer = new URLSearchParams(body).get('response') ?? '';
      const success = answer !== '' && !spentTokens.has(answer);
      spentTokens.add(answer);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success }));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  Object.assign(process.env, {
    CAPTCHA_SECRET: 'test-secret',
    CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    LEAD_RATE_LIMIT_PER_IP: '0',
  });
  t = await createTestApp({ leadDelivery: { enabled: false } });
});
afterAll(async () => {
  process.env = saved;
  await t?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

/** A new token of the provider's widget. */
const newToken = () => `token-${++token}`;

const testDrive = (params: LeadSubmission['params'], captcha: string): LeadSubmission =>
  testLead({
    category: 'Test Drive',
    params: { location: MAZDA, ...params, captcha_token: captcha, terms_conditions: true },
  });

const post = (body: LeadSubmission) =>
  t.app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { host: COASTLINE, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** YYYY-MM-DD `days` from today in Brisbane (the coastline locations' time zone). */
function brisbaneDay(days: number): string {
  const today = localDateTime(new Date(), 'Australia/Brisbane').date;
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day from a week ahead with the weekday (0 Sunday) and no holiday hours at the location. */
async function nextPlainDay(weekday: number, locationSlug: string): Promise<string> {
  const tenant = await t.app.platform.sites.findBySlug('coastline-motor-group');
  const location = tenant!.dealer.locations.find((l) => l.slug === locationSlug)!;
  const holidays = new Set(location.special_hours.map((h) => h.date));
  for (let days = 7; ; days++) {
    const date = brisbaneDay(days);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday && !holidays.has(date)) return date;
  }
}

describe('POST /api/leads: the captcha is checked last', () => {
  it.each([
    ['an unknown location', { location: 'nowhere' }, 'Unknown location for this site.'],
    ['a day before today', { preferredDate: brisbaneDay(-3) }, PAST],
  ])('takes the retry of a lead refused for %s with the same token', async (_, wrong, message) => {
    const captcha = newToken();
    const refused = await post(testDrive(wrong, captcha));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    const retried = await post(testDrive({ preferredDate: brisbaneDay(1) }, captcha));
    expect(retried.statusCode).toBe(201);
  });

  it('still refuses a token the provider has seen', async () => {
    const captcha = newToken();
    expect((await post(testDrive({}, captcha))).statusCode).toBe(201);
    const again = await post(testDrive({}, captcha));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Please confirm you are not a robot.');
  });
});

describe('POST /api/leads: the day and time of a booking', () => {
  it("refuses a day before the location's today and takes today", async () => {
    const past = await post(testDrive({ preferredDate: brisbaneDay(-1) }, newToken()));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ message: PAST });
    const today = await post(testDrive({ preferredDate: brisbaneDay(0) }, newToken()));
    expect(today.statusCode).toBe(201);
  });

  it("refuses a slot outside the location's hours, and stores one inside them", async () => {
    const wednesday = await nextPlainDay(3, MAZDA);
    const repository = createLeadsRepository(t.app.platform.db);
    for (const time of ['06:00', '17:30', '10:15']) {
      const res = await post(
        testDrive({ preferredDate: wednesday, dateTime: `${wednesday}T${time}` }, newToken()),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: OUTSIDE });
    }
    const sunday = await nextPlainDay(0, MAZDA);
    const closed = await post(testDrive({ preferredDate: sunday, dateTime: `${sunday}T10:00` }, newToken()));
    expect(closed.json()).toEqual({ message: OUTSIDE });
    const res = await post(
      testDrive({ preferredDate: wednesday, dateTime: `${wednesday}T10:00` }, newToken()),
    );
    expect(res.statusCode).toBe(201);
    const stored = await repository.findById(res.json().lead_id);
    expect(stored!.payload.params).toMatchObject({
      preferredDate: wednesday,
      dateTime: `${wednesday}T10:00`,
    });
  });

  it('takes a time in words, and any time where the location publishes no hours for the department', async () => {
    const sunday = await nextPlainDay(0, MAZDA);
    const inWords = await post(testDrive({ preferredDate: sunday, dateTime: 'Sunday morning' }, newToken()));
    expect(inWords.statusCode).toBe(201);
    const service = testLead({
      category: 'Service',
      message: null,
      params: {
        location: KIA,
        preferredDate: sunday,
        dateTime: `${sunday}T06:00`,
        captcha_token: newToken(),
        terms_conditions: true,
      },
    });
    expect((await post(service)).statusCode).toBe(201);
  });
});
