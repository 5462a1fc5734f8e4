import Fastify, { type FastifyInstance } from 'fastify';
import { UNEXPECTED_ERROR } from '../../../../shared/src/rules/messages';
import { PAGE_ROUTE } from '../../routes/shell-page-routes';
import type { SiteSummary, SitesRepository, Tenant } from '../../sites/sites-repository';
import { installErrorHandlers, UNAVAILABLE_MESSAGE } from '../error-handler';
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

/** Sites as the cache holds them while the database is down: the list and the tenant, or nothing at all. */
function sitesRepository(known: boolean): SitesRepository {
  const orRefuse = <T>(value: T) => (known ? Promise.resolve(value) : Promise.reject(refused()));
  return {
    list: () => orRefuse([SITE]),
    findBySlug: () => orRefuse({ site: SITE, dealer: { phone: '02 9999 0000' } } as unknown as Tenant),
  } as unknown as SitesRepository;
}

async function appWith(failure: () => Error, sitesKnown = true): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('platform', { sites: sitesRepository(sitesKnown) } as never);
  installErrorHandlers(app);
  app.get(
    PAGE_ROUTE,
    { schema: { response: { 200: htmlSchema, 503: htmlSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      throw failure();
    },
  );
  app.get('/api/thing', async (_request, reply) => {
    // As the content routes do: cacheable, set before the data is read.
    reply.header('Cache-Control', 'public, max-age=60');
    throw failure();
  });
  await app.ready();
  return app;
}

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
    expect(html.body).toContain('Call us on <a href="tel:0299990000">02 9999 0000</a>.');
    expect(html.body).toContain('<meta name="robots" content="noindex">');
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
    const app = await appWith(refused, false);
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
