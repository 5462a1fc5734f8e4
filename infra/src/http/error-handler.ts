import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UNEXPECTED_ERROR } from '../../../shared/src/rules/messages';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { RegistryError } from '../registry/registry-error';
import { PAGE_ROUTE } from '../routes/shell-page-routes';
import { acceptsHtml } from './accepts-html';
import { plainPage } from './plain-page';
import { requestTenant } from './request-tenant';

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

/** The page a shopper gets when a page request fails on the server: the message, the dealer's phone, home. */
async function failedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  unavailable: boolean,
): Promise<string> {
  // The tenant is usually in memory (sites/cached-sites-repository.ts), even while the database is down.
  const tenant = await requestTenant(app.platform.sites, request, reply).catch(() => null);
  return plainPage({
    heading: unavailable ? 'Briefly unavailable' : 'Something went wrong',
    lines: [unavailable ? UNAVAILABLE_MESSAGE : UNEXPECTED_ERROR],
    phone: tenant?.dealer.phone,
  });
}

/**
 * Client mistakes answer 4xx with {message}; a database that cannot be reached 503 with Retry-After (logged as
 * a warning: the readiness check reports it too); only real server faults are 500 (and logged as errors).
 * Neither is stored by a cache (no-store). A failed page request gets a short page instead of {message}.
 */
export function installErrorHandlers(app: FastifyInstance): void {
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
      request.log.warn({ err: error }, 'request failed: the database is unavailable');
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    } else {
      request.log.error({ err: error }, 'request failed');
    }
    reply.status(unavailable ? 503 : 500);
    if (isPageRequest(request))
      return reply.type('text/html; charset=utf-8').send(await failedPage(app, request, reply, unavailable));
    return reply.send({ message: unavailable ? UNAVAILABLE_MESSAGE : 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
