import type { FastifyRequest } from 'fastify';

/** Who an ops request says acts when it names no one (a script calling the API without the CLI). */
const DEFAULT_ACTOR = 'ops-api';

/** The actor an ops request names in `X-Ops-Actor` (the CLI's --actor, OPS_ACTOR or user name), else ops-api. */
export function actorOf(request: FastifyRequest): string {
  const header = request.headers['x-ops-actor'];
  return (typeof header === 'string' && header.trim()) || DEFAULT_ACTOR;
}
