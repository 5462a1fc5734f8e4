import type { FastifyRequest } from 'fastify';

/** Who an ops request says acts when it names no one (a script calling the API without the CLI). */
const DEFAULT_ACTOR = 'ops-api';

/**
 * Who acts in an ops request: a named ops token's name (an X-Ops-Actor it sends is ignored: the token says
 * who it is); with the OPS_TOKEN, the actor it names in `X-Ops-Actor` (the CLI's --actor, OPS_ACTOR or user
 * name), else ops-api.
 */
export function actorOf(request: FastifyRequest): string {
  const named = request.opsCaller?.tokenName;
  if (named) return named;
  const header = request.headers['x-ops-actor'];
  return (typeof header === 'string' && header.trim()) || DEFAULT_ACTOR;
}
