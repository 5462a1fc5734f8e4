import type { FastifyInstance } from 'fastify';
import { opsDealerTokenRoutes } from '../dealer-api/ops-dealer-token-routes';
import { opsPlatformRoutes } from '../ops/ops-platform-routes';
import { hasOpsToken } from '../ops/ops-token';
import { opsLeadResendRoutes } from '../lead-delivery/ops-lead-resend-routes';
import { opsLeadsRoutes } from '../lead-delivery/ops-leads-routes';
import { opsImportRoutes } from './ops-import-routes';
import { opsRemotesRoutes } from './ops-remotes-routes';
import { opsSearchRoutes } from './ops-search-routes';
import { opsSeedRoutes } from './ops-seed-routes';
import { opsSiteDocumentRoutes } from './ops-site-document-routes';
import { opsSitesRoutes } from './ops-sites-routes';

/** Everything under /api/ops: needs `Authorization: Bearer <OPS_TOKEN>` before any body is read. */
export async function opsRoutes(app: FastifyInstance): Promise<void> {
  const { opsToken } = app.platform.config;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!hasOpsToken(request.headers.authorization, opsToken)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ message: 'The ops API needs Authorization: Bearer <OPS_TOKEN>' });
    }
  });
  await app.register(opsPlatformRoutes);
  await app.register(opsRemotesRoutes);
  await app.register(opsSitesRoutes);
  await app.register(opsSiteDocumentRoutes);
  await app.register(opsSeedRoutes);
  await app.register(opsImportRoutes);
  await app.register(opsSearchRoutes);
  await app.register(opsLeadsRoutes);
  await app.register(opsLeadResendRoutes);
  await app.register(opsDealerTokenRoutes);
}
