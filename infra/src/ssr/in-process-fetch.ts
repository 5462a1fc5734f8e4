import type { FastifyInstance } from 'fastify';

const NO_BODY = new Set([101, 204, 205, 304]);

function responseHeaders(headers: Record<string, string | string[] | number | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) result.append(name, String(one));
  }
  return result;
}

/**
 * A fetch that the platform server answers itself, without a socket (Fastify's inject): what a page's
 * server-side render uses to call /api and the search API (`/1/…`) exactly as the browser would. Requests to
 * the page's host are sent with it as the Host header, so the tenant is resolved as for the browser's request;
 * `cookie` carries the tenant where it came from the dl_site cookie. Other hosts (Algolia itself, when a site
 * searches there) get a real fetch.
 */
export function inProcessFetch(app: FastifyInstance, page: { host: string; cookie: string }): typeof fetch {
  const { cookie } = page;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.host !== page.host) return fetch(request);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, host: url.host, cookie },
      ...(body ? { payload: body } : {}),
    });
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders(answer.headers),
    });
  };
}
