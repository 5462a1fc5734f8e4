import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CarEvents } from '../../cars/car-events';
import type { CarsRepository } from '../../cars/cars-repository';
import type { IndexedCar } from '../../cars/indexed-car';
import type { Db } from '../../db/db';
import { toCarRecord, type CarRecord, type DealershipContext } from '../car-index/car-record';
import {
  carIndexSettings,
  CAR_SORTS,
  replicaSettings,
  type CarIndexNames,
} from '../car-index/car-index-settings';
import { loadDealershipContexts, UNKNOWN_DEALERSHIP } from '../car-index/dealership-context';
import { BatchPipeline } from './batch-pipeline';
import type { SearchClient } from './search-client';

/**
 * Records sent per batch call (the client's own chunk size). The client serialises a batch on the server's
 * thread in one go (about 2 kB a record): 500 take 10–60 ms on a busy 2-core machine.
 */
export const INDEX_BATCH = 500;

/**
 * Cars read from the database per query. PGlite decodes rows in its own worker thread now, but the server's
 * thread still copies each page over and turns it into index records: pages of 500 put the /healthz p99 at
 * 42 ms during a 100,000-car reindex, pages of 50 at 28-31 ms, in about the same time (2026-11-27). Between
 * pages the server answers requests.
 */
export const READ_PAGE = 50;

export type IndexerState = 'starting' | 'building' | 'ready' | 'failed' | 'stopped';

export interface IndexerStatus {
  state: IndexerState;
  /** Whether a full build has completed since start (/readyz waits for the first). */
  built: boolean;
  /** The full build running, or the last one (the start's is 1). */
  run: number;
  /** Full builds asked for so far (a run waits while another operation runs). */
  requested: number;
  done: number;
  total: number;
  startedAt: string | null;
  finishedAt: string | null;
  /** Records in the index after the last full build. */
  records: number | null;
  /** An incremental update failed since the last full build: run `reindex`. */
  stale: boolean;
  lastError: string | null;
}

export interface BuildReport {
  run: number;
  records: number;
  removed: number;
  seconds: number;
}

export interface CarIndexerOptions {
  client: () => SearchClient;
  names: CarIndexNames;
  db: Db;
  cars: CarsRepository;
  events: CarEvents;
  log: { info(message: string): void; error(error: unknown, message: string): void };
  /** Called during full builds with cars done so far. */
  onProgress?: (done: number, total: number) => void;
  batchSize?: number;
  /** Cars per database read (default READ_PAGE). */
  pageSize?: number;
}

class Stopped extends Error {}

/**
 * Keeps the car index in step with the database, always through the official `algoliasearch` client (to the
 * embedded engine's `/1/` routes, or to Algolia). A full build on start and on `reindex`: settings with the
 * sort replicas, every car in batches of 500, then the records of cars no longer in the database removed.
 * After an import or seed (`events.onCarsChanged`) only the named cars are re-read and saved or deleted.
 * One operation at a time: updates wait for a running build.
 *
 * The server keeps answering meanwhile: cars are read in pages of READ_PAGE with a turn of the event loop
 * between pages, and while the engine (in its worker) applies one batch the next one is read.
 */
export class CarIndexer {
  private chain: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private unsubscribe: (() => void) | null = null;
  private readonly batchSize: number;
  private readonly pageSize: number;
  private current: IndexerStatus = {
    state: 'starting',
    built: false,
    run: 0,
    requested: 0,
    done: 0,
    total: 0,
    startedAt: null,
    finishedAt: null,
    records: null,
    stale: false,
    lastError: null,
  };

  constructor(private readonly options: CarIndexerOptions) {
    this.batchSize = options.batchSize ?? INDEX_BATCH;
    this.pageSize = Math.min(options.pageSize ?? READ_PAGE, this.batchSize);
  }

  status(): IndexerStatus {
    return { ...this.current };
  }

  /** Subscribes to inventory changes and queues the first full build (resolved when it is done or failed). */
  start(): Promise<BuildReport | null> {
    this.unsubscribe ??= this.options.events.onCarsChanged((ids) => this.update(ids));
    return this.reindex().catch(() => null);
  }

  /** Queues a full build; resolves with its report (rejects when it fails). */
  reindex(): Promise<BuildReport> {
    const run = ++this.current.requested;
    return this.enqueue(() => this.build(run));
  }

  /** Queues a full build without waiting for it; returns its run number (see status().run). */
  requestReindex(): number {
    this.reindex().catch(() => undefined);
    return this.current.requested;
  }

  /** Queues an incremental update of these cars (changed, sold or deleted). */
  update(carIds: readonly number[]): Promise<void> {
    if (carIds.length === 0) return Promise.resolve();
    return this.enqueue(() => this.apply([...carIds])).catch((error: unknown) => {
      if (error instanceof Stopped) return;
      this.current.stale = true;
      this.current.lastError = (error as Error).message;
      this.options.log.error(
        error,
        'search index update failed: the index may be stale (npm run platform -- reindex)',
      );
    });
  }

  /** Stops taking work and waits for the running operation to end at its next batch. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.chain.catch(() => undefined);
    this.current.state = 'stopped';
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(
      () => work(),
      () => work(),
    );
    this.chain = next.catch(() => undefined);
    return next;
  }

  private check(): void {
    if (this.stopped) throw new Stopped('the search indexer stopped');
  }

  private async configure(): Promise<void> {
    const { client, names } = this.options;
    const primary = await client().setSettings({
      indexName: names.primary,
      indexSettings: carIndexSettings(names),
      forwardToReplicas: true,
    });
    await client().waitForTask({ indexName: names.primary, taskID: primary.taskID });
    for (const { suffix, sort } of Object.values(CAR_SORTS)) {
      const indexName = `${names.primary}${suffix}`;
      const task = await client().setSettings({ indexName, indexSettings: replicaSettings(sort) });
      await client().waitForTask({ indexName, taskID: task.taskID });
    }
  }

  private records(cars: IndexedCar[], contexts: Map<number, DealershipContext>): CarRecord[] {
    return cars.map((car) => toCarRecord(car, contexts.get(car.dealership_id) ?? UNKNOWN_DEALERSHIP));
  }

  private async save(records: CarRecord[]): Promise<number | null> {
    if (records.length === 0) return null;
    const responses = await this.options.client().saveObjects({
      indexName: this.options.names.primary,
      objects: records as unknown as Record<string, unknown>[],
      batchSize: this.batchSize,
    });
    return responses.at(-1)?.taskID ?? null;
  }

  private async remove(objectIDs: string[]): Promise<number | null> {
    if (objectIDs.length === 0) return null;
    const responses = await this.options.client().deleteObjects({
      indexName: this.options.names.primary,
      objectIDs,
      batchSize: this.batchSize,
    });
    return responses.at(-1)?.taskID ?? null;
  }

  private async settle(taskID: number | null): Promise<void> {
    if (taskID !== null)
      await this.options.client().waitForTask({ indexName: this.options.names.primary, taskID });
  }

  private async build(run: number): Promise<BuildReport> {
    const { cars, db, log, names } = this.options;
    const started = performance.now();
    Object.assign(this.current, {
      state: 'building',
      run,
      done: 0,
      total: 0,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      lastError: null,
    });
    try {
      this.check();
      await this.configure();
      const contexts = await loadDealershipContexts(db);
      const total = await cars.count();
      this.current.total = total;
      log.info(`search index ${names.primary}: indexing ${total} cars (run ${run})`);
      const kept = new Set<string>();
      let nextLog = 0.25;
      const progress = (saved: number) => {
        this.current.done = saved;
        this.current.total = Math.max(total, kept.size);
        this.options.onProgress?.(saved, this.current.total);
        if (total > 0 && saved / total >= nextLog && saved < total) {
          log.info(`search index ${names.primary}: ${saved}/${total} cars`);
          while (saved / total >= nextLog) nextLog += 0.25;
        }
      };
      const writes = new BatchPipeline<CarRecord>((records) => this.save(records), progress);
      let batch: CarRecord[] = [];
      for (let after = 0; ;) {
        this.check();
        await nextTurn();
        const page = await cars.pageForIndex(after, this.pageSize);
        if (page.length === 0) break;
        after = page[page.length - 1]!.id;
        for (const car of page) kept.add(String(car.id));
        batch.push(...this.records(page, contexts));
        if (batch.length >= this.batchSize) {
          await writes.send(batch);
          batch = [];
        }
      }
      await writes.send(batch);
      let lastTask = await writes.drain();
      // Records of cars the database no longer has (deleted while the server was down, or before a reset).
      const stale: string[] = [];
      await this.options.client().browseObjects<{ objectID: string }>({
        indexName: names.primary,
        browseParams: { attributesToRetrieve: ['objectID'], hitsPerPage: 1000 },
        aggregator: (response) => {
          for (const hit of response.hits) if (!kept.has(hit.objectID)) stale.push(hit.objectID);
        },
      });
      lastTask = (await this.remove(stale)) ?? lastTask;
      await this.settle(lastTask);
      const seconds = (performance.now() - started) / 1000;
      Object.assign(this.current, {
        state: 'ready',
        built: true,
        records: kept.size,
        stale: false,
        finishedAt: new Date().toISOString(),
      });
      log.info(
        `search index ${names.primary}: ${kept.size} cars indexed in ${seconds.toFixed(1)} s` +
          (stale.length ? `, ${stale.length} stale records removed` : ''),
      );
      return { run, records: kept.size, removed: stale.length, seconds };
    } catch (error) {
      if (error instanceof Stopped || this.stopped) {
        this.current.state = 'stopped';
        throw error;
      }
      Object.assign(this.current, {
        state: 'failed',
        lastError: (error as Error).message,
        finishedAt: new Date().toISOString(),
      });
      log.error(error, `search index ${names.primary}: build failed`);
      throw error;
    }
  }

  private async apply(ids: number[]): Promise<void> {
    const contexts = await loadDealershipContexts(this.options.db);
    let lastTask: number | null = null;
    for (let i = 0; i < ids.length; i += this.pageSize) {
      this.check();
      if (i > 0) await nextTurn();
      const chunk = ids.slice(i, i + this.pageSize);
      const found = await this.options.cars.findForIndex(chunk);
      const present = new Set(found.map((car) => car.id));
      lastTask = (await this.save(this.records(found, contexts))) ?? lastTask;
      lastTask = (await this.remove(chunk.filter((id) => !present.has(id)).map(String))) ?? lastTask;
    }
    await this.settle(lastTask);
  }
}
