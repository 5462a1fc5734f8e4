import type { FastifyInstance } from 'fastify';
import { opsDealerTokenRoutes } from '../dealer-api/ops-dealer-token-routes';
import { opsWebhookSecretRoutes } from '../lead-delivery/ops-webhook-secret-routes';
import { createNamedOpsTokens } from '../ops/named-ops-tokens';
import { namedOpsTokenRoutes } from '../ops/named-ops-token-routes';
import { opsCallerOf } from '../ops/ops-caller';
import { opsPlatformRoutes } from '../ops/ops-platform-routes';
import { opsLeadResendRoutes } from '../lead-delivery/ops-lead-resend-routes';
import { opsLeadsRoutes } from '../lead-delivery/ops-leads-routes';
import { opsReservationsRoutes } from '../reservations/ops-reservations-routes';
import { opsImportRoutes } from './ops-import-routes';
import { opsRemotesRoutes } from './ops-remotes-routes';
import { opsSearchRoutes } from './ops-search-routes';
import { readOnlyRefusal } from './ops-route-access';
import { opsSeedRoutes } from './ops-seed-routes';
import { opsSiteDocumentRoutes } from './ops-site-document-routes';
import { opsSitesRoutes } from './ops-sites-routes';

/** What a read-only token is told when it calls a route it may not (`refusal`: the route and why). */
const readOnlyMessage = (tokenName: string, refusal: string) =>
  `The ops token "${tokenName}" is read-only: ${refusal}. Use a full ops token or the OPS_TOKEN.`;

/**
 * Everything under /api/ops: needs `Authorization: Bearer <token>` before any body is read, the token being
 * the OPS_TOKEN or a live named ops token (looked up on every request, so a revocation holds from the next
 * one). A read-only named token is refused (403) any route ops-route-access.ts does not let it call, here and
 * nowhere else. Every log line of the request names the token (its name, or OPS_TOKEN), never the token.
 */
export async function opsRoutes(app: FastifyInstance): Promise<void> {
  const { opsToken } = app.platform.config;
  const tokens = createNamedOpsTokens(app.platform.db);
  app.decorateRequest('opsCaller', undefined);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const caller = await opsCallerOf(request.headers.authorization, opsToken, tokens);
    if (!caller) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ message: 'The ops API needs Authorization: Bearer <OPS_TOKEN or a named ops token>' });
    }
    request.opsCaller = caller;
    request.log = request.log.child({ ops_token: caller.tokenName ?? 'OPS_TOKEN' });
    if (caller.access === 'read') {
      const refusal = readOnlyRefusal(request.method, request.routeOptions.url!);
      if (refusal) {
        request.log.warn({ ops: 'read-only refused', refused: refusal }, 'read-only ops token refused');
        return reply.status(403).send({ message: readOnlyMessage(caller.tokenName, refusal) });
      }
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
  await app.register(opsReservationsRoutes);
  await app.register(opsDealerTokenRoutes);
  await app.register(opsWebhookSecretRoutes);
  await app.register(namedOpsTokenRoutes);
}
