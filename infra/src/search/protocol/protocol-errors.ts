import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isSearchError } from '../engine';
import { MAX_BODY_BYTES } from './request-body';

/**
 * A failed /1/ request answered as Algolia answers it, `{ message, status }`: the engine's own errors with
 * their status, a body over the limit or a schema miss as 400, other client errors as they are (413 as 400),
 * anything else a logged 500. Used by the protocol and by the proxy in front of its worker thread.
 */
export function sendProtocolError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isSearchError(error))
    return reply.status(error.status).send({ message: error.message, status: error.status });
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply
      .status(400)
      .send({ message: `Request body is larger than ${MAX_BODY_BYTES} bytes`, status: 400 });
  }
  if (error.validation) return reply.status(400).send({ message: error.message, status: 400 });
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = status === 413 ? 400 : status;
    return reply.status(code).send({ message: error.message, status: code });
  }
  request.log.error({ err: error }, 'search request failed');
  return reply.status(500).send({ message: 'Internal error', status: 500 });
}
