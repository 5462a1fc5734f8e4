import type { NamedOpsTokens } from './named-ops-tokens';
import { bearerToken } from '../http/bearer-token';
import { isOpsToken } from './ops-token';

/** Whose token an ops request carries. */
export interface OpsCaller {
  /**
   * A named ops token's name: the actor of the request, whatever X-Ops-Actor says. Null: the platform's
   * OPS_TOKEN (the break-glass token), whose actor is the one it declares (X-Ops-Actor).
   */
  tokenName: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Whose token an ops request carries (set by the ops API's auth hook, routes/ops-routes.ts). */
    opsCaller?: OpsCaller;
  }
}

/**
 * The caller of an `Authorization: Bearer <token>` header: the OPS_TOKEN (checked first, in constant time,
 * without the database), else a live named ops token; null for anything else (a revoked or unknown token).
 */
export async function opsCallerOf(
  authorization: string | undefined,
  opsToken: string,
  tokens: Pick<NamedOpsTokens, 'nameOf'>,
): Promise<OpsCaller | null> {
  const given = bearerToken(authorization);
  if (given === null) return null;
  if (isOpsToken(given, opsToken)) return { tokenName: null };
  const tokenName = await tokens.nameOf(given);
  return tokenName === null ? null : { tokenName };
}
