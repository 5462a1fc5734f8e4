import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { DEALER_SINCE_MESSAGE } from '../dealer-api-routes';
import { testLead } from '../../test-support/test-lead';

jest.setTimeout(120_000);

let t: TestApp;
let mazdaToken: string;
let hyundaiToken: string;
const leadIds: Record<string, string> = {};

async function postLead(dealership: string, message: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress: `10.1.0.${Object.keys(leadIds).length + 1}`,
    headers: { host: 'coastline-motor-group.localhost:8080', 'content-type': 'application/json' },
    payload: testLead({
      category: 'General Enquiry',
      last_name: null,
      message,
      dealership_slug: dealership,
    }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().lead_id;
}

/** A token issued through the ops API, as `npm run platform -- dealer-token` does. */
async function issue(dealership: string): Promise<{ id: number; token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/ops/dealerships/${dealership}/dealer-tokens`,
    headers: { authorization: `Bearer ${TEST_TOKEN}` },
    payload: {},
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  mazdaToken = (await issue('coastline-mazda-maroochydore')).token;
  hyundaiToken = (await issue('coastline-hyundai-noosaville')).token;
  leadIds.mazda1 = await postLead('coastline-mazda-maroochydore', 'first');
  leadIds.hyundai = await postLead('coastline-hyundai-noosaville', 'other dealership');
  leadIds.mazda2 = await postLead('coastline-mazda-maroochydore', '<script>alert(1)</script>');
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('dealer leads API', () => {
  it('lists the dealership’s own leads, oldest first, with their delivery state', async () => {
    const res = await get('/api/dealer/leads', mazdaToken);
    expect(res.statusCode).toBe(200);
    const { leads } = res.json();
    expect(leads.map((l: { id: string }) => l.id)).toEqual([leadIds.mazda1, leadIds.mazda2]);
    expect(leads[1]).toMatchObject({
      category: 'General Enquiry',
      payload: { message: '<script>alert(1)</script>', dealership_slug: 'coastline-mazda-maroochydore' },
      delivery: { status: expect.any(String), attempts: expect.any(Number), channels: expect.any(Array) },
    });
    expect(leads[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('pages with since and limit', async () => {
    const first = (await get('/api/dealer/leads?limit=1', mazdaToken)).json().leads;
    expect(first.map((l: { id: string }) => l.id)).toEqual([leadIds.mazda1]);
    const since = encodeURIComponent(first[0].created_at);
    const rest = (await get(`/api/dealer/leads?since=${since}`, mazdaToken)).json().leads;
    expect(rest.map((l: { id: string }) => l.id)).toContain(leadIds.mazda2);
    expect((await get('/api/dealer/leads?since=yesterday', mazdaToken)).statusCode).toBe(400);
    expect((await get('/api/dealer/leads?limit=1000', mazdaToken)).json()).toEqual({
      message: 'limit must be 1 to 200',
    });
    expect((await get('/api/dealer/leads?limit=-1', mazdaToken)).statusCode).toBe(400);
  });

  it('pages through leads that share a millisecond without skipping any, with since and after', async () => {
    const ids = [
      await postLead('coastline-mazda-maroochydore', 'same moment a'),
      await postLead('coastline-mazda-maroochydore', 'same moment b'),
      await postLead('coastline-mazda-maroochydore', 'same moment c'),
    ];
    // Three leads of one millisecond, microseconds apart, so their order by time differs from their order by id.
    const moment = '2031-05-06T07:08:09.123';
    await t.app.platform.db.query(
      `UPDATE leads SET created_at = ($1 || lpad(((array_position($2::uuid[], id) * 337) % 1000)::text, 3, '0') || 'Z')::timestamptz
       WHERE id = ANY($2::uuid[])`,
      [moment, ids],
    );
    const seen: string[] = [];
    let page = '/api/dealer/leads?limit=1';
    for (let i = 0; i < 10; i++) {
      const [lead] = (await get(page, mazdaToken)).json().leads as { id: string; created_at: string }[];
      if (!lead) break;
      seen.push(lead.id);
      page = `/api/dealer/leads?limit=1&since=${encodeURIComponent(lead.created_at)}&after=${lead.id}`;
    }
    expect(seen).toEqual([leadIds.mazda1, leadIds.mazda2, ...[...ids].sort()]);
    // `since` alone starts at that millisecond: its leads come again rather than go missing.
    const again = (await get(`/api/dealer/leads?since=${moment}Z`, mazdaToken)).json().leads;
    expect(again.map((l: { id: string }) => l.id).sort()).toEqual([...ids].sort());
    expect(again[0].created_at).toBe(`${moment}Z`);
  });

  it('answers 400, never 500, for a since the database could not take or an after without since', async () => {
    const all = (await get('/api/dealer/leads', mazdaToken)).json().leads;
    expect((await get('/api/dealer/leads?since=0000-01-01T00:00:00Z', mazdaToken)).json().leads).toEqual(all);
    const longFraction = `2000-01-01T00:00:00.${'9'.repeat(18)}Z`;
    expect((await get(`/api/dealer/leads?since=${longFraction}`, mazdaToken)).json().leads).toEqual(all);
    const tooLong = await get(`/api/dealer/leads?since=2000-01-01T00:00:00.${'9'.repeat(500)}Z`, mazdaToken);
    expect(tooLong.statusCode).toBe(400);
    const leapSecond = await get('/api/dealer/leads?since=2016-12-31T23:59:60Z', mazdaToken);
    expect(leapSecond.statusCode).toBe(400);
    expect(leapSecond.json()).toEqual({ message: DEALER_SINCE_MESSAGE });
    const afterAlone = await get(`/api/dealer/leads?after=${leadIds.mazda1}`, mazdaToken);
    expect(afterAlone.json()).toEqual({ message: 'after needs since: the created_at of the lead it names' });
    expect((await get('/api/dealer/leads?since=2000-01-01T00:00:00Z&after=x', mazdaToken)).statusCode).toBe(
      400,
    );
  });

  it('says how to send an offset when its + arrived as a space, and takes it sent as %2B', async () => {
    const all = (await get('/api/dealer/leads', mazdaToken)).json().leads as {
      id: string;
      created_at: string;
    }[];
    const created = all[1]!.created_at;
    const local = new Date(Date.parse(created) + 11 * 3600_000).toISOString().replace('Z', '');
    const unencoded = await get(`/api/dealer/leads?since=${local}+11:00`, mazdaToken);
    expect(unencoded.statusCode).toBe(400);
    expect(unencoded.json()).toEqual({ message: DEALER_SINCE_MESSAGE });
    expect(DEALER_SINCE_MESSAGE).toMatch(/%2B/);
    const encoded = await get(`/api/dealer/leads?since=${local}%2B11:00`, mazdaToken);
    expect(encoded.json().leads.map((l: { id: string }) => l.id)).toEqual(
      all.filter((l) => l.created_at >= created).map((l) => l.id),
    );
  });

  it('reads one lead of the dealership, and answers 404 for another dealership’s or an unknown one', async () => {
    const own = await get(`/api/dealer/leads/${leadIds.hyundai}`, hyundaiToken);
    expect(own.statusCode).toBe(200);
    expect(own.json().payload.message).toBe('other dealership');
    const other = await get(`/api/dealer/leads/${leadIds.hyundai}`, mazdaToken);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: `No lead ${leadIds.hyundai}` });
    expect((await get(`/api/dealer/leads/${randomUUID()}`, mazdaToken)).statusCode).toBe(404);
    expect((await get("/api/dealer/leads/1' OR '1'='1", mazdaToken)).statusCode).toBe(404);
    const hyundaiList = (await get('/api/dealer/leads', hyundaiToken)).json().leads;
    expect(hyundaiList.map((l: { id: string }) => l.id)).toEqual([leadIds.hyundai]);
  });

  it('names the lead’s car as the dealer knows it (stock number, VIN), not only by the platform’s id', async () => {
    const feed = [
      {
        stocknum: 'KIA-77',
        vin: 'KNAPU81GBNA123456',
        dealership_slug: 'coastline-kia-birtinya',
        make: 'Kia',
        model: 'Sportage',
        year: 2022,
        price: 36990,
        car_type: 'used',
      },
    ];
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/ops/sites/coastline-motor-group/import',
      headers: { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/json' },
      payload: JSON.stringify(feed),
    });
    expect(imported.json()).toMatchObject({ inserted: 1, rejected: [] });
    const [car] = await t.app.platform.db.query<{ id: number; stocknum: string; vin: string | null }>(
      `SELECT id, stocknum, vin FROM cars WHERE stocknum = 'KIA-77'`,
    );
    const kiaToken = (await issue('coastline-kia-birtinya')).token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress: '10.1.0.99',
      headers: { host: 'coastline-motor-group.localhost:8080', 'content-type': 'application/json' },
      payload: testLead({ car_id: car!.id }),
    });
    expect(res.statusCode).toBe(201);
    const [lead] = (await get('/api/dealer/leads', kiaToken)).json().leads;
    expect(lead).toMatchObject({
      id: res.json().lead_id,
      car_id: car!.id,
      vehicle: {
        stocknum: 'KIA-77',
        vin: 'KNAPU81GBNA123456',
        year: 2022,
        make: 'Kia',
        model: 'Sportage',
        car_type: 'used',
        price: 36990,
      },
    });
    expect((await get(`/api/dealer/leads/${lead.id}`, kiaToken)).json().vehicle).toEqual(lead.vehicle);
    expect((await get(`/api/dealer/leads/${leadIds.mazda1}`, mazdaToken)).json().vehicle).toBeNull();
  });

  it('answers 401 without a token, or with a wrong one', async () => {
    for (const token of [undefined, 'nope', `${mazdaToken.slice(0, -1)}x`, `dlr_${'a'.repeat(43)}`]) {
      const res = await get('/api/dealer/leads', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'A valid dealer token is required: Authorization: Bearer <token>.',
      });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    expect((await get(`/api/dealer/leads/${leadIds.mazda1}`)).statusCode).toBe(401);
  });

  it('reads the Bearer scheme in any case, as the ops API does', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dealer/leads',
      headers: { authorization: `bearer ${mazdaToken}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('dealer tokens kept by the platform', () => {
  it('refuses a revoked token from the next request on, while the dealership’s other tokens keep working', async () => {
    const first = await issue('coastline-mazda-maroochydore');
    const second = await issue('coastline-mazda-maroochydore');
    expect((await get('/api/dealer/leads', first.token)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/ops/dealerships/coastline-mazda-maroochydore/dealer-tokens/${first.id}`,
      headers: { authorization: `Bearer ${TEST_TOKEN}` },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await get('/api/dealer/leads', first.token)).statusCode).toBe(401);
    expect((await get('/api/dealer/leads', second.token)).statusCode).toBe(200);
  });

  it('imports the tokens of a dealer-tokens.json in its DATA_DIR when it starts, so dealers keep them', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'dealer-tokens-import-'));
    const dataDir = path.join(root, 'data');
    await mkdir(dataDir);
    const token = `dlr_${'K'.repeat(43)}`;
    const sha256 = createHash('sha256').update(token).digest('hex');
    await writeFile(
      path.join(dataDir, 'dealer-tokens.json'),
      JSON.stringify([{ sha256, dealership_slug: 'tasman-subaru', created_at: '2025-06-01T00:00:00.000Z' }]),
    );
    const started = await createTestApp({ dataDir });
    try {
      const res = await started.app.inject({
        method: 'GET',
        url: '/api/dealer/leads',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(await readdir(dataDir)).toContain('dealer-tokens.json.imported');
      expect(await readdir(dataDir)).not.toContain('dealer-tokens.json');
    } finally {
      await started.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
