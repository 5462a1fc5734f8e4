import type { FastifyError, FastifyInstance } from 'fastify';
import { RegistryError } from '../registry/registry-error';

/** Client mistakes answer 4xx with {message}; only real server faults are 500 (and logged as errors). */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | RegistryError, request, reply) => {
    if (error instanceof RegistryError)
      return reply.status(error.statusCode).send({ message: error.message });
    if ('validation' in error && error.validation) return reply.status(400).send({ message: error.message });
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
