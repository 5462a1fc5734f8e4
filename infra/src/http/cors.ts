import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveTenant, type TenantDirectory } from '../tenants/resolve-tenant';
import { loadTenantDirectory } from '../tenants/tenant-directory';
import { messageSchema } from './schemas';

/** Browser APIs of a tenant; the ops and dealer APIs are for servers and never answer CORS. */
const TENANT_API = /^\/api\/(?!ops(\/|$)|dealer(\/|$))/;
const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const ALLOWED_HEADERS = 'Content-Type, Idempotency-Key';

function portOf(host: string | undefined): string {
  const match = /:(\d+)$/.exec(host ?? '');
  return match ? match[1]! : '';
}

/**
 * Whether a browser on `origin` may read answers meant for the tenant `slug`: one of the tenant's own origins,
 * `http(s)://{slug}.localhost:{the server's port}` or `https://` one of its configured domains (with or
 * without www.). `requestHost` is the Host header the request reached the server with.
 */
export function isTenantOrigin(
  origin: string,
  slug: string,
  requestHost: string | undefined,
  directory: TenantDirectory,
): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || url.username || url.password) return false;
  const resolved = resolveTenant({ host: url.host, site: undefined, cookie: undefined }, directory);
  if (resolved?.slug !== slug) return false;
  if (resolved.source === 'host')
    return ['http:', 'https:'].includes(url.protocol) && url.port === portOf(requestHost);
  return url.protocol === 'https:' && !url.port;
}

/** The origin a request may be answered to with CORS, or null. */
async function allowedOrigin(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const origin = request.headers.origin;
  if (!origin || !TENANT_API.test(request.url)) return null;
  const directory = await loadTenantDirectory(app.platform.sites);
  const query = request.query as { site?: unknown } | undefined;
  const tenant = resolveTenant(
    {
      host: request.headers.host,
      site: typeof query?.site === 'string' ? query.site : undefined,
      cookie: request.headers.cookie,
    },
    directory,
  );
  if (!tenant) return null;
  return isTenantOrigin(origin, tenant.slug, request.headers.host, directory) ? origin : null;
}

function allow(reply: FastifyReply, origin: string): void {
  reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Allow-Credentials', 'true');
}

/**
 * CORS of the tenant APIs (/api/* but ops and dealer; call on the root instance): only the tenant's own
 * origins (see isTenantOrigin) get Access-Control-Allow-Origin; a preflight from anywhere else answers 403. Search (/1/) and published remote
 * files (/remotes/) stay open to any origin as Algolia and a CDN answer: they need no cookie, and the search
 * key decides what a request may do.
 */
export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = await allowedOrigin(app, request);
    if (origin) allow(reply, origin);
  });
  // Answers of the tenant APIs depend on Origin (appended: routes set their own Vary).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!TENANT_API.test(request.url)) return payload;
    const vary = reply.getHeader('Vary');
    const list = typeof vary === 'string' && vary ? vary.split(/\s*,\s*/) : [];
    if (!list.some((name) => name.toLowerCase() === 'origin'))
      reply.header('Vary', [...list, 'Origin'].join(', '));
    return payload;
  });

  app.options(
    '/api/*',
    { schema: { response: { 204: { description: 'preflight allowed' }, 403: messageSchema } } },
    async (request, reply) => {
      const origin = await allowedOrigin(app, request);
      if (!origin) return reply.status(403).send({ message: 'Origin not allowed' });
      return reply
        .status(204)
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .send();
    },
  );
}
