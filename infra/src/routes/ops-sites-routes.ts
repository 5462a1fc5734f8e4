import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { sitesList } from './ops-schemas';

/** /api/ops/sites: every tenant's slug, name, template and custom domains. */
export async function opsSitesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sites', { schema: { response: { 200: sitesList, '4xx': messageSchema } } }, async () => ({
    sites: await app.platform.sites.list(),
  }));
}
