import type { FeedFormat, ImportProgress, ImportReport } from '../import/import-types';
import type { SeedReport } from '../seeding/seed-inventory';
import type { SiteSummary } from '../sites/sites-repository';
import type { PromotionResult, PublishResult, RemoteHistory } from '../registry/registry-service';
import type { BuildFiles } from '../registry/version-id';

/** What the CLI does, either through a running server's ops API or straight on the database. */
export interface OpsBackend {
  /** "http://127.0.0.1:8080" or "database". */
  readonly via: string;
  listRemotes(): Promise<RemoteHistory[]>;
  publish(remote: string, files: BuildFiles, note: string | null, actor: string): Promise<PublishResult>;
  promote(remote: string, version: string, actor: string): Promise<PromotionResult>;
  rollback(remote: string, actor: string): Promise<PromotionResult>;
  listSites(): Promise<SiteSummary[]>;
  /** Imports a feed file's text into a site (issue 3 item 4); refusals throw OpsError. */
  importFeed(request: ImportRequest): Promise<ImportReport>;
  /** (Re)generates the demo inventory (issue 3 item 3). */
  seed(request: SeedRequest): Promise<SeedReport>;
  close(): Promise<void>;
}

export interface ImportRequest {
  site: string;
  format: FeedFormat;
  text: string;
  full: boolean;
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
