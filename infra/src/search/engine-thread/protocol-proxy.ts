import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_BODY_BYTES } from '../protocol/request-body';
import { sendProtocolError } from '../protocol/protocol-errors';
import type { ProtocolThread } from './protocol-thread';

export interface ProtocolProxyOptions {
  thread: ProtocolThread;
  /** The platform's clock (ms), sent along with each request (see ForwardedRequest.now). */
  now: () => number;
}

/** Headers that describe one connection or one encoding of the body, not the request or answer itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

function forwardedHeaders(headers: FastifyRequest['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/**
 * Algolia's REST protocol under /1/ when the engine runs in a worker thread: every request is passed on as it
 * came (method, URL, headers, body text) and the worker's answer is sent back as it is, so this thread only
 * copies strings while the worker indexes and searches. Register with `{ prefix: '/1' }`.
 */
export async function protocolProxy(
  app: FastifyInstance,
  { thread, now }: ProtocolProxyOptions,
): Promise<void> {
  // The body travels as text; the worker's own parser checks it (JSON, depth) exactly as in one thread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // Errors raised before the request reaches the worker, answered as the protocol answers them.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    return sendProtocolError(error, request, reply);
  });

  app.all('/*', async (request, reply) => {
    const body = request.body;
    const answer = await thread.forward({
      method: request.method,
      url: request.url,
      headers: forwardedHeaders(request.headers),
      ...(typeof body === 'string' ? { body } : {}),
      now: now(),
    });
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!HOP_BY_HOP.has(name)) reply.header(name, value);
    }
    return reply.status(answer.status).send(answer.body);
  });
}
