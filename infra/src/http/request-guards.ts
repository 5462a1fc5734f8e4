import type { FastifyInstance } from 'fastify';
import { isPageAddress, sendUnreadableAddressPage } from './unreadable-address';

/** A NUL character, raw or percent-encoded: PostgreSQL text cannot hold one, no real address carries one. */
const NUL = /%00|\0/;
/** Half of a UTF-16 surrogate pair without its other half: not Unicode text; PostgreSQL jsonb refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const NUL_MESSAGE = 'Text must not contain a NUL character (\\u0000)';
const SURROGATE_MESSAGE = 'Text must be valid Unicode (no unpaired surrogate such as \\ud800)';

function textProblem(text: string): string | null {
  if (text.includes('\0')) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : null;
}

/**
 * What is wrong with a parsed JSON body's text that no database can store (a NUL, an unpaired surrogate) in
 * any string or key, or null (iterative: deep bodies cannot overflow it).
 */
export function unstorableText(body: unknown): string | null {
  const stack: unknown[] = [body];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, value] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return problem;
        stack.push(value);
      }
    }
  }
  return null;
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
    const problem = unstorableText(request.body);
    if (problem) return reply.status(400).send({ message: problem });
  });
}
