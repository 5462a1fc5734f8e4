import type { FastifyInstance } from 'fastify';
import { unstorableTextAt } from '../db/storable-text';
import { isPageAddress, sendUnreadableAddressPage } from './unreadable-address';

/** A NUL character, raw or percent-encoded: PostgreSQL text cannot hold one, no real address carries one. */
const NUL = /%00|\0/;
/**
 * What is wrong with a parsed JSON body's text that no database can store (a NUL, an unpaired surrogate) in
 * any string or key, or null (iterative: deep bodies cannot overflow it).
 */
export function unstorableText(body: unknown): string | null {
  return unstorableTextAt(body)?.problem ?? null;
}

/**
 * Refuses, before any route runs, what no route can use and every database query would fail on: a NUL in the
 * path or the query string (a page request gets the unreadable address's page), a NUL or an unpaired surrogate
 * in a JSON body's text (400 `{message}`). The
 * search API under /1/ (an in-memory engine with its own error format) is left to its own checks.
 */
export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/1/') || !NUL.test(request.url)) return;
    if (isPageAddress(request)) return sendUnreadableAddressPage(request, reply);
    return reply.status(400).send({ message: 'The address must not contain a NUL character (%00)' });
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.url.startsWith('/1/') || request.body === undefined) return;
    // A feed's rows are checked one by one, so one bad row is rejected with its line, not the whole file.
    if ((request.routeOptions.config as { rowCheckedBody?: boolean }).rowCheckedBody) return;
    const problem = unstorableText(request.body);
    if (problem) return reply.status(400).send({ message: problem });
  });
}
