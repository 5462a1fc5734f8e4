import { testLead } from '../../test-support/test-lead';
import { REMOTE_NAMES } from '../../../../shared/src/platform/remotes';
import { mulberry32 } from '../../inventory/prng';
import { fakeRemoteBuild } from '../../test-support/fake-builds';
import { createTestApp, waitForSearchIndex, type TestApp } from '../../test-support/test-app';
import type { FuzzContext } from '../fuzz/fuzz-context';
import { fuzzRequest, RAW_PATHS, type FuzzRequest } from '../fuzz/fuzz-request';
import { MARKUP_MARKER } from '../fuzz/hostile-values';

/**
 * Issue 9 point 5: FUZZ_REQUESTS (default 10,000) malformed or hostile requests across every route the app
 * registered (enumerated, so new endpoints are fuzzed without editing this file), from FUZZ_SEED (default:
 * random, printed; set it to replay a failure). Asserts: no 5xx, nothing stored from a refused request,
 * markup never reflected into an HTML answer, every JSON answer parses, and the app still works afterwards.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Tables a public request can write to; a refused request must not change them. */
const STORED = ['leads', 'reservations', 'valuations', 'phone_reveals', 'miscellaneous'];

// 10,000 requests took 215-290 s on the 2-core VM shared by five test runs (load average 16); most of it is
// loading the tenant per request (sites.findBySlug). The timeout leaves room for such a machine.
jest.setTimeout(900_000);

let t: TestApp;
let context: FuzzContext;

async function countRows(): Promise<string> {
  const tables = await t.app.platform.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_name = ANY($1)`,
    [STORED],
  );
  const [row] = await t.app.platform.db.query<Record<string, string>>(
    `SELECT ${tables.map(({ name }) => `(SELECT count(*) FROM ${name}) AS ${name}`).join(', ')}`,
  );
  return JSON.stringify(row);
}

beforeAll(async () => {
  process.env.LEAD_RATE_LIMIT_PER_IP = '0';
  process.env.LEAD_RATE_LIMIT_PER_SITE = '0';
  t = await createTestApp({ demoCars: 200, leadDelivery: { enabled: false } });
  for (const remote of REMOTE_NAMES) {
    const { version } = await t.app.platform.registry.publish(remote, fakeRemoteBuild(remote), 'test');
    await t.app.platform.registry.promote(remote, version, 'test');
  }
  await waitForSearchIndex(t.app);
  const db = t.app.platform.db;
  const cars = await db.query<{ id: number; slug: string; dealership_id: number; site_id: number }>(
    `SELECT c.id, c.slug, c.dealership_id, d.site_id FROM cars c JOIN dealerships d ON d.id = c.dealership_id
     JOIN sites s ON s.id = d.site_id WHERE s.slug = 'coastline-motor-group' ORDER BY c.id LIMIT 20`,
  );
  const locations = await db.query<{ slug: string }>(`SELECT slug FROM locations ORDER BY id LIMIT 10`);
  const config = (await t.app.inject({ url: '/api/site-config?site=coastline-motor-group' })).json();
  const car = cars[0]!;
  context = {
    hosts: [
      'coastline-motor-group.localhost:8080',
      'harbour-nissan.localhost:8080',
      'www.tasmansubaru.com.au',
    ],
    carIds: cars.map((c) => c.id),
    carSlugs: cars.map((c) => c.slug),
    locationSlugs: locations.map((l) => l.slug),
    remoteNames: [...REMOTE_NAMES],
    search: {
      appId: config.site.search.appId,
      apiKey: config.site.search.apiKey,
      indexName: config.site.search.indexName,
    },
    params: {
      id: cars.map((c) => String(c.id)),
      slug: cars.map((c) => c.slug),
      location: locations.map((l) => l.slug),
      remote: [...REMOTE_NAMES],
      indexName: [config.site.search.indexName],
      objectID: cars.map((c) => String(c.id)),
    },
    bodies: {
      '/api/leads': testLead({ car_id: car.id }),
      '/api/cars/:id/reveal': { car_id: car.id, dealership_id: car.dealership_id, website_id: car.site_id },
      '/api/cars/:slug/reservations': {
        kind: 'reserve',
        name: 'Jo',
        last_name: 'Citizen',
        email: 'jo@example.com',
        phone: '0412 345 678',
        postcode: '4000',
        terms_conditions: true,
        payment: {
          card_number: '4000 0000 0000 0002',
          expiry: '12/30',
          cvc: '123',
          name_on_card: 'Jo Citizen',
        },
      },
      '/api/valuations/rego-lookup': { rego: 'ABC123', regoState: 'QLD' },
      '/api/telemetry': { type: 'remote-failed', remote: 'mf-search', reason: 'manifest' },
    },
  };
});
afterAll(async () => t?.close());

interface Failure {
  key: string;
  detail: string;
}

/** What is wrong with one answer (empty when nothing is). */
async function check(
  request: FuzzRequest,
  before: string | null,
): Promise<{ status: number; problems: string[] }> {
  const res = await t.app.inject(request);
  const problems: string[] = [];
  const type = String(res.headers['content-type'] ?? '');
  // /readyz answers 503 by design while the platform is not ready (no other route may).
  const notReady = res.statusCode === 503 && request.url.startsWith('/readyz');
  if (res.statusCode >= 500 && !notReady)
    problems.push(`status ${res.statusCode}: ${res.body.slice(0, 200)}`);
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (/json/.test(type) && res.body) {
    try {
      JSON.parse(res.body);
    } catch {
      problems.push('JSON answer does not parse');
    }
  }
  const reflected = new RegExp(`<(script|img|svg)[^>]*>?[^<]*${MARKUP_MARKER}|on\\w+=${MARKUP_MARKER}`, 'i');
  if (/html|svg|xml/.test(type) && reflected.test(res.body)) problems.push(`markup reflected in ${type}`);
  if (before !== null && res.statusCode >= 400) {
    const after = await countRows();
    if (after !== before) problems.push(`stored on ${res.statusCode}: ${before} → ${after}`);
  }
  return { status: res.statusCode, problems };
}

it(`survives ${REQUESTS} hostile requests across every route`, async () => {
  console.info(
    `fuzz: seed ${SEED} (replay: FUZZ_SEED=${SEED} npx jest infra/src/security/__tests__/fuzz.test.ts)`,
  );
  const random = mulberry32(SEED);
  const routes = t.app.routeList;
  const failures = new Map<string, Failure>();
  const byRoute = new Map<string, number>();
  const slow = new Map<string, number>();
  const started = Date.now();
  let sent = 0;
  let before = await countRows();
  const record = (request: FuzzRequest, problems: string[], index: number) => {
    for (const problem of problems) {
      const key = `${request.method} ${request.url.split('?')[0]!.slice(0, 80)} ${problem.slice(0, 40)}`;
      if (!failures.has(key))
        failures.set(key, {
          key,
          detail: `#${index} ${request.strategy} ${JSON.stringify(request).slice(0, 1500)}: ${problem}`,
        });
    }
  };
  for (const path of RAW_PATHS) {
    const request: FuzzRequest = {
      method: 'GET',
      url: path,
      headers: { host: context.hosts[0]! },
      strategy: 'raw-path',
    };
    record(request, (await check(request, null)).problems, -1);
    sent++;
  }
  for (let i = 0; sent < REQUESTS; i++) {
    const route = routes[Math.floor(random() * routes.length)]!;
    const request = fuzzRequest(route, random, context);
    const writes = request.method !== 'GET' && request.method !== 'OPTIONS';
    const t0 = performance.now();
    const { status, problems } = await check(request, writes ? before : null);
    slow.set(
      `${route.method} ${route.url}`,
      (slow.get(`${route.method} ${route.url}`) ?? 0) + performance.now() - t0,
    );
    // A refused request was just checked to have changed nothing; an accepted one may have stored rows.
    if (writes && (status < 400 || problems.length)) before = await countRows();
    record(request, problems, i);
    const routeKey = `${route.method} ${route.url}`;
    byRoute.set(routeKey, (byRoute.get(routeKey) ?? 0) + 1);
    sent++;
  }
  const seconds = (Date.now() - started) / 1000;
  console.info(
    `fuzz: ${sent} requests over ${byRoute.size} routes in ${seconds.toFixed(1)} s (seed ${SEED}); ` +
      `${failures.size} distinct failures`,
  );
  if (process.env.FUZZ_PROFILE)
    console.info(
      [...slow]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`)
        .join('\n'),
    );
  const health = await t.app.inject({ url: '/healthz' });
  expect(health.statusCode).toBe(200);
  const lead = await t.app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { host: context.hosts[0]! },
    payload: context.bodies['/api/leads'] as object,
  });
  expect(lead.statusCode).toBe(201);
  expect(byRoute.size).toBe(routes.length);
  expect(
    [...failures.values()].map((failure) => failure.detail).slice(0, Number(process.env.FUZZ_SHOW ?? 30)),
  ).toEqual([]);
});
