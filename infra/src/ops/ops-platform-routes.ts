import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { describeDatabase } from './describe-database';
import { OPS_TOKEN_ACCESS, type OpsTokenAccess } from './named-ops-tokens';

/**
 * What GET /api/ops/platform answers: that this is a Dealerline platform, which database it works on, whose
 * token asked (a named ops token's name, the actor of everything done with it; null: the OPS_TOKEN) and what
 * it may do (`read`: a read-only named token; `full`).
 */
export interface PlatformIdentity {
  platform: 'dealerline';
  database: string;
  token_name: string | null;
  token_access: OpsTokenAccess;
}

export const PLATFORM_IDENTITY = 'dealerline';

/**
 * /api/ops/platform: the CLI asks it first, so that it acts only on a platform that answers as one and takes
 * its token, and can say which database the platform works on, whom a named token acts as and whether it is
 * read-only.
 */
export async function opsPlatformRoutes(app: FastifyInstance): Promise<void> {
  const database = describeDatabase(app.platform.config);
  app.get(
    '/platform',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['platform', 'database', 'token_name', 'token_access'],
            properties: {
              platform: { type: 'string' },
              database: { type: 'string' },
              token_name: { type: ['string', 'null'] },
              token_access: { type: 'string', enum: OPS_TOKEN_ACCESS },
            },
          },
          '4xx': messageSchema,
        },
      },
    },
    async (request): Promise<PlatformIdentity> => ({
      platform: PLATFORM_IDENTITY,
      database,
      token_name: request.opsCaller?.tokenName ?? null,
      token_access: request.opsCaller?.access ?? 'read',
    }),
  );
}
