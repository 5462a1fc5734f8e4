import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createDealerTokenStore } from '../dealer-tokens';
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

beforeAll(async () => {
  t = await createTestApp();
  const store = createDealerTokenStore(t.config.dataDir);
  mazdaToken = await store.issue('coastline-mazda-maroochydore');
  hyundaiToken = await store.issue('coastline-hyundai-noosaville');
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

  it('answers 401 without a token, with a wrong one, or one for a dealership that does not exist', async () => {
    const ghost = await createDealerTokenStore(t.config.dataDir).issue('no-such-dealership');
    for (const token of [undefined, 'nope', `${mazdaToken.slice(0, -1)}x`, ghost]) {
      const res = await get('/api/dealer/leads', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'A valid dealer token is required: Authorization: Bearer <token>.',
      });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    expect((await get(`/api/dealer/leads/${leadIds.mazda1}`)).statusCode).toBe(401);
  });
});
