import type { FastifyInstance } from 'fastify';
import { requestTenant } from '../../http/request-tenant';
import { messageSchema, siteQuerySchema } from '../../http/schemas';
import { carTitle } from '../../../../shared/src/rules/car-title';
import { siteCarsOf } from '../site-cars';
import { renderHistoryReport } from './render-history-report';

export const HISTORY_REPORT_NOT_FOUND = 'History report not found';

/** A 17-character VIN (no I, O or Q) and ".pdf": the demo seed's `file` names. */
const fileParams = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', pattern: '^[A-HJ-NPR-Z0-9]{17}\\.pdf$' } },
} as const;

/**
 * GET /files/history/{vin}.pdf: the sample history report of a car of this site whose `file` is that path
 * (render-history-report.ts). Any other VIN, a car of another site or outside the site's stock, is a 404.
 */
export async function historyReportRoutes(app: FastifyInstance): Promise<void> {
  const { sites, cars } = app.platform;
  const siteCars = siteCarsOf(app);
  app.get(
    '/files/history/:file',
    {
      schema: {
        params: fileParams,
        querystring: siteQuerySchema,
        response: { 400: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const tenant = await requestTenant(sites, request, reply);
      reply.header('Vary', 'Host, Cookie');
      if (!tenant) return reply.status(400).send({ message: 'Unknown site' });
      const { file } = request.params as { file: string };
      const vin = file.slice(0, -'.pdf'.length);
      const owner = (await cars.vinOwners([vin])).find((row) => row.site_id === tenant.site.id);
      const car = owner ? await siteCars.byId(tenant, owner.id) : null;
      if (!car || car.file !== `/files/history/${file}`)
        return reply.status(404).send({ message: HISTORY_REPORT_NOT_FOUND });
      const pdf = await renderHistoryReport({
        siteName: tenant.site.name,
        title: carTitle(car),
        vin,
        stocknum: car.stocknum,
        odometer: `${car.km.toLocaleString('en-AU')} km`,
      });
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${file}"`)
        .send(pdf);
    },
  );
}
