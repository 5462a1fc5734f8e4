import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { describeDatabase } from './describe-database';

/** What GET /api/ops/platform answers: that this is a Dealerline platform, and which database it works on. */
export interface PlatformIdentity {
  platform: 'dealerline';
  database: string;
}

export const PLATFORM_IDENTITY = 'dealerline';

/**
 * /api/ops/platform: the CLI asks it first, so that it acts only on a platform that answers as one and takes
 * its token, and can say which database the platform works on.
 */
export async function opsPlatformRoutes(app: FastifyInstance): Promise<void> {
  const identity: PlatformIdentity = {
    platform: PLATFORM_IDENTITY,
    database: describeDatabase(app.platform.config),
  };
  app.get(
    '/platform',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['platform', 'database'],
            properties: { platform: { type: 'string' }, database: { type: 'string' } },
          },
          '4xx': messageSchema,
        },
      },
    },
    async () => identity,
  );
}
