import type { NamedOpsTokens, OpsTokenAccess } from './named-ops-tokens';
import { bearerToken } from '../http/bearer-token';
import { isOpsToken } from './ops-token';

/**
 * Whose token an ops request carries: a named ops token, by its name (the actor of the request, whatever
 * X-Ops-Actor says) and access; or the platform's OPS_TOKEN (the break-glass token, `tokenName` null), always
 * full, whose actor is the one it declares (X-Ops-Actor).
 */
export type OpsCaller = { tokenName: string; access: OpsTokenAccess } | { tokenName: null; access: 'full' };

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
  tokens: Pick<NamedOpsTokens, 'liveToken'>,
): Promise<OpsCaller | null> {
  const given = bearerToken(authorization);
  if (given === null) return null;
  if (isOpsToken(given, opsToken)) return { tokenName: null, access: 'full' };
  const named = await tokens.liveToken(given);
  return named && { tokenName: named.name, access: named.access };
}
