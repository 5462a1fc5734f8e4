import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { UNEXPECTED_ERROR } from '../../../../shared/src/rules/messages';
import { PAGE_ROUTE } from '../../routes/shell-page-routes';
import { cachedSitesRepository } from '../../sites/cached-sites-repository';
import type { SiteSummary, SitesRepository, Tenant } from '../../sites/sites-repository';
import { installErrorHandlers, UNAVAILABLE_MESSAGE } from '../error-handler';
import { requestTenant } from '../request-tenant';
import { htmlSchema } from '../schemas';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
const SITE: SiteSummary = {
  id: 1,
  slug: 'bay-motors',
  name: 'Bay Motors',
  template: 't',
  domains: [],
  dealerships: [],
};

/**
 * Sites as the cache holds them while the database is down: the list and the tenant, or nothing at all.
 * `calls` counts the lookups (each one a query, or a wait for the database, when not in memory).
 */
function sitesRepository(known: boolean, inMemory = false) {
  const calls = { list: 0, findBySlug: 0 };
  const orRefuse = <T>(value: T) => (known ? Promise.resolve(value) : Promise.reject(refused()));
  const tenant = { site: SITE, dealer: { phone: '02 9999 0000' } } as unknown as Tenant;
  const sites = {
    list: () => {
      calls.list += 1;
      return orRefuse([SITE]);
    },
    findBySlug: () => {
      calls.findBySlug += 1;
      return orRefuse(tenant);
    },
    ...(inMemory ? { inMemory: { list: () => [SITE], findBySlug: () => tenant } } : {}),
  } as unknown as SitesRepository;
  return { sites, calls };
}

/**
 * An app whose page route resolves its tenant as the real one does (`resolveFirst`), or not, then fails
 * with `failure`. `lines` gets what it logs.
 */
async function appWith(
  failure: () => Error,
  { sitesKnown = true, inMemory = false, resolveFirst = true, lines = [] as string[] } = {},
) {
  const { sites, calls } = sitesRepository(sitesKnown, inMemory);
  const logger: FastifyBaseLogger = pino({ level: 'info' }, { write: (line) => lines.push(line) });
  const app = Fastify({ loggerInstance: logger });
  app.decorate('platform', { sites } as never);
  installErrorHandlers(app);
  app.get(
    PAGE_ROUTE,
    { schema: { response: { 200: htmlSchema, 503: htmlSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      if (resolveFirst) await requestTenant(sites, request, reply);
      throw failure();
    },
  );
  app.get('/api/thing', async (_request, reply) => {
    // As the content routes do: cacheable, set before the data is read.
    reply.header('Cache-Control', 'public, max-age=60');
    throw failure();
  });
  await app.ready();
  return Object.assign(app, { calls }) as FastifyInstance & { calls: typeof calls };
}

/** The lines logged at warn and above, read. */
const warnings = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { stack?: string } })
    .filter((line) => line.level >= 40);

const page = (app: FastifyInstance, url = '/contact') =>
  app.inject({ url, headers: { host: 'bay-motors.localhost:8080', accept: 'text/html,*/*;q=0.8' } });

describe('installErrorHandlers', () => {
  it('answers a database that cannot be reached with 503, Retry-After and words a shopper can act on', async () => {
    const app = await appWith(refused);
    const api = await app.inject({ url: '/api/thing', headers: { host: 'bay-motors.localhost:8080' } });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('30');
    expect(api.json()).toEqual({ message: UNAVAILABLE_MESSAGE });

    const html = await page(app);
    expect(html.statusCode).toBe(503);
    expect(html.headers['retry-after']).toBe('30');
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('<h1>Briefly unavailable</h1>');
    expect(html.body).toContain(`<p>${UNAVAILABLE_MESSAGE}</p>`);
    expect(html.body).toContain('Call us on <a href="tel:+61299990000">02 9999 0000</a>.');
    expect(html.body).toContain('<meta name="robots" content="noindex">');
    await app.close();
  });

  it('puts the phone of the tenant the request resolved on the page, without looking it up again', async () => {
    const app = await appWith(refused);
    const html = await page(app);
    expect(html.body).toContain('Call us on <a href="tel:+61299990000">02 9999 0000</a>.');
    // The route's own lookup, and no other: during an outage a second one is one more database call.
    expect(app.calls).toEqual({ list: 1, findBySlug: 1 });
    await app.close();
  });

  it('takes the tenant from what the sites cache holds when the request had not resolved it, never a query', async () => {
    const cached = await appWith(refused, { resolveFirst: false, sitesKnown: false, inMemory: true });
    const html = await page(cached);
    expect(html.statusCode).toBe(503);
    expect(html.body).toContain('Call us on <a href="tel:+61299990000">02 9999 0000</a>.');
    expect(cached.calls).toEqual({ list: 0, findBySlug: 0 });
    await cached.close();

    // Nothing in memory (a repository without a cache): the page, without a phone, still without a query.
    const uncached = await appWith(refused, { resolveFirst: false });
    const plain = await page(uncached);
    expect(plain.statusCode).toBe(503);
    expect(plain.body).not.toContain('Call us');
    expect(uncached.calls).toEqual({ list: 0, findBySlug: 0 });
    await uncached.close();
  });

  it('asks a database that does not answer once per failed page, not a second time for the phone', async () => {
    // The site list was read before the outage; this site's tenant never was (no visitor since the start).
    const loads = { list: 0, findBySlug: 0 };
    const inner = {
      list: async () => (loads.list += 1) && [SITE],
      findBySlug: async () => {
        loads.findBySlug += 1;
        throw refused();
      },
    } as unknown as SitesRepository;
    const sites = cachedSitesRepository(inner);
    await sites.list();
    const app = Fastify({ logger: false });
    app.decorate('platform', { sites } as never);
    installErrorHandlers(app);
    app.get(PAGE_ROUTE, async (request, reply) => requestTenant(sites, request, reply));
    const html = await page(app);
    expect(html.statusCode).toBe(503);
    expect(html.body).toContain('<h1>Briefly unavailable</h1>');
    expect(loads).toEqual({ list: 1, findBySlug: 1 });
    await app.close();
  });

  it('logs an outage once, without a stack, however many requests it fails', async () => {
    const lines: string[] = [];
    const app = await appWith(refused, { lines });
    for (let i = 0; i < 30; i += 1) {
      expect((await page(app)).statusCode).toBe(503);
      expect((await app.inject({ url: '/api/thing' })).statusCode).toBe(503);
    }
    const logged = warnings(lines);
    expect(logged.map((line) => line.msg)).toEqual([
      expect.stringMatching(
        /^the database cannot be reached \(ECONNREFUSED: connect ECONNREFUSED 10\.0\.0\.5:5432\)/,
      ),
    ]);
    expect(logged[0]!.err).toBeUndefined();
    expect(app.databaseOutage.ongoing).toBe(true);
    await app.close();
  });

  it('logs every real fault as an error, with its stack', async () => {
    const lines: string[] = [];
    const app = await appWith(() => new Error('relation "secrets" does not exist'), { lines });
    for (let i = 0; i < 3; i += 1) await app.inject({ url: '/api/thing' });
    const logged = warnings(lines);
    expect(logged).toHaveLength(3);
    for (const line of logged) {
      expect(line).toMatchObject({ level: 50, msg: 'request failed' });
      expect(line.err?.stack).toContain('relation "secrets" does not exist');
    }
    expect(app.databaseOutage.ongoing).toBe(false);
    await app.close();
  });

  it('has no cache keep a failure as the answer, whatever the route had set', async () => {
    for (const failure of [refused, () => new Error('a fault')]) {
      const app = await appWith(failure);
      const api = await app.inject({ url: '/api/thing', headers: { host: 'bay-motors.localhost:8080' } });
      expect(api.headers['cache-control']).toBe('no-store');
      expect((await page(app)).headers['cache-control']).toBe('no-store');
      await app.close();
    }
  });

  it('answers a HEAD of a page as its GET: the page’s status, headers and type', async () => {
    const app = await appWith(refused);
    const head = await app.inject({
      method: 'HEAD',
      url: '/contact',
      headers: { host: 'bay-motors.localhost:8080', accept: 'text/html' },
    });
    const get = await page(app);
    expect(head.statusCode).toBe(503);
    expect(head.headers['retry-after']).toBe('30');
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body).toBe('');
    await app.close();
  });

  it('still answers the page, without a phone, for a site it cannot read either', async () => {
    const app = await appWith(refused, { sitesKnown: false });
    const html = await page(app);
    expect(html.statusCode).toBe(503);
    expect(html.body).toContain('<h1>Briefly unavailable</h1>');
    expect(html.body).not.toContain('Call us');
    expect(html.body).toContain('<a href="/">Go to the home page</a>');
    await app.close();
  });

  it('answers any other fault 500: JSON for the API, the spec’s words on a page, nothing of the fault shown', async () => {
    const app = await appWith(() => new Error('relation "secrets" does not exist'));
    const api = await app.inject({ url: '/api/thing' });
    expect(api.statusCode).toBe(500);
    expect(api.headers['retry-after']).toBeUndefined();
    expect(api.json()).toEqual({ message: 'Internal server error' });

    const html = await page(app);
    expect(html.statusCode).toBe(500);
    expect(html.body).toContain('<h1>Something went wrong</h1>');
    expect(html.body).toContain(`<p>${UNEXPECTED_ERROR}</p>`);
    expect(html.body).not.toContain('secrets');
    // An API client asking the page route for JSON gets JSON.
    const json = await app.inject({ url: '/contact', headers: { accept: 'application/json' } });
    expect(json.json()).toEqual({ message: 'Internal server error' });
    await app.close();
  });
});
