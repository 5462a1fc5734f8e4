import { CONTENT_TYPES } from '../import/feed-format';
import { encodeFiles } from '../ops/decode-files';
import type { PlatformIdentity } from '../ops/ops-platform-routes';
import type { RetriedDeliveries } from '../lead-delivery/delivery-ops';
import { OpsError, type OpsBackend, type ReindexResult, type SearchOpsStatus } from './ops-backend';

const POLL_MS = 250;

/** What the CLI says of a platform it has not asked GET /api/ops/platform (tests that call a backend). */
const UNASKED: Omit<PlatformIdentity, 'platform'> = {
  database: 'its database',
  token_name: null,
  token_access: 'full',
};

/**
 * The ops HTTP API of a running platform server (`identity`: the database it works on, the named ops token's
 * name, null for the OPS_TOKEN, and its access, as GET /api/ops/platform says; connect.ts asks it first).
 */
export function createHttpBackend(
  baseUrl: string,
  token: string,
  identity: Omit<PlatformIdentity, 'platform'> = UNASKED,
): OpsBackend {
  const { database, token_name: tokenName, token_access: access } = identity;
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    actor?: string,
    body?: unknown,
    raw?: { text: string; contentType: string },
  ): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (actor) headers['x-ops-actor'] = actor;
    if (raw) headers['content-type'] = raw.contentType;
    else if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}/api/ops${path}`, {
      method,
      headers,
      body: raw ? raw.text : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = { message: text };
    }
    if (!res.ok) {
      const message = (data as { message?: string } | null)?.message ?? `HTTP ${res.status}`;
      throw new OpsError(
        res.status === 401
          ? `${message} (is OPS_TOKEN the server's token, or a live named ops token?)`
          : message,
      );
    }
    return data as T;
  }
  const remote = (name: string) => `/remotes/${encodeURIComponent(name)}`;
  const dealerTokens = (dealership: string) => `/dealerships/${encodeURIComponent(dealership)}/dealer-tokens`;
  const webhookSecret = (dealership: string) =>
    `/dealerships/${encodeURIComponent(dealership)}/webhook-secret`;
  return {
    via: baseUrl,
    target:
      `the platform at ${baseUrl} (its database: ${database})` +
      (tokenName
        ? ` as ${tokenName} (a ${access === 'read' ? 'read-only ' : ''}named ops token: --actor and ` +
          'OPS_ACTOR are not used)'
        : ''),
    tokenName,
    listRemotes: async () => (await call<{ remotes: never }>('GET', '/remotes')).remotes,
    publish: (name, files, note, actor) =>
      call('POST', `${remote(name)}/publish`, actor, {
        files: encodeFiles(files),
        ...(note ? { note } : {}),
      }),
    promote: (name, version, actor) => call('POST', `${remote(name)}/promote`, actor, { version }),
    rollback: (name, actor) => call('POST', `${remote(name)}/rollback`, actor, {}),
    retire: (name, version, reason, actor) =>
      call('POST', `${remote(name)}/retire`, actor, { version, ...(reason ? { reason } : {}) }),
    listSites: async () => (await call<{ sites: never }>('GET', '/sites')).sites,
    showSite: (slug) => call('GET', `/sites/${encodeURIComponent(slug)}`),
    putSite: (document, { dryRun, actor }) =>
      call('PUT', `/sites/${encodeURIComponent(document.site.slug)}?dry_run=${dryRun}`, actor, document),
    importFeed: ({ site, format, text, full, dealership, dryRun, allowMassSale }) =>
      call(
        'POST',
        `/sites/${encodeURIComponent(site)}/import?${new URLSearchParams({
          full: String(full),
          dry_run: String(dryRun),
          allow_mass_sale: String(allowMassSale),
          ...(dealership === undefined ? {} : { dealership }),
        })}`,
        undefined,
        undefined,
        {
          text,
          contentType: CONTENT_TYPES[format],
        },
      ),
    seed: ({ cars, reset, seed }) =>
      call('POST', '/seed', undefined, { cars, reset, ...(seed === undefined ? {} : { seed }) }),
    searchStatus: () => call<SearchOpsStatus>('GET', '/search'),
    reindex: async (onProgress) => {
      // The server queues the build and answers at once; its progress is followed on GET /search.
      const { run } = await call<{ run: number }>('POST', '/search/reindex', undefined, {});
      for (;;) {
        const { indexer, backend } = await call<SearchOpsStatus>('GET', '/search');
        if (indexer.run === run && indexer.state === 'building') onProgress?.(indexer.done, indexer.total);
        if (indexer.run >= run && indexer.state !== 'building' && indexer.state !== 'starting') {
          if (indexer.state === 'failed') throw new OpsError(`reindex failed: ${indexer.lastError}`);
          const seconds =
            indexer.startedAt && indexer.finishedAt
              ? (Date.parse(indexer.finishedAt) - Date.parse(indexer.startedAt)) / 1000
              : 0;
          const result: ReindexResult = {
            run: indexer.run,
            records: indexer.records ?? 0,
            removed: null,
            seconds,
            where: backend === 'algolia' ? 'algolia' : 'server',
          };
          return result;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    issueDealerToken: (dealership, label, actor) =>
      call('POST', dealerTokens(dealership), actor, label ? { label } : {}),
    listDealerTokens: async (dealership) =>
      (await call<{ tokens: never }>('GET', dealerTokens(dealership))).tokens,
    revokeDealerToken: (dealership, id, actor) =>
      call('DELETE', `${dealerTokens(dealership)}/${encodeURIComponent(String(id))}`, actor),
    showWebhookSecret: (dealership) => call('GET', webhookSecret(dealership)),
    rotateWebhookSecret: (dealership, graceSeconds, actor, cutGrace) =>
      call('POST', `${webhookSecret(dealership)}/rotate`, actor, {
        grace_seconds: graceSeconds,
        ...(cutGrace ? { cut_grace: true } : {}),
      }),
    leadDeliveryReport: (limit) => call('GET', `/leads/delivery${limit ? `?limit=${limit}` : ''}`),
    retryLead: (leadId) => call('POST', `/leads/${encodeURIComponent(leadId)}/retry`),
    retryLeads: async (scope) => {
      const { retried, shopper_emails } = await call<RetriedDeliveries>('POST', '/leads/retry', undefined, {
        scope,
      });
      return { retried, shopper_emails };
    },
    resendLeads: (request, actor) => call('POST', '/leads/resend', actor, request),
    listReservations: async ({ site, status, limit }) => {
      const query = new URLSearchParams({ limit: String(limit) });
      if (site) query.set('site', site);
      if (status) query.set('status', status);
      return (await call<{ reservations: never }>('GET', `/reservations?${query}`)).reservations;
    },
    cancelReservation: ({ reservationId, refund, reason }, actor) =>
      call('POST', `/reservations/${encodeURIComponent(reservationId)}/cancel`, actor, {
        refund,
        ...(reason ? { reason } : {}),
      }),
    // `access` is sent for a read-only token only: a platform from before read-only tokens refuses that (400)
    // rather than create a full token, and creates a full one for `{name}` as it always did.
    createOpsToken: (name, actor, access) =>
      call('POST', '/ops-tokens', actor, access === 'read' ? { name, access } : { name }),
    listOpsTokens: async () => (await call<{ tokens: never }>('GET', '/ops-tokens')).tokens,
    revokeOpsToken: (name, actor) => call('DELETE', `/ops-tokens/${encodeURIComponent(name)}`, actor),
    close: async () => undefined,
  };
}
