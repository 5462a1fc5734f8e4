import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';

const telemetryBody = {
  type: 'object',
  required: ['type', 'remote', 'reason'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', const: 'remote-failed' },
    remote: { type: 'string', minLength: 1, maxLength: 64 },
    module: { type: 'string', maxLength: 128 },
    reason: { type: 'string', minLength: 1, maxLength: 64 },
    message: { type: 'string', maxLength: 2000 },
  },
} as const;

interface TelemetryBody {
  type: 'remote-failed';
  remote: string;
  module?: string;
  reason: string;
  message?: string;
}

/** POST /api/telemetry: the shell's analytics sink reports remote failures; logged as structured warnings. */
export async function telemetryRoutes(app: FastifyInstance): Promise<void> {
  // sendBeacon may post JSON as text/plain: parse it as JSON too (only inside this plugin).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.post(
    '/api/telemetry',
    {
      bodyLimit: 16 * 1024,
      schema: { body: telemetryBody, response: { 204: { type: 'null' }, '4xx': messageSchema } },
    },
    async (request, reply) => {
      const body = request.body as TelemetryBody;
      request.log.warn(
        { telemetry: body, host: request.headers.host, userAgent: request.headers['user-agent'] },
        `remote failed in the browser: ${body.remote} (${body.reason})`,
      );
      return reply.status(204).send();
    },
  );
}
