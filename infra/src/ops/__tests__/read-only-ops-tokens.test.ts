import type { InjectOptions } from 'fastify';
import type { Db } from '../../db/db';
import { storeLeadFromAnotherServer } from '../../lead-delivery/testing/lead-from-another-server';
import { READ_ONLY_ACCESS } from '../../routes/ops-route-access';
import { fakeRemoteBuild } from '../../test-support/fake-builds';
import { createTestApp, TEST_TOKEN, waitForSearchIndex, type TestApp } from '../../test-support/test-app';
import { testLead } from '../../test-support/test-lead';
import { encodeFiles } from '../decode-files';
import { CREATE_NEEDS_OPS_TOKEN } from '../named-ops-token-routes';

jest.setTimeout(120_000);

const HOUR = 60 * 60 * 1000;
const SITE = 'harbour-nissan';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A platform with something for every ops route to act on, and a read-only and a full named token. */
interface Fixture {
  t: TestApp;
  logs: string[];
  /** mf-search's versions: `older` was promoted before `live`. */
  older: string;
  live: string;
  /** The site's document with a new name: what a put would change. */
  renamed: object;
  failedLead: string;
  deliveredLead: string;
  dealerTokenId: number;
  /** A confirmed reservation (of no car: cancelling it changes only its own row). */
  reservationId: string;
  readOnlyToken: string;
  fullToken: string;
}

async function fixture(): Promise<Fixture> {
  const logs: string[] = [];
  // The delivery worker runs once when the app is ready, then sleeps an hour unless woken.
  const t = await createTestApp(
    { leadDelivery: { pollMs: HOUR, backoff: { baseMs: HOUR, capMs: HOUR } } },
    { logLines: logs },
  );
  await waitForSearchIndex(t.app);
  const { registry, db } = t.app.platform;
  const versions: string[] = [];
  for (const marker of ['one', 'two']) {
    const { version } = await registry.publish('mf-search', fakeRemoteBuild('mf-search', { marker }), 'test');
    await registry.promote('mf-search', version, 'test');
    versions.push(version);
  }
  const root = (request: InjectOptions) =>
    t.app.inject({ ...request, headers: { ...bearer(TEST_TOKEN), ...request.headers } });
  const document = (await root({ url: `/api/ops/sites/${SITE}` })).json();
  const tokenOf = async (name: string, access?: 'read') =>
    (await root({ method: 'POST', url: '/api/ops/ops-tokens', payload: { name, access } })).json().token;
  const [failedLead, deliveredLead] = [await lead(t), await lead(t)];
  await db.query(`UPDATE leads SET delivery_status = 'failed' WHERE id = $1`, [failedLead]);
  await db.query(`UPDATE leads SET delivery_status = 'delivered', delivered_at = now() WHERE id = $1`, [
    deliveredLead,
  ]);
  await tokenOf('leaver');
  const [reservation] = await db.query<{ id: string }>(
    `INSERT INTO reservations (id, site_id, car_slug, car_name, kind, name, email, phone, deposit_cents,
       payment_provider, payment_reference, lead_id)
     SELECT gen_random_uuid(), s.id, 'a-car-1', 'A car', 'reserve', 'Jo', 'jo@example.com', '0412345678', 50000,
       'test', 'ch_test_${'0'.repeat(24)}', $2::uuid
     FROM sites s WHERE s.slug = $1 RETURNING id::text`,
    [SITE, deliveredLead],
  );
  return {
    t,
    logs,
    older: versions[0]!,
    live: versions[1]!,
    renamed: { ...document, site: { ...document.site, name: `${document.site.name} (renamed)` } },
    failedLead,
    deliveredLead,
    dealerTokenId: (
      await root({ method: 'POST', url: `/api/ops/dealerships/${SITE}/dealer-tokens`, payload: {} })
    ).json().id,
    reservationId: reservation!.id,
    readOnlyToken: await tokenOf('grafana', 'read'),
    fullToken: await tokenOf('ci-deploy'),
  };
}

/** A lead stored without waking this server's delivery worker. */
const lead = (t: TestApp) => storeLeadFromAnotherServer(t.app.platform, SITE, testLead());

/** One call of each ops route, and the status it answers to a caller that may make it. */
interface Call {
  request: (f: Fixture) => InjectOptions;
  done: number;
}
const get = (url: string): Call => ({ request: () => ({ url }), done: 200 });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, done: number, payload?: object): Call => ({
  request: () => ({ method, url, ...(payload ? { payload } : {}) }),
  done,
});

/** In this order, a caller that may make every call gets `done` from each. */
const CALLS: Record<keyof typeof READ_ONLY_ACCESS, Call> = {
  'GET /api/ops/platform': get('/api/ops/platform'),
  'GET /api/ops/remotes': get('/api/ops/remotes'),
  'POST /api/ops/remotes/:remote/publish': send('POST', '/api/ops/remotes/mf-search/publish', 201, {
    files: encodeFiles(fakeRemoteBuild('mf-search', { marker: 'three' })),
  }),
  'POST /api/ops/remotes/:remote/promote': {
    request: (f) => ({
      method: 'POST',
      url: '/api/ops/remotes/mf-search/promote',
      payload: { version: f.older },
    }),
    done: 200,
  },
  'POST /api/ops/remotes/:remote/rollback': send('POST', '/api/ops/remotes/mf-search/rollback', 200, {}),
  'POST /api/ops/remotes/:remote/retire': {
    request: (f) => ({
      method: 'POST',
      url: '/api/ops/remotes/mf-search/retire',
      payload: { version: f.older },
    }),
    done: 200,
  },
  'GET /api/ops/sites': get('/api/ops/sites'),
  'GET /api/ops/sites/:slug': get(`/api/ops/sites/${SITE}`),
  'PUT /api/ops/sites/:slug': {
    request: (f) => ({ method: 'PUT', url: `/api/ops/sites/${SITE}`, payload: f.renamed }),
    done: 200,
  },
  'POST /api/ops/sites/:slug/import': {
    request: () => ({
      method: 'POST',
      url: `/api/ops/sites/${SITE}/import`,
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    }),
    done: 200,
  },
  'POST /api/ops/seed': send('POST', '/api/ops/seed', 200, { cars: 1, reset: true }),
  'GET /api/ops/search': get('/api/ops/search'),
  'POST /api/ops/search/reindex': send('POST', '/api/ops/search/reindex', 202),
  'GET /api/ops/leads/delivery': get('/api/ops/leads/delivery'),
  'POST /api/ops/leads/:id/retry': {
    request: (f) => ({ method: 'POST', url: `/api/ops/leads/${f.failedLead}/retry` }),
    done: 200,
  },
  'POST /api/ops/leads/retry': send('POST', '/api/ops/leads/retry', 200, { scope: 'failed' }),
  'POST /api/ops/leads/resend': {
    request: (f) => ({
      method: 'POST',
      url: '/api/ops/leads/resend',
      payload: { lead_ids: [f.deliveredLead] },
    }),
    done: 200,
  },
  'GET /api/ops/reservations': get('/api/ops/reservations'),
  'POST /api/ops/reservations/:id/cancel': {
    request: (f) => ({
      method: 'POST',
      url: `/api/ops/reservations/${f.reservationId}/cancel`,
      payload: { refund: true },
    }),
    done: 200,
  },
  'POST /api/ops/dealerships/:slug/dealer-tokens': send(
    'POST',
    `/api/ops/dealerships/${SITE}/dealer-tokens`,
    201,
    {},
  ),
  'GET /api/ops/dealerships/:slug/dealer-tokens': get(`/api/ops/dealerships/${SITE}/dealer-tokens`),
  'DELETE /api/ops/dealerships/:slug/dealer-tokens/:id': {
    request: (f) => ({
      method: 'DELETE',
      url: `/api/ops/dealerships/${SITE}/dealer-tokens/${f.dealerTokenId}`,
    }),
    done: 200,
  },
  'GET /api/ops/dealerships/:slug/webhook-secret': get(`/api/ops/dealerships/${SITE}/webhook-secret`),
  'POST /api/ops/dealerships/:slug/webhook-secret/rotate': send(
    'POST',
    `/api/ops/dealerships/${SITE}/webhook-secret/rotate`,
    200,
    {},
  ),
  'POST /api/ops/ops-tokens': send('POST', '/api/ops/ops-tokens', 201, { name: 'newcomer' }),
  'GET /api/ops/ops-tokens': get('/api/ops/ops-tokens'),
  'DELETE /api/ops/ops-tokens/:name': send('DELETE', '/api/ops/ops-tokens/leaver', 200),
};

const calls = Object.entries(CALLS) as [keyof typeof READ_ONLY_ACCESS, Call][];

function call(f: Fixture, token: string, { request }: Call) {
  const options = request(f);
  return f.t.app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
}

/** Every row of every table (but when a token was last used, which any request with it may note). */
async function everyRow(db: Db): Promise<Record<string, unknown>> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables) {
    const [result] = await db.query<{ rows: unknown }>(
      `SELECT coalesce(jsonb_agg(to_jsonb(t) - 'last_used_at' ORDER BY to_jsonb(t)::text), '[]') AS rows
       FROM "${name}" t`,
    );
    rows[name] = result!.rows;
  }
  return rows;
}

describe('a read-only named ops token', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture();
  });
  afterAll(async () => f?.t.close());

  it('reads every route the table lets it read', async () => {
    const readable = calls.filter(([route]) => READ_ONLY_ACCESS[route].allowed);
    expect(readable.map(([route]) => route)).toEqual([
      'GET /api/ops/platform',
      'GET /api/ops/remotes',
      'GET /api/ops/sites',
      'GET /api/ops/search',
      'GET /api/ops/leads/delivery',
      'GET /api/ops/reservations',
      'GET /api/ops/dealerships/:slug/dealer-tokens',
      'GET /api/ops/ops-tokens',
    ]);
    for (const [route, made] of readable) {
      const res = await call(f, f.readOnlyToken, made);
      expect([route, res.statusCode]).toEqual([route, 200]);
    }
    const head = await f.t.app.inject({
      method: 'HEAD',
      url: '/api/ops/remotes',
      headers: bearer(f.readOnlyToken),
    });
    expect(head.statusCode).toBe(200);
  });

  it('is told it is read-only, and whom it acts as', async () => {
    const platform = await call(f, f.readOnlyToken, CALLS['GET /api/ops/platform']);
    expect(platform.json()).toMatchObject({ token_name: 'grafana', token_access: 'read' });
    const listed = await call(f, f.readOnlyToken, CALLS['GET /api/ops/ops-tokens']);
    expect(listed.json().tokens).toContainEqual(expect.objectContaining({ name: 'grafana', access: 'read' }));
  });

  it('sees the search state without its keys, which a full token sees', async () => {
    const search = await call(f, f.readOnlyToken, CALLS['GET /api/ops/search']);
    expect(search.json()).toMatchObject({ indexer: { built: true }, credentials: null });
    const { adminKey, searchKey } = f.t.app.searchService.credentials;
    for (const key of [adminKey, searchKey]) expect(search.body).not.toContain(key);
    const full = await call(f, f.fullToken, CALLS['GET /api/ops/search']);
    expect(full.json().credentials).toMatchObject({ adminKey, searchKey });
  });

  it('is refused (403) every route that changes something or reveals a secret, and nothing changes', async () => {
    const before = await everyRow(f.t.app.platform.db);
    const indexer = f.t.app.searchService.indexer.status();
    const refused = calls.filter(([route]) => !READ_ONLY_ACCESS[route].allowed);
    expect(refused).toHaveLength(calls.length - 8);
    for (const [route, made] of refused) {
      const res = await call(f, f.readOnlyToken, made);
      expect([route, res.statusCode]).toEqual([route, 403]);
      expect(res.json()).toEqual({
        message: `The ops token "grafana" is read-only: ${route} ${READ_ONLY_ACCESS[route].what}. Use a full ops token or the OPS_TOKEN.`,
      });
    }
    const head = await f.t.app.inject({
      method: 'HEAD',
      url: `/api/ops/sites/${SITE}`,
      headers: bearer(f.readOnlyToken),
    });
    expect(head.statusCode).toBe(403);
    expect(await everyRow(f.t.app.platform.db)).toEqual(before);
    expect(f.t.app.searchService.indexer.status()).toMatchObject({
      run: indexer.run,
      requested: indexer.requested,
    });
  });

  it('logs each refusal with the token’s name, never the token', () => {
    const lines = f.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        ops: 'read-only refused',
        ops_token: 'grafana',
        refused: expect.stringMatching(/^POST \/api\/ops\/remotes\/:remote\/rollback /),
        msg: 'read-only ops token refused',
      }),
    );
    expect(f.logs.join('')).not.toContain(f.readOnlyToken.slice(6));
  });
});

describe.each([
  ['a full named ops token', (f: Fixture) => f.fullToken],
  ['the OPS_TOKEN', () => TEST_TOKEN],
])('%s', (_caller, tokenOf) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture();
  });
  afterAll(async () => f?.t.close());

  it('still calls every ops route', async () => {
    const token = tokenOf(f);
    for (const [route, made] of calls) {
      const res = await call(f, token, made);
      // Only the OPS_TOKEN creates named tokens (named-ops-token-routes.ts), whatever a named one's access.
      if (route === 'POST /api/ops/ops-tokens' && token !== TEST_TOKEN) {
        expect(res.json()).toEqual({ message: CREATE_NEEDS_OPS_TOKEN });
        continue;
      }
      expect([route, res.statusCode]).toEqual([route, made.done]);
    }
  });
});
