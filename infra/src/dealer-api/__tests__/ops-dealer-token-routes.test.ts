import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';

jest.setTimeout(60_000);

let t: TestApp;
let app: FastifyInstance;
/** Everything the server logs, at every level. */
const logs: string[] = [];
const ops = { authorization: `Bearer ${TEST_TOKEN}` };
const base = '/api/ops/dealerships/harbour-nissan/dealer-tokens';

beforeAll(async () => {
  t = await createTestApp({}, { logLines: logs });
  app = t.app;
});
afterAll(async () => t?.close());

const issue = (payload: object = {}, headers: Record<string, string> = ops, url = base) =>
  app.inject({ method: 'POST', url, headers, payload });

describe('/api/ops/dealerships/:slug/dealer-tokens', () => {
  it('issues a token once, lists the dealership’s tokens without it, revokes one; no log holds a token', async () => {
    const created = await issue({ label: 'DMS import' }, { ...ops, 'x-ops-actor': 'alice' });
    expect(created.statusCode).toBe(201);
    const issued = created.json();
    expect(issued).toEqual({
      id: expect.any(Number),
      dealership: 'harbour-nissan',
      label: 'DMS import',
      created_by: 'alice',
      created_at: expect.any(String),
      revoked_at: null,
      revoked_by: null,
      last_used_at: null,
      token: expect.stringMatching(/^dlr_[A-Za-z0-9_-]{43}$/),
    });
    const other = (await issue()).json();
    expect(other.created_by).toBe('ops-api');

    const listed = await app.inject({ method: 'GET', url: base, headers: ops });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().tokens.map((token: { id: number }) => token.id)).toEqual([issued.id, other.id]);
    expect(listed.body).not.toContain(issued.token.slice(4));
    expect(listed.body).not.toMatch(/sha256|dlr_/);

    const revoked = await app.inject({
      method: 'DELETE',
      url: `${base}/${issued.id}`,
      headers: { ...ops, 'x-ops-actor': 'bob' },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: issued.id, changed: true, revoked_by: 'bob' });
    expect(revoked.body).not.toContain('dlr_');
    const again = await app.inject({ method: 'DELETE', url: `${base}/${issued.id}`, headers: ops });
    expect(again.json()).toMatchObject({ changed: false, revoked_by: 'bob' });
    const after = (await app.inject({ method: 'GET', url: base, headers: ops })).json().tokens;
    expect(after[0]).toMatchObject({ id: issued.id, revoked_by: 'bob', revoked_at: expect.any(String) });
    expect(after[1]).toMatchObject({ id: other.id, revoked_at: null });

    const logged = logs.join('');
    expect(logged).toContain('dealer token issued');
    for (const token of [issued.token, other.token]) expect(logged).not.toContain(token.slice(4));
  });

  it('needs the ops token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      expect((await issue({}, headers)).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: base, headers })).statusCode).toBe(401);
      expect((await app.inject({ method: 'DELETE', url: `${base}/1`, headers })).statusCode).toBe(401);
    }
  });

  it('answers 404 for a dealership the platform does not have, or another dealership’s token', async () => {
    const missing = await issue({}, ops, '/api/ops/dealerships/harbour-nissun/dealer-tokens');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'No dealership "harbour-nissun" on this platform (sites list shows each site\'s dealerships)',
    });
    const list = await app.inject({
      method: 'GET',
      url: '/api/ops/dealerships/nope/dealer-tokens',
      headers: ops,
    });
    expect(list.statusCode).toBe(404);
    const nissan = (await issue()).json();
    const elsewhere = await app.inject({
      method: 'DELETE',
      url: `/api/ops/dealerships/tasman-subaru/dealer-tokens/${nissan.id}`,
      headers: ops,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(
      `No dealer token ${nissan.id} of tasman-subaru (dealer-tokens list tasman-subaru shows them)`,
    );
  });

  it('refuses what it does not take: an unknown field, a long label, an id that is not a number', async () => {
    expect((await issue({ token: 'mine' })).statusCode).toBe(400);
    expect((await issue({ label: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: `${base}/abc`, headers: ops })).statusCode).toBe(400);
  });
});
