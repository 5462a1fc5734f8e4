import Fastify, { type FastifyInstance } from 'fastify';
import type { SiteSearchConfig } from '../../../shared/src/domain/site';
import type { CarEvents } from '../cars/car-events';
import type { CarsRepository } from '../cars/cars-repository';
import { DEFAULT_CAR_INDEX, type Config, type SearchEnv } from '../config';
import type { Db } from '../db/db';
import { ensureSearchSecrets } from '../secrets';
import type { SitesRepository } from '../sites/sites-repository';
import type { Tenant } from '../sites/tenant';
import { carIndexNames, type CarIndexNames } from './car-index/car-index-settings';
import { protocolProxy } from './engine-thread/protocol-proxy';
import { ProtocolThread } from './engine-thread/protocol-thread';
import { CarIndexer, type IndexerStatus, type UpdateRetry } from './indexer/car-indexer';
import { algoliaClient, embeddedClient, type Requester, type SearchClient } from './indexer/search-client';
import { createSearchOutbox } from './indexer/search-outbox';
import type { KeyRing } from './protocol/access';
import { PROTOCOL_SERVER_OPTIONS } from './protocol/algolia-protocol';
import { siteSearchConfig } from './site-search/site-search-config';

export type SearchBackend = 'embedded' | 'algolia';

export interface SearchCredentials extends KeyRing {
  /** Where they come from: SEARCH_* variables, DATA_DIR/secrets.json, or ALGOLIA_* variables. */
  source: 'environment' | 'secrets.json' | 'algolia';
}

export interface SearchStatus {
  backend: SearchBackend;
  appId: string;
  indexName: string;
  indices: string[];
  indexer: IndexerStatus;
}

export interface SearchLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

export interface SearchServiceOptions {
  config: Pick<Config, 'dataDir' | 'search'>;
  db: Db;
  cars: CarsRepository;
  sites: SitesRepository;
  events: CarEvents;
  log: SearchLog;
  /** Clock in milliseconds (tests fix it): site keys' filters and expiry, and the protocol's expiry check. */
  now?: () => number;
  /** Progress of full builds (the CLI's bar). */
  onProgress?: (done: number, total: number) => void;
  /** Algolia only: how the client sends requests (tests answer them locally; default: HTTPS to Algolia). */
  algoliaRequester?: Requester;
  /** When failed index updates are retried (tests shorten it; default UPDATE_RETRY). */
  updateRetry?: Partial<UpdateRetry>;
}

/** After a failed first build (e.g. Algolia unreachable), the next try. */
const RETRY_MS = 30_000;

/**
 * The search side of the platform: which backend (the embedded engine, or Algolia when ALGOLIA_* are set),
 * its credentials, the car indexer, and the per-site search settings handed to browsers.
 */
export class SearchService {
  /**
   * Embedded: the engine and its `/1/` routes in a worker thread (started by `register`), so indexing and
   * queries never hold up the thread that answers HTTP.
   */
  private thread: ProtocolThread | null = null;
  readonly names: CarIndexNames;
  readonly indexer: CarIndexer;
  readonly now: () => number;
  private target: FastifyInstance | null = null;
  private admin: SearchClient | null = null;
  private readonly signer: SearchClient;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    readonly backend: SearchBackend,
    readonly credentials: SearchCredentials,
    private readonly options: SearchServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.names = carIndexNames(options.config.search?.indexName ?? DEFAULT_CAR_INDEX);
    this.signer = algoliaClient(credentials.appId, credentials.searchKey);
    this.indexer = new CarIndexer({
      client: () => this.client(),
      names: this.names,
      db: options.db,
      cars: options.cars,
      events: options.events,
      log: options.log,
      onProgress: options.onProgress,
      retry: options.updateRetry,
      // Algolia's index outlives every server: the cars of failed updates are kept in the database, so another
      // server retries them if this one stops first. The embedded index is rebuilt on every start instead.
      outbox: backend === 'algolia' ? createSearchOutbox(options.db) : null,
    });
  }

  /** The embedded engine's keys (what its /1/ routes accept). */
  get keys(): KeyRing {
    const { appId, adminKey, searchKey } = this.credentials;
    return { appId, adminKey, searchKey };
  }

  /** Embedded: the Fastify instance whose /1/ routes the indexer's client talks to. */
  bind(app: FastifyInstance): void {
    this.target = app;
  }

  /** The official client with the admin key: on Algolia, or on the bound app's /1/ routes. */
  client(): SearchClient {
    if (this.admin) return this.admin;
    const { appId, adminKey } = this.credentials;
    if (this.backend === 'algolia') {
      this.admin = algoliaClient(appId, adminKey, this.options.algoliaRequester);
    } else {
      if (!this.target) throw new Error('the embedded search engine is not bound to an app');
      const target = this.target;
      this.admin = embeddedClient(appId, adminKey, () => target);
    }
    return this.admin;
  }

  /**
   * Registers Algolia's REST protocol under /1/ on `app` (embedded only): the engine's worker answers it, the
   * app's routes forward to it. Binds the indexer to the app.
   */
  async register(app: FastifyInstance): Promise<void> {
    if (this.backend !== 'embedded') return;
    const { log } = this.options;
    this.thread ??= new ProtocolThread(this.keys, (error) => log.error(error, 'search engine worker failed'));
    await app.register(protocolProxy, { prefix: '/1', logLevel: 'warn', thread: this.thread, now: this.now });
    this.bind(app);
  }

  /**
   * Starts the indexer: the first full build runs in the background (the server answers meanwhile; /readyz
   * waits for it) and is tried again every 30 s while it fails.
   */
  start(): void {
    const attempt = () => {
      void this.indexer.start().then((report) => {
        if (report || this.stopped || this.indexer.status().built) return;
        this.retry = setTimeout(attempt, RETRY_MS);
        this.retry.unref();
      });
    };
    attempt();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.indexer.stop();
    await this.thread?.close();
  }

  /** Why shoppers cannot search yet (empty once the first build is done). */
  notReadyReasons(): string[] {
    if (this.thread?.failure && !this.stopped) return [this.thread.failure];
    const status = this.indexer.status();
    if (status.built) return [];
    if (status.state === 'failed') return [`search index build failed (retrying): ${status.lastError}`];
    const progress = status.total ? ` (${status.done}/${status.total} cars)` : '';
    return [`search index ${this.names.primary} is being built${progress}`];
  }

  status(): SearchStatus {
    return {
      backend: this.backend,
      appId: this.credentials.appId,
      indexName: this.names.primary,
      indices: this.names.all,
      indexer: this.indexer.status(),
    };
  }

  /**
   * SiteConfig.search for a tenant, with a fresh secured key. `host` is the request's host: the browser
   * searches the embedded engine on the page's own origin (null on Algolia: its own hosts).
   */
  async siteSearch(tenant: Tenant, host: string): Promise<SiteSearchConfig> {
    const stockFilter = await this.options.sites.stockFilter(tenant.site.slug);
    if (!stockFilter) throw new Error(`no stock filter for site ${tenant.site.slug}`);
    return siteSearchConfig({
      tenant,
      stockFilter,
      appId: this.credentials.appId,
      searchKey: this.credentials.searchKey,
      names: this.names,
      host: this.backend === 'embedded' ? host : null,
      nowSeconds: Math.floor(this.now() / 1000),
      signer: this.signer,
    });
  }
}

/** The credentials of the configured backend: ALGOLIA_*, else SEARCH_*, else DATA_DIR/secrets.json (made once). */
export async function searchCredentials(
  config: Pick<Config, 'dataDir' | 'search'>,
): Promise<{ backend: SearchBackend; credentials: SearchCredentials }> {
  const env: Partial<SearchEnv> = config.search ?? {};
  if (env.algolia) {
    const { appId, adminKey, searchKey } = env.algolia;
    return { backend: 'algolia', credentials: { appId, adminKey, searchKey, source: 'algolia' } };
  }
  if (env.appId && env.adminKey && env.apiKey) {
    return {
      backend: 'embedded',
      credentials: { appId: env.appId, adminKey: env.adminKey, searchKey: env.apiKey, source: 'environment' },
    };
  }
  const stored = await ensureSearchSecrets(config.dataDir);
  const fromEnv = Boolean(env.appId ?? env.adminKey ?? env.apiKey);
  return {
    backend: 'embedded',
    credentials: {
      appId: env.appId ?? stored.searchAppId,
      adminKey: env.adminKey ?? stored.searchAdminKey,
      searchKey: env.apiKey ?? stored.searchApiKey,
      source: fromEnv ? 'environment' : 'secrets.json',
    },
  };
}

export async function createSearchService(options: SearchServiceOptions): Promise<SearchService> {
  const { backend, credentials } = await searchCredentials(options.config);
  return new SearchService(backend, credentials, options);
}

/**
 * A small server of its own for the embedded engine, for the CLI when no platform server runs: the same
 * protocol routes the platform serves, answering the indexer's client through inject.
 */
export async function standaloneSearchApp(service: SearchService): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...PROTOCOL_SERVER_OPTIONS });
  await service.register(app);
  await app.ready();
  return app;
}
