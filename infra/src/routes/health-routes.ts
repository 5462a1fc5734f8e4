import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appliedMigrations, readMigrations } from '../db/migrate';

const statusSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' }, reasons: { type: 'array', items: { type: 'string' } } },
} as const;

/** Why the platform is not ready to serve shoppers (empty when it is). */
async function notReadyReasons(app: FastifyInstance): Promise<string[]> {
  const { db, config, registry } = app.platform;
  const reasons: string[] = [];
  try {
    await db.query('SELECT 1');
  } catch (error) {
    return [`database does not answer: ${(error as Error).message}`];
  }
  const applied = new Set(await appliedMigrations(db));
  const pending = (await readMigrations()).filter((migration) => !applied.has(migration.id));
  if (pending.length) reasons.push(`migrations not applied: ${pending.map((m) => m.file).join(', ')}`);
  const index = path.join(config.shellDist, 'index.html');
  await access(index).catch(() => reasons.push(`shell not built: ${index} is missing`));
  for (const [remote, version] of await registry.current()) {
    if (!version) reasons.push(`${remote} has no promoted version`);
  }
  reasons.push(...app.searchService.notReadyReasons());
  return reasons;
}

/** Liveness (/healthz) and readiness (/readyz). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { response: { 200: statusSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get(
    '/readyz',
    { schema: { response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const reasons = await notReadyReasons(app);
      if (reasons.length) return reply.status(503).send({ status: 'not ready', reasons });
      return { status: 'ready', reasons: [] };
    },
  );
}
