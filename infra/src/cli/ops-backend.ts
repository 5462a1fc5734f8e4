import type { FeedFormat, ImportProgress, ImportReport } from '../import/import-types';
import type { SeedReport } from '../seeding/seed-inventory';
import type { SitePutResult } from '../site-documents/put-site-document';
import type { SiteDocument } from '../site-documents/site-document';
import type { SiteSummary } from '../sites/sites-repository';
import type {
  PromotionResult,
  RetirementResult,
  PublishResult,
  RemoteHistory,
} from '../registry/registry-service';
import type { BuildFiles } from '../registry/version-id';
import type { searchOpsStatus } from '../routes/ops-search-routes';
import type {
  LeadDeliveryReport,
  RetriedDeliveries,
  RetriedLead,
  RetryScope,
} from '../lead-delivery/delivery-ops';
import type { ResendRequest, ResendResult } from '../lead-delivery/lead-resend';
import type { DealerTokenRecord, IssuedDealerToken, RevokedDealerToken } from '../dealer-api/dealer-tokens';
import type { WebhookSecretRecord } from '../lead-delivery/webhook-signing-secrets';
import type {
  CancelledReservation,
  ReservationListQuery,
  ReservationSummary,
} from '../reservations/reservation-ops';
import type {
  CreatedOpsToken,
  OpsTokenAccess,
  OpsTokenRecord,
  RevokedOpsToken,
} from '../ops/named-ops-tokens';

/** The search backend, its credentials (null to a read-only token), its indexer (GET /api/ops/search). */
export type SearchOpsStatus = ReturnType<typeof searchOpsStatus>;

export interface ReindexResult {
  run: number;
  records: number;
  removed: number | null;
  seconds: number;
  /** Where the index was built: the running server, Algolia, or a throw-away engine in the CLI. */
  where: 'server' | 'algolia' | 'check';
}

/** What the CLI does, either through a running server's ops API or straight on the database. */
export interface OpsBackend {
  /** The platform's URL ("http://127.0.0.1:8080"), or the database's description when acting on it directly. */
  readonly via: string;
  /**
   * What the CLI acts on, for the operator: the platform's URL and the database it works on, or the database
   * itself (--local). Printed before every command.
   */
  readonly target: string;
  /**
   * The name of the named ops token the CLI acts with: the actor of everything it does, whatever --actor and
   * OPS_ACTOR say (the platform records the name). Null: the OPS_TOKEN, or --local (the actor is declared).
   */
  readonly tokenName: string | null;
  listRemotes(): Promise<RemoteHistory[]>;
  publish(remote: string, files: BuildFiles, note: string | null, actor: string): Promise<PublishResult>;
  promote(remote: string, version: string, actor: string): Promise<PromotionResult>;
  rollback(remote: string, actor: string): Promise<PromotionResult>;
  retire(remote: string, version: string, reason: string | null, actor: string): Promise<RetirementResult>;
  listSites(): Promise<SiteSummary[]>;
  /** A site's whole document (`sites show`); an unknown slug is refused (OpsError). */
  showSite(slug: string): Promise<SiteDocument>;
  /** Creates or replaces the document's site; a document with a problem is refused (OpsError, every problem). */
  putSite(document: SiteDocument, options: { dryRun: boolean; actor: string }): Promise<SitePutResult>;
  /** Imports a feed file's text into a site (issue 3 item 4); refusals throw OpsError. */
  importFeed(request: ImportRequest): Promise<ImportReport>;
  /** (Re)generates the demo inventory (issue 3 item 3). */
  seed(request: SeedRequest): Promise<SeedReport>;
  /** The search backend and its credentials (issue 4 item 2). */
  searchStatus(): Promise<SearchOpsStatus>;
  /** A full rebuild of the car index (issue 4 item 5), reporting progress as cars are sent. */
  reindex(onProgress?: (done: number, total: number) => void): Promise<ReindexResult>;
  /** A new dealer leads API token (shown once); refused for a dealership the platform does not have. */
  issueDealerToken(dealership: string, label: string | null, actor: string): Promise<IssuedDealerToken>;
  /** The dealership's tokens, live and revoked, without the tokens. */
  listDealerTokens(dealership: string): Promise<DealerTokenRecord[]>;
  /** Revokes one of the dealership's tokens: refused from the next request on, on every server. */
  revokeDealerToken(dealership: string, id: number, actor: string): Promise<RevokedDealerToken>;
  /** The secret the dealership's lead webhooks are signed with, made if it has none (full tokens only). */
  showWebhookSecret(dealership: string): Promise<WebhookSecretRecord>;
  /**
   * A new signing secret; the old one still signs for `graceSeconds` (0: no longer), by `actor`. Refused
   * (OpsError) while an earlier rotation's replaced secret is in its grace, unless `cutGrace`.
   */
  rotateWebhookSecret(
    dealership: string,
    graceSeconds: number,
    actor: string,
    cutGrace: boolean,
  ): Promise<WebhookSecretRecord>;
  /** Lead delivery across every dealership (GET /api/ops/leads/delivery); `limit` recent failures. */
  leadDeliveryReport(limit?: number): Promise<LeadDeliveryReport>;
  /** A pending or failed lead due now; unknown, delivered or in flight is refused (OpsError). */
  retryLead(leadId: string): Promise<RetriedLead>;
  /** Every failed (or pending and failed) lead and shopper email due now; resolves with how many. */
  retryLeads(scope: RetryScope): Promise<RetriedDeliveries>;
  /**
   * Delivered leads (named, or a dealership's in a window) due again, sent as resends, by `actor`; all or
   * none: an unknown or undelivered lead, a bad window or too many leads is refused (OpsError).
   */
  resendLeads(request: ResendRequest, actor: string): Promise<ResendResult>;
  /** The newest reservations, of a site and a status when asked (no personal data). */
  listReservations(query: ReservationListQuery): Promise<ReservationSummary[]>;
  /**
   * Cancels a confirmed reservation by `actor` (the sale did not go ahead), refunding its deposit through the
   * platform's payment provider with `refund`: the car can be reserved again. Unknown or not confirmed: OpsError.
   */
  cancelReservation(
    request: { reservationId: string; refund: boolean; reason: string | null },
    actor: string,
  ): Promise<CancelledReservation>;
  /**
   * A new named ops token (shown once) of that access, by `actor`; refused for a name with a live token, and
   * through the platform for any token but the OPS_TOKEN.
   */
  createOpsToken(name: string, actor: string, access: OpsTokenAccess): Promise<CreatedOpsToken>;
  /** The named ops tokens, live and revoked, without the tokens. */
  listOpsTokens(): Promise<OpsTokenRecord[]>;
  /** Revokes the name's live token: refused from the next request on, on every server; the others stay. */
  revokeOpsToken(name: string, actor: string): Promise<RevokedOpsToken>;
  close(): Promise<void>;
}

export interface ImportRequest {
  site: string;
  format: FeedFormat;
  text: string;
  full: boolean;
  dealership?: string;
  dryRun: boolean;
  allowMassSale: boolean;
  onProgress?: (progress: ImportProgress) => void;
}

export interface SeedRequest {
  cars: number;
  reset: boolean;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

/** A refusal or failure to report to the operator (exit code 1). */
export class OpsError extends Error {}
