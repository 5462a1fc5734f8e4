import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { CREATE_NEEDS_OPS_TOKEN } from '../named-ops-token-routes';

jest.setTimeout(60_000);

let t: TestApp;
let app: FastifyInstance;
/** Everything the server logs, at every level. */
const logs: string[] = [];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const root = bearer(TEST_TOKEN);

beforeAll(async () => {
  t = await createTestApp({}, { logLines: logs });
  app = t.app;
});
afterAll(async () => t?.close());

const create = (name: unknown, headers: Record<string, string> = root) =>
  app.inject({ method: 'POST', url: '/api/ops/ops-tokens', headers, payload: { name } as object });
const list = (headers: Record<string, string> = root) =>
  app.inject({ method: 'GET', url: '/api/ops/ops-tokens', headers });
const revoke = (name: string, headers: Record<string, string> = root) =>
  app.inject({ method: 'DELETE', url: `/api/ops/ops-tokens/${name}`, headers });
/** An ops action that records its actor: a dealer token issued (created_by). */
const issueDealerToken = (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/ops/dealerships/harbour-nissan/dealer-tokens',
    headers,
    payload: {},
  });

/** A new named token, created with the OPS_TOKEN. */
async function tokenOf(name: string): Promise<string> {
  const res = await create(name);
  expect(res.statusCode).toBe(201);
  return res.json().token;
}

describe('the ops API with named ops tokens', () => {
  it('takes a named token and records its name as the actor, whatever X-Ops-Actor claims', async () => {
    const alice = await tokenOf('alice');
    const platform = await app.inject({ url: '/api/ops/platform', headers: bearer(alice) });
    expect(platform.statusCode).toBe(200);
    expect(platform.json().token_name).toBe('alice');

    const claimed = await issueDealerToken({ ...bearer(alice), 'x-ops-actor': 'bob' });
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().created_by).toBe('alice');
    expect((await issueDealerToken(bearer(alice))).json().created_by).toBe('alice');
  });

  it('keeps the OPS_TOKEN as it was: its actor is the one it declares, else ops-api', async () => {
    expect((await issueDealerToken({ ...root, 'x-ops-actor': 'bob' })).json().created_by).toBe('bob');
    expect((await issueDealerToken(root)).json().created_by).toBe('ops-api');
    expect((await app.inject({ url: '/api/ops/platform', headers: root })).json().token_name).toBeNull();
  });

  it('refuses a revoked token from the next request on, and leaves the other tokens alone', async () => {
    const carol = await tokenOf('carol');
    const dan = await tokenOf('dan');
    expect((await app.inject({ url: '/api/ops/sites', headers: bearer(carol) })).statusCode).toBe(200);

    const revoked = await revoke('carol', { ...bearer(dan), 'x-ops-actor': 'someone-else' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ name: 'carol', changed: true, revoked_by: 'dan' });
    const refused = await app.inject({ url: '/api/ops/sites', headers: bearer(carol) });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer');
    expect(refused.json()).toEqual({
      message: 'The ops API needs Authorization: Bearer <OPS_TOKEN or a named ops token>',
    });
    expect((await app.inject({ url: '/api/ops/sites', headers: bearer(dan) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/ops/sites', headers: root })).statusCode).toBe(200);
    expect((await revoke('carol')).json()).toMatchObject({ changed: false, revoked_by: 'dan' });
  });

  it('refuses tokens it did not issue, and every ops route without a token', async () => {
    for (const headers of [
      {},
      bearer('wrong'),
      bearer(`dlops_${'A'.repeat(43)}`),
      { authorization: 'Basic YTpi' },
    ]) {
      expect((await app.inject({ url: '/api/ops/platform', headers })).statusCode).toBe(401);
      expect((await create('eve', headers)).statusCode).toBe(401);
      expect((await list(headers)).statusCode).toBe(401);
      expect((await revoke('alice', headers)).statusCode).toBe(401);
    }
  });
});

describe('/api/ops/ops-tokens', () => {
  it('creates tokens with the OPS_TOKEN only: a named token may not create one, even for itself', async () => {
    const frank = await tokenOf('frank');
    for (const name of ['frank-2', 'frank']) {
      const refused = await create(name, bearer(frank));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: CREATE_NEEDS_OPS_TOKEN });
    }
    expect((await list()).json().tokens.map((token: { name: string }) => token.name)).not.toContain(
      'frank-2',
    );
  });

  it('creates a full token unless the body asks for a read-only one, and no other access', async () => {
    const created = (body: object) =>
      app.inject({ method: 'POST', url: '/api/ops/ops-tokens', headers: root, payload: body });
    const full = await created({ name: 'judy' });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({ name: 'judy', access: 'full' });
    const readOnly = await created({ name: 'grafana', access: 'read' });
    expect(readOnly.statusCode).toBe(201);
    expect(readOnly.json()).toMatchObject({ name: 'grafana', access: 'read' });
    expect((await created({ name: 'ken', access: 'full' })).json()).toMatchObject({ access: 'full' });
    for (const access of ['admin', 'write', 'READ', null, true])
      expect((await created({ name: 'mallory', access })).statusCode).toBe(400);
    const names = (await list()).json().tokens.map((token: { name: string }) => token.name);
    expect(names).not.toContain('mallory');
  });

  it('lists the tokens without them, to any ops token', async () => {
    const grace = await tokenOf('grace');
    const listed = await list(bearer(grace));
    expect(listed.statusCode).toBe(200);
    expect(listed.json().tokens).toContainEqual({
      id: expect.any(Number),
      name: 'grace',
      access: 'full',
      created_by: 'ops-api',
      created_at: expect.any(String),
      revoked_at: null,
      revoked_by: null,
      last_used_at: expect.any(String), // this very request
    });
    expect(listed.body).not.toContain(grace.slice(6));
    expect(listed.body).not.toMatch(/sha256|dlops_/);
  });

  it('refuses a name with a live token (409), an unknown name (404) and a name out of its character set (400)', async () => {
    await tokenOf('heidi');
    const twice = await create('heidi');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      '"heidi" already has a live ops token: revoke it first (ops-tokens revoke heidi), or choose another name',
    );
    const unknown = await revoke('nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No ops token "nobody" (ops-tokens list shows them)' });
    for (const name of ['Heidi', '-x', 'a b', 'x'.repeat(65), '', 'ü', 42])
      expect((await create(name)).statusCode).toBe(400);
    expect((await revoke('Heidi')).statusCode).toBe(400);
  });

  it('logs who created and revoked which name, and which token each request carried, never a token', async () => {
    const ivan = await tokenOf('ivan');
    await issueDealerToken(bearer(ivan));
    await revoke('ivan', bearer(ivan));
    const lines = logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        ops: 'ops-token created',
        name: 'ivan',
        actor: 'ops-api',
        ops_token: 'OPS_TOKEN',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ ops: 'dealer-token issued', actor: 'ivan', ops_token: 'ivan' }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ ops: 'ops-token revoked', name: 'ivan', actor: 'ivan', ops_token: 'ivan' }),
    );
    const logged = logs.join('');
    expect(logged).not.toContain(ivan.slice(6));
    expect(logged).not.toContain(TEST_TOKEN);
  });
});
