import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { UNEXPECTED_ERROR } from '../../../shared/src/rules/messages';
import { isDatabaseUnavailable, READ_WRITE_CHECK } from '../db/database-unavailable';
import { RegistryError } from '../registry/registry-error';
import { PAGE_ROUTE } from '../routes/shell-page-routes';
import { acceptsHtml } from './accepts-html';
import { createDatabaseOutageLog, type DatabaseOutageLog } from './database-outage-log';
import { plainPage } from './plain-page';
import { knownRequestTenant } from './request-tenant';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where what met the database unreachable reports it: logged once per outage, not per request. */
    databaseOutage: DatabaseOutageLog;
  }
}

/** A request the database could not serve right now: the shopper's form shows this, its values kept. */
export const UNAVAILABLE_MESSAGE = 'Sorry, we are briefly unavailable. Please try again in a minute.';
/** Seconds a client waits before it asks again (a restart or failover of managed PostgreSQL takes about that). */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

/** Whether the failed request was a browser's page request (the page route's, wanting HTML; or its HEAD). */
function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.routeOptions.url === PAGE_ROUTE &&
    acceptsHtml(request.headers.accept)
  );
}

/**
 * The page a shopper gets when a page request fails on the server: the message, the dealer's phone, home.
 * The tenant is the one the request resolved, else what the sites cache holds: never a second lookup, which
 * during an outage would be one more call to a database that does not answer.
 */
function failedPage(app: FastifyInstance, request: FastifyRequest, unavailable: boolean): string {
  const tenant = knownRequestTenant(app.platform.sites, request);
  return plainPage({
    heading: unavailable ? 'Briefly unavailable' : 'Something went wrong',
    lines: [unavailable ? UNAVAILABLE_MESSAGE : UNEXPECTED_ERROR],
    phone: tenant?.dealer.phone,
  });
}

/**
 * Client mistakes answer 4xx with {message}; a database that cannot be reached 503 with Retry-After (told to
 * the outage log, `app.databaseOutage`: one line when it starts, a summary a minute, one when it ends; the
 * readiness check reports it too); only real server faults are 500 (and logged as errors, with their stack).
 * Neither is stored by a cache (no-store). A failed page request gets a short page instead of {message}.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  const outage = createDatabaseOutageLog({
    log: {
      info: (fields, message) => app.log.info(fields, message),
      warn: (fields, message) => app.log.warn(fields, message),
      error: (fields, message) => app.log.error(fields, message),
    },
    check: () => app.platform.db.query(READ_WRITE_CHECK),
  });
  app.decorate('databaseOutage', outage);
  app.addHook('onClose', async () => outage.close());
  // While the outage lasts, every answer is counted for its summaries.
  app.addHook('onResponse', async (request, reply) => {
    if (outage.ongoing) outage.answered(reply.statusCode, isPageRequest(request));
  });
  app.setErrorHandler(async (error: FastifyError | RegistryError, request, reply) => {
    if (error instanceof RegistryError)
      return reply.status(error.statusCode).send({ message: error.message });
    if ('validation' in error && error.validation) return reply.status(400).send({ message: error.message });
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    // Whatever the route meant to cache (public, max-age=60 on content), a failure is not its answer.
    reply.header('Cache-Control', 'no-store');
    const unavailable = isDatabaseUnavailable(error);
    if (unavailable) {
      outage.met(error);
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    } else {
      request.log.error({ err: error }, 'request failed');
    }
    reply.status(unavailable ? 503 : 500);
    if (isPageRequest(request))
      return reply.type('text/html; charset=utf-8').send(failedPage(app, request, unavailable));
    return reply.send({ message: unavailable ? UNAVAILABLE_MESSAGE : 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
