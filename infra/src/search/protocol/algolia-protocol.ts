import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { SearchEngine } from '../engine';
import { AccessResolver, type Access, type KeyRing } from './access';
import { indexRoutes } from './index-routes';
import { readRoutes } from './read-routes';
import { sendProtocolError } from './protocol-errors';
import { installJsonBody, MAX_BODY_BYTES } from './request-body';
import { TaskLog } from './task-log';
import { writeRoutes } from './write-routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the request's Algolia key allows (set on every /1/ request but OPTIONS). */
    access: Access;
  }
}

export interface AlgoliaProtocolOptions {
  engine: SearchEngine;
  /** The application id and keys (read per request: they never change while the server runs). */
  keys: KeyRing;
  /** Clock for secured keys' validUntil, in milliseconds (tests fix it). */
  now?: () => number;
  tasks?: TaskLog;
}

/**
 * Server options the protocol needs from the Fastify instance it is registered on: path parameters up to
 * 1,024 characters (index names and objectIDs; the routes refuse what Algolia refuses), and errors the router
 * raises before any route is found (a malformed URL, an over-long parameter) answered as 400 `{message,
 * status}` under /1/ (elsewhere as the platform's `{message}`).
 */
export const PROTOCOL_SERVER_OPTIONS = {
  routerOptions: { maxParamLength: 1024 },
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const status = 400;
    if (request.url.startsWith('/1/')) {
      reply.header('Access-Control-Allow-Origin', '*');
      return reply.status(status).send({ message: error.message, status });
    }
    return reply.status(status).send({ message: error.message });
  },
} satisfies Pick<FastifyServerOptions, 'routerOptions' | 'frameworkErrors'>;

const ALLOWED_HEADERS = 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent';

/**
 * Algolia's REST protocol over the embedded engine, as the official `algoliasearch` v5 client uses it:
 * register with `{ prefix: '/1' }`. Same origin as the site in the browser; CORS is open for other origins
 * (keys decide what a request may do, not where it comes from). Every error answers `{message, status}`;
 * bad input is a 400, a wrong, expired or too weak key a 403, a missing index or object a 404.
 */
export async function algoliaProtocol(app: FastifyInstance, options: AlgoliaProtocolOptions): Promise<void> {
  const { engine, keys } = options;
  const now = options.now ?? Date.now;
  const tasks = options.tasks ?? new TaskLog();
  const resolver = new AccessResolver(
    () => keys,
    () => Math.floor(now() / 1000),
  );

  // Every route of the scope reads up to MAX_BODY_BYTES of JSON whatever its content type.
  app.addHook('onRoute', (route) => {
    route.bodyLimit = MAX_BODY_BYTES;
  });
  installJsonBody(app);
  app.decorateRequest('access', null as unknown as Access);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cache-Control', 'no-store');
    if (request.method === 'OPTIONS') return;
    request.access = resolver.resolve(request);
  });

  app.setErrorHandler(sendProtocolError);

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}`, status: 404 });
  });

  app.options('/*', async (_request, reply) =>
    reply
      .status(204)
      .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
      .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
      .header('Access-Control-Max-Age', '86400')
      .send(),
  );

  await app.register(readRoutes, { engine });
  await app.register(writeRoutes, { engine, tasks });
  await app.register(indexRoutes, { engine, tasks });
}
