import type { FastifyInstance } from 'fastify';

/** A NUL character, raw or percent-encoded: PostgreSQL text cannot hold one, no real address carries one. */
const NUL = /%00|\0/;

/** Whether a parsed JSON body holds a NUL in any string or key (iterative: deep bodies cannot overflow it). */
export function hasNulString(body: unknown): boolean {
  const stack: unknown[] = [body];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, value] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        stack.push(value);
      }
    }
  }
  return false;
}

/**
 * Refuses, before any route runs, what no route can use and every database query would fail on: a NUL in the
 * path, the query string or a JSON body's text (400 `{message}`). The search API under /1/ (an in-memory engine
 * with its own error format) is left to its own checks.
 */
export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/1/') || !NUL.test(request.url)) return;
    return reply.status(400).send({ message: 'The address must not contain a NUL character (%00)' });
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.url.startsWith('/1/') || request.body === undefined || !hasNulString(request.body)) return;
    return reply.status(400).send({ message: 'Text must not contain a NUL character (\\u0000)' });
  });
}
