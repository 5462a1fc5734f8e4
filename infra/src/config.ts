import os from 'node:os';
import path from 'node:path';
import type { LeadDeliveryTuning } from './lead-delivery/delivery-worker';
import type { S3ArtifactLocation } from './registry/s3/s3-artifact-store';
import { REPO_ROOT } from './paths';
import { ensureSecrets } from './secrets';

/** Everything the platform server reads from its environment. */
export interface Config {
  port: number;
  host: string;
  /** All embedded state lives here: pglite/, remotes/, secrets.json. */
  dataDir: string;
  /** Set: PostgreSQL through pg. Unset: embedded PGlite under dataDir/pglite. */
  databaseUrl: string | null;
  opsToken: string;
  /** CDN origin of the remote assets; null means the request's own origin. */
  assetBaseUrl: string | null;
  shellDist: string;
  logLevel: string;
  /** Trust X-Forwarded-* (protocol, host) from a proxy in front of the server. */
  trustProxy: boolean;
  /** Demo cars seeded on first start (DEMO_CARS, default 10,000; 0 seeds none). */
  demoCars: number;
  /** Search settings from the environment (absent: embedded engine, keys from DATA_DIR/secrets.json). */
  search?: SearchEnv;
  /** Lead delivery worker tuning (tests, bench); absent: the defaults of lead-delivery/delivery-worker. */
  leadDelivery?: LeadDeliveryTuning;
  /**
   * NODE_ENV=production. Production never writes lead emails to the local mail spool (DATA_DIR is scratch
   * space there): without `smtpUrl` the platform refuses to start while a dealership would get its leads only
   * by email (lead-delivery/production-mail-check.ts). Absent (tests, development): false.
   */
  production?: boolean;
  /** SMTP_URL: lead emails over SMTP; absent or null: the mail spool DATA_DIR/mail-spool. */
  smtpUrl?: string | null;
  /**
   * ARTIFACT_BUCKET: the remote versions in this S3 bucket (its `remotes/` behind ASSET_BASE_URL's CDN), which
   * every platform server shares; absent or null: DATA_DIR/remotes, this server's own disk.
   */
  artifactBucket?: S3ArtifactLocation | null;
  /**
   * SSR_THREADS: the worker threads that server-render pages (ssr/render-thread); default one per core but
   * the one serving HTTP, 1 to 4. 0 turns server rendering off: pages render in the browser.
   */
  ssrThreads: number;
}

/** Credentials of real Algolia (ALGOLIA_APP_ID + ALGOLIA_ADMIN_KEY + ALGOLIA_SEARCH_KEY). */
export interface AlgoliaEnv {
  appId: string;
  adminKey: string;
  searchKey: string;
}

/**
 * The search backend's settings. The embedded engine's credentials come from SEARCH_APP_ID /
 * SEARCH_ADMIN_KEY / SEARCH_API_KEY, or are generated once into DATA_DIR/secrets.json when unset.
 */
export interface SearchEnv {
  appId: string | null;
  adminKey: string | null;
  apiKey: string | null;
  /** The car index (SEARCH_INDEX, default Car_production); its sort replicas are named after it. */
  indexName: string;
  /** Set: index into and search real Algolia instead of the embedded engine. */
  algolia: AlgoliaEnv | null;
}

export const DEFAULT_CAR_INDEX = 'Car_production';

/** Default of DEMO_CARS (issue 3 item 3: at least 10,000 cars by default). */
export const DEFAULT_DEMO_CARS = 10_000;

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parsePort(value: string | undefined): number {
  if (!nonEmpty(value)) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (!nonEmpty(value)) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 10_000_000)
    throw new Error(`${name} must be a whole number from 0 to 10000000, got "${value}"`);
  return count;
}

/** Render threads by default: one per core but the one that serves HTTP, at least one, at most four. */
export function defaultSsrThreads(cores = os.availableParallelism()): number {
  return Math.min(4, Math.max(1, cores - 1));
}

function parseSsrThreads(value: string | undefined): number {
  if (!nonEmpty(value)) return defaultSsrThreads();
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 0 || threads > 16)
    throw new Error(`SSR_THREADS must be a whole number from 0 to 16, got "${value}"`);
  return threads;
}

function parseSearchEnv(env: Env): SearchEnv {
  const indexName = nonEmpty(env.SEARCH_INDEX) ?? DEFAULT_CAR_INDEX;
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(indexName))
    throw new Error(`SEARCH_INDEX must be letters, digits, _ . or -, got "${indexName}"`);
  const algolia = {
    appId: nonEmpty(env.ALGOLIA_APP_ID),
    adminKey: nonEmpty(env.ALGOLIA_ADMIN_KEY),
    searchKey: nonEmpty(env.ALGOLIA_SEARCH_KEY),
  };
  const given = Object.entries(algolia).filter(([, value]) => value !== null);
  if (given.length > 0 && given.length < 3) {
    throw new Error(
      'Real Algolia needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_SEARCH_KEY (the search-only key ' +
        'that signs the per-site secured keys); missing: ' +
        ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_SEARCH_KEY']
          .filter((_, i) => Object.values(algolia)[i] === null)
          .join(', '),
    );
  }
  return {
    appId: nonEmpty(env.SEARCH_APP_ID),
    adminKey: nonEmpty(env.SEARCH_ADMIN_KEY),
    apiKey: nonEmpty(env.SEARCH_API_KEY),
    indexName,
    algolia: given.length === 3 ? (algolia as AlgoliaEnv) : null,
  };
}

/** Where the remote versions are in object storage, read from ARTIFACT_BUCKET and the AWS_* settings. */
function parseArtifactBucket(env: Env): S3ArtifactLocation | null {
  const bucket = nonEmpty(env.ARTIFACT_BUCKET);
  if (!bucket) return null;
  const accessKeyId = nonEmpty(env.AWS_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.AWS_SECRET_ACCESS_KEY);
  if (!accessKeyId || !secretAccessKey)
    throw new Error(
      'ARTIFACT_BUCKET needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (a key that may read and write it)',
    );
  const endpoint = nonEmpty(env.ARTIFACT_S3_ENDPOINT);
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint))
    throw new Error(
      `ARTIFACT_S3_ENDPOINT must be an origin such as https://s3.example.com, got "${endpoint}"`,
    );
  return {
    bucket,
    region: nonEmpty(env.AWS_REGION) ?? 'ap-southeast-2',
    endpoint,
    credentials: { accessKeyId, secretAccessKey, sessionToken: nonEmpty(env.AWS_SESSION_TOKEN) },
  };
}

/** The config without the ops token (no file is touched): what the CLI needs to find the server. */
export function readEnvConfig(
  env: Env = process.env,
): Omit<Config, 'opsToken'> & { opsToken: string | null } {
  const assetBaseUrl = nonEmpty(env.ASSET_BASE_URL);
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(REPO_ROOT, '.data')),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    opsToken: nonEmpty(env.OPS_TOKEN),
    assetBaseUrl: assetBaseUrl ? assetBaseUrl.replace(/\/+$/, '') : null,
    shellDist: path.resolve(nonEmpty(env.SHELL_DIST) ?? path.join(REPO_ROOT, 'shell', 'dist')),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    demoCars: parseCount('DEMO_CARS', env.DEMO_CARS, DEFAULT_DEMO_CARS),
    search: parseSearchEnv(env),
    production: env.NODE_ENV?.trim() === 'production',
    smtpUrl: nonEmpty(env.SMTP_URL),
    artifactBucket: parseArtifactBucket(env),
    ssrThreads: parseSsrThreads(env.SSR_THREADS),
  };
}

/** The full config; an OPS_TOKEN that is not set is generated once into DATA_DIR/secrets.json. */
export async function loadConfig(env: Env = process.env): Promise<Config> {
  const config = readEnvConfig(env);
  const opsToken = config.opsToken ?? (await ensureSecrets(config.dataDir)).opsToken;
  return { ...config, opsToken };
}
