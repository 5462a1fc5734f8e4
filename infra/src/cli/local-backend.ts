import type { Config } from '../config';
import { createDealerTokens, noDealerTokenMessage, noDealershipMessage } from '../dealer-api/dealer-tokens';
import { ImportError } from '../import/import-error';
import { importFeed } from '../import/import-feed';
import { leadDeliveryReport, LeadRetryRefused, retryLead, retryLeads } from '../lead-delivery/delivery-ops';
import { LeadResendRefused, resendLeads } from '../lead-delivery/lead-resend';
import {
  createWebhookSigningSecrets,
  WebhookSecretGraceInUse,
} from '../lead-delivery/webhook-signing-secrets';
import { openPlatform } from '../open-platform';
import { describeDatabase } from '../ops/describe-database';
import { createNamedOpsTokens, liveOpsTokenMessage, noOpsTokenMessage } from '../ops/named-ops-tokens';
import { createPaymentProvider } from '../payments/create-payment-provider';
import { RegistryError } from '../registry/registry-error';
import {
  cancelReservation,
  listReservations,
  ReservationCancelRefused,
} from '../reservations/reservation-ops';
import { searchOpsStatus } from '../routes/ops-search-routes';
import { createSearchOutbox } from '../search/indexer/search-outbox';
import { createSearchService, standaloneSearchApp } from '../search/search-service';
import { SeedRefused, seedInventory } from '../seeding/seed-inventory';
import { loadSiteDocument, noSiteMessage } from '../site-documents/load-site-document';
import { putSiteDocument } from '../site-documents/put-site-document';
import { SiteDocumentRefused } from '../site-documents/validate-site-document';
import { sitesWithCars } from '../sites/sites-with-cars';
import { OpsError, type OpsBackend } from './ops-backend';

const quiet = { info: () => undefined, error: () => undefined };

/**
 * Straight on the database (`--local`, no server): the same registry, importer, seeder and dealer tokens the
 * server uses. Opening it migrates and seeds the demo tenants like a start, but leaves the inventory to `seed`.
 */
export async function createLocalBackend(config: Config): Promise<OpsBackend> {
  const platform = await openPlatform({ config, seedInventory: false });
  if (config.search?.algolia) {
    // No indexer runs here, and the servers do not hear this process's changes: on Algolia, cars imported,
    // seeded or moved by `sites put` go into the search outbox, free for any server to take (within its
    // outbox check, UPDATE_RETRY.outboxPollMs) or for the next start's full build to cover.
    const outbox = createSearchOutbox(platform.db);
    platform.events.onCarsChanged(async (carIds) => {
      const now = Date.now();
      await outbox.hold(
        'cli',
        carIds.map((carId) => ({ carId, since: now, changedAt: now })),
        0,
      );
    });
  }
  const refusals = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (
        error instanceof RegistryError ||
        error instanceof ImportError ||
        error instanceof SeedRefused ||
        error instanceof SiteDocumentRefused
      )
        throw new OpsError(error.message);
      throw error;
    }
  };
  const dealerTokens = createDealerTokens(platform.db);
  const webhookSecrets = createWebhookSigningSecrets(platform.db);
  const knownDealership = <T>(dealership: string, found: T | null): T => {
    if (!found) throw new OpsError(noDealershipMessage(dealership));
    return found;
  };
  const opsTokens = createNamedOpsTokens(platform.db);
  const database = describeDatabase(config);
  return {
    via: database,
    target: `the database directly (--local, no platform server): ${database}`,
    tokenName: null,
    listRemotes: () => platform.registry.list(),
    publish: (remote, files, note, actor) =>
      refusals(() => platform.registry.publish(remote, files, actor, note)),
    promote: (remote, version, actor) => refusals(() => platform.registry.promote(remote, version, actor)),
    rollback: (remote, actor) => refusals(() => platform.registry.rollback(remote, actor)),
    retire: (remote, version, reason, actor) =>
      refusals(() => platform.registry.retire(remote, version, actor, reason)),
    listSites: () => sitesWithCars(platform.sites, platform.cars),
    showSite: async (slug) => {
      const document = await loadSiteDocument(platform.db, slug);
      if (!document) throw new OpsError(noSiteMessage(slug));
      return document;
    },
    putSite: (document, { dryRun }) =>
      refusals(() => putSiteDocument({ ...platform, config }, document, { dryRun })),
    importFeed: (request) => refusals(() => importFeed(platform.db, { ...request, events: platform.events })),
    seed: ({ cars, reset, seed, onProgress }) =>
      refusals(
        async () =>
          (await seedInventory(platform.db, { cars, reset, seed, onProgress, events: platform.events }))!,
      ),
    searchStatus: async () => {
      const search = await createSearchService({ ...platform, config, log: quiet });
      return searchOpsStatus(search, 'full');
    },
    reindex: async (onProgress) => {
      const search = await createSearchService({ ...platform, config, log: quiet, onProgress });
      // Embedded: the index lives in the server's memory, so this builds a throw-away one (a full check of
      // every record through the protocol); on Algolia it is the real thing.
      const app = search.backend === 'embedded' ? await standaloneSearchApp(search) : null;
      try {
        const report = await search.indexer.reindex().catch((error: unknown) => {
          throw new OpsError(`reindex failed: ${(error as Error).message}`);
        });
        return { ...report, where: search.backend === 'algolia' ? 'algolia' : 'check' };
      } finally {
        await search.stop();
        await app?.close();
      }
    },
    issueDealerToken: async (dealership, label, actor) => {
      const issued = await dealerTokens.issue(dealership, { label, createdBy: actor });
      if (!issued) throw new OpsError(noDealershipMessage(dealership));
      return issued;
    },
    listDealerTokens: async (dealership) => {
      const tokens = await dealerTokens.list(dealership);
      if (!tokens) throw new OpsError(noDealershipMessage(dealership));
      return tokens;
    },
    revokeDealerToken: async (dealership, id, actor) => {
      const revoked = await dealerTokens.revoke(dealership, id, actor);
      if (revoked) return revoked;
      const known = await dealerTokens.list(dealership);
      throw new OpsError(known ? noDealerTokenMessage(dealership, id) : noDealershipMessage(dealership));
    },
    showWebhookSecret: async (dealership) =>
      knownDealership(dealership, await webhookSecrets.show(dealership)),
    rotateWebhookSecret: async (dealership, graceSeconds, actor, cutGrace) =>
      knownDealership(
        dealership,
        await webhookSecrets
          .rotate(dealership, { rotatedBy: actor, graceSeconds, cutGrace })
          .catch((error) => {
            throw error instanceof WebhookSecretGraceInUse ? new OpsError(error.message) : error;
          }),
      ),
    leadDeliveryReport: (limit) => leadDeliveryReport(platform.db, limit),
    retryLead: (leadId) =>
      retryLead(platform.db, leadId).catch((error: unknown) => {
        throw error instanceof LeadRetryRefused ? new OpsError(error.message) : error;
      }),
    retryLeads: (scope) => retryLeads(platform.db, scope),
    resendLeads: (request, actor) =>
      resendLeads(platform.db, request, actor).catch((error: unknown) => {
        throw error instanceof LeadResendRefused ? new OpsError(error.message) : error;
      }),
    listReservations: (query) => listReservations(platform.db, query),
    cancelReservation: (request, actor) =>
      cancelReservation(
        { db: platform.db, payments: createPaymentProvider(), events: platform.events },
        { ...request, actor },
      ).catch((error: unknown) => {
        throw error instanceof ReservationCancelRefused ? new OpsError(error.message) : error;
      }),
    createOpsToken: async (name, actor, access) => {
      const created = await opsTokens.create(name, actor, access);
      if (!created) throw new OpsError(liveOpsTokenMessage(name));
      return created;
    },
    listOpsTokens: () => opsTokens.list(),
    revokeOpsToken: async (name, actor) => {
      const revoked = await opsTokens.revoke(name, actor);
      if (!revoked) throw new OpsError(noOpsTokenMessage(name));
      return revoked;
    },
    close: () => platform.close(),
  };
}
