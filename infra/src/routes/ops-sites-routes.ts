import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { sitesWithCars } from '../sites/sites-with-cars';
import { sitesList } from './ops-schemas';

/** /api/ops/sites: every tenant's slug, name, template, custom domains, dealerships and number of cars. */
export async function opsSitesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sites', { schema: { response: { 200: sitesList, '4xx': messageSchema } } }, async () => ({
    sites: await sitesWithCars(app.platform.sites, app.platform.cars),
  }));
}
