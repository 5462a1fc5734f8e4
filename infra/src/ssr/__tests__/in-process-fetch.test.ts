import Fastify, { type FastifyInstance } from 'fastify';
import { inProcessFetch } from '../in-process-fetch';

const PAGE = { host: 'harbour-nissan.localhost:8080', cookie: 'dl_site=harbour-nissan' };

async function echoApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/echo', (request) => ({
    host: request.headers.host,
    cookie: request.headers.cookie,
    accept: request.headers.accept,
    query: request.query,
  }));
  app.post('/echo', (request) => ({ received: request.body, contentType: request.headers['content-type'] }));
  app.get('/teapot', (_request, reply) =>
    reply
      .code(418)
      .header('x-answer', 'short and stout')
      .header('set-cookie', ['a=1', 'b=2'])
      .send({ tea: true }),
  );
  app.delete('/things/7', (_request, reply) => reply.code(204).send());
  await app.ready();
  return app;
}

describe('inProcessFetch', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await echoApp();
  });
  afterAll(() => app.close());

  it("reaches the route with the URL's host, the tenant cookie and the query", async () => {
    const fetchFn = inProcessFetch(app, PAGE);
    const response = await fetchFn('http://harbour-nissan.localhost:8080/echo?x=1&y=two', {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(await response.json()).toEqual({
      host: 'harbour-nissan.localhost:8080',
      cookie: PAGE.cookie,
      accept: 'application/json',
      query: { x: '1', y: 'two' },
    });
  });

  it('sends the cookie it was given in place of one in the request', async () => {
    const fetchFn = inProcessFetch(app, PAGE);
    const response = await fetchFn('http://harbour-nissan.localhost:8080/echo', {
      headers: { cookie: 'dl_site=someone-else' },
    });
    expect(await response.json()).toMatchObject({ host: PAGE.host, cookie: PAGE.cookie });
  });

  it('takes a Request as its input', async () => {
    const fetchFn = inProcessFetch(app, PAGE);
    const response = await fetchFn(new Request('http://harbour-nissan.localhost:8080/echo?from=request'));
    expect(await response.json()).toMatchObject({ query: { from: 'request' } });
  });

  it('delivers a POST body to the route', async () => {
    const fetchFn = inProcessFetch(app, PAGE);
    const response = await fetchFn('http://harbour-nissan.localhost:8080/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [{ indexName: 'Car_production', query: 'ranger' }] }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      received: { requests: [{ indexName: 'Car_production', query: 'ranger' }] },
      contentType: 'application/json',
    });
  });

  it("gives back the route's status and headers, repeated ones included", async () => {
    const response = await inProcessFetch(app, PAGE)('http://harbour-nissan.localhost:8080/teapot');
    expect(response.status).toBe(418);
    expect(response.ok).toBe(false);
    expect(response.headers.get('x-answer')).toBe('short and stout');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ tea: true });
  });

  it('answers 404 for a path without a route', async () => {
    const response = await inProcessFetch(app, PAGE)('http://harbour-nissan.localhost:8080/nowhere');
    expect(response.status).toBe(404);
  });

  it('gives a Response without a body for 204', async () => {
    const response = await inProcessFetch(app, PAGE)('http://harbour-nissan.localhost:8080/things/7', {
      method: 'DELETE',
    });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(await response.text()).toBe('');
  });

  it('sends a request for another host (Algolia itself) out with a real fetch, not to this app', async () => {
    const real = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"results":[]}'));
    try {
      const response = await inProcessFetch(app, PAGE)('https://app-dsn.algolia.net/1/indexes/*/queries');
      expect(await response.json()).toEqual({ results: [] });
      expect(real).toHaveBeenCalledTimes(1);
      expect(new URL((real.mock.calls[0]![0] as Request).url).host).toBe('app-dsn.algolia.net');
    } finally {
      real.mockRestore();
    }
  });
});
