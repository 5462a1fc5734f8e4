import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { SeedRefused, seedInventory } from '../seeding/seed-inventory';
import { seedBody, seedReport } from './ops-data-schemas';

/**
 * POST /api/ops/seed {cars?, reset?, seed?} (issue 3 item 3): (re)generates the demo inventory. Without
 * `reset` a database that already has cars is refused (409).
 */
export async function opsSeedRoutes(app: FastifyInstance): Promise<void> {
  // Seeds can take a minute at 100,000 cars: one at a time.
  let running = false;
  app.post(
    '/seed',
    { schema: { body: seedBody, response: { 200: seedReport, '4xx': messageSchema } } },
    async (request, reply) => {
      const body = (request.body ?? {}) as { cars?: number; reset?: boolean; seed?: number };
      if (running) return reply.status(409).send({ message: 'a seed is already running' });
      running = true;
      try {
        const report = await seedInventory(app.platform.db, {
          cars: body.cars ?? app.platform.config.demoCars,
          reset: body.reset ?? false,
          seed: body.seed,
          events: app.platform.events,
        });
        request.log.info({ ops: 'seed', ...report }, 'demo inventory seeded');
        return report;
      } catch (error) {
        if (error instanceof SeedRefused) return reply.status(409).send({ message: error.message });
        throw error;
      } finally {
        running = false;
      }
    },
  );
}
