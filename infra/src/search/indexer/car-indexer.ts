import { randomUUID } from 'node:crypto';
import os from 'node:os';
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
import { PendingUpdates } from './pending-updates';
import { saveIsolatingRejections, type IsolatedSave, type Rejection } from './record-rejection';
import { RejectedCars } from './rejected-cars';
import type { SearchClient } from './search-client';
import type { SearchOutbox } from './search-outbox';

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

/** When failed incremental updates are tried again (see CarIndexer). */
export interface UpdateRetry {
  /** The first retry after a failure; each failure in a row doubles it (±20 %, so servers spread out). */
  firstMs: number;
  /** The longest wait between two retries. */
  maxMs: number;
  /** With a search outbox: how often it is checked for cars of a server that stopped. */
  outboxPollMs: number;
  /** With a search outbox: how long a server holds the cars it keeps there before another may take them. */
  leaseMs: number;
}

export const UPDATE_RETRY: UpdateRetry = {
  firstMs: 1_000,
  maxMs: 60_000,
  outboxPollMs: 60_000,
  leaseMs: 5 * 60_000,
};

/** Cars taken from the search outbox per check (the rest at the next). */
const CLAIM_LIMIT = 10_000;

/** Refused cars the status lists (all are counted). */
const REJECTED_LISTED = 100;

/** Incremental updates that failed and are being retried (GET /api/ops/search, `indexer.pending`). */
export interface PendingStatus {
  /** Cars whose latest change is not in the index yet (this server's). */
  cars: number;
  /** The oldest change waiting, and how long ago it was (null when none waits). */
  since: string | null;
  ageSeconds: number | null;
  /** Failed tries in a row (0 once one succeeds). */
  failures: number;
  /** The next retry, when one is due. */
  retryAt: string | null;
  /** Why the last try failed (kept until the cars are in the index). */
  lastError: string | null;
  /**
   * Algolia: the search outbox in the database, every server's cars, as last read (at checkedAt); null on the
   * embedded engine, whose index each server rebuilds on start.
   */
  outbox: { cars: number; since: string | null; checkedAt: string } | null;
}

/**
 * Cars whose records the search service refuses on their own (a record too big: a 400 or 413 about the
 * record, not an outage): left out of the index and not retried until the car changes again or a full build
 * (GET /api/ops/search, `indexer.rejected`). This server's: every server's start build finds them all.
 */
export interface RejectedStatus {
  cars: number;
  /** The first REJECTED_LISTED by car id: the service's message and since when the car is out of the index. */
  list: { carId: number; reason: string; since: string }[];
}

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
  /** Some cars' changes are not in the index yet: they are being retried (see `pending`). */
  stale: boolean;
  /** Why the last full build failed. */
  lastError: string | null;
  pending: PendingStatus;
  rejected: RejectedStatus;
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
  /** When failed updates are retried (default UPDATE_RETRY). */
  retry?: Partial<UpdateRetry>;
  /**
   * Where failed updates are kept beyond this process, so that another server retries them if this one stops
   * first: on Algolia (search-service.ts). None on the embedded engine.
   */
  outbox?: SearchOutbox | null;
  /** This server's name in the search outbox (default host name, pid and a random part). */
  holder?: string;
  /** Clock in milliseconds (default Date.now) and randomness of the retry jitter (default Math.random). */
  now?: () => number;
  random?: () => number;
}

class Stopped extends Error {}

/** A refused car record's car. */
const rejectedCar = (record: Rejection) => ({ carId: Number(record.objectID), reason: record.reason });

/**
 * Keeps the car index in step with the database, always through the official `algoliasearch` client (to the
 * embedded engine's `/1/` routes, or to Algolia). A full build on start and on `reindex`: settings with the
 * sort replicas, every car in batches of 500, then the records of cars no longer in the database removed.
 * After an import or seed (`events.onCarsChanged`) only the named cars are re-read and saved or deleted.
 * One operation at a time: updates wait for a running build.
 *
 * An update that fails (the database went away while the cars were read, the engine's worker did not answer,
 * Algolia answered an error) is not lost: its cars are remembered (`PendingUpdates`) and retried after 1 s,
 * 2 s, 4 s… up to a minute apart until they are in the index; a later update of a car supersedes its pending
 * one, an update that succeeds meanwhile brings the next retry forward, and a full build clears every car
 * changed before it started. One error line when updates start failing, one info line once every car is in
 * the index again; `status().pending` says how many cars wait and since when. With a search outbox (Algolia)
 * the cars are also kept in the database, so that another server retries them if this one stops first.
 *
 * A write the service refuses for what it carries (a record too big: `isRecordRejection`) is not an outage:
 * the batch is split until the refused records are alone, every other car is written, and the refused cars
 * are set aside (`status().rejected`, one error line a car): their old records are deleted, so that the search
 * does not go on showing a price or a state the car no longer has, and they are not retried until the car
 * changes again or a full build. Should the service refuse those deletions too, the refusal was not about the
 * records, and the update fails as in an outage.
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
  private readonly retryTiming: UpdateRetry;
  private readonly now: () => number;
  private readonly holder: string;
  private readonly pending = new PendingUpdates();
  private readonly rejected = new RejectedCars();
  /** Failed tries in a row, and why the last failed. */
  private failures = 0;
  private updateError: string | null = null;
  /** Since when updates fail (null while the index is in step): one log line at the start, one at the end. */
  private outage: { startedAt: number } | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryAt: number | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  /** Whether this server has put rows in the search outbox (let go of on stop). */
  private holding = false;
  private outboxStatus: PendingStatus['outbox'] = null;
  private current: Omit<IndexerStatus, 'pending' | 'rejected'> = {
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
    this.retryTiming = { ...UPDATE_RETRY, ...options.retry };
    this.now = options.now ?? Date.now;
    this.holder = options.holder ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  status(): IndexerStatus {
    const oldest = this.pending.oldest();
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return {
      ...this.current,
      stale: this.pending.size > 0,
      pending: {
        cars: this.pending.size,
        since: iso(oldest),
        ageSeconds: oldest === null ? null : Math.max(0, Math.round((this.now() - oldest) / 1000)),
        failures: this.failures,
        retryAt: iso(this.retryAt),
        lastError: this.pending.size > 0 ? this.updateError : null,
        outbox: this.outboxStatus ? { ...this.outboxStatus } : null,
      },
      rejected: {
        cars: this.rejected.size,
        list: this.rejected
          .list(REJECTED_LISTED)
          .map((car) => ({ carId: car.carId, reason: car.reason, since: iso(car.since)! })),
      },
    };
  }

  /**
   * Subscribes to inventory changes, starts checking the search outbox (if any), and queues the first full
   * build (resolved when it is done or failed).
   */
  start(): Promise<BuildReport | null> {
    this.unsubscribe ??= this.options.events.onCarsChanged((ids) => this.update(ids));
    if (this.options.outbox && !this.pollTimer && !this.stopped) {
      this.pollTimer = setInterval(() => {
        if (!this.retryTimer) this.retry();
      }, this.retryTiming.outboxPollMs);
      this.pollTimer.unref();
    }
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

  /**
   * Queues an incremental update of these cars (changed, sold or deleted), to be called after their change is
   * committed. Resolves once it has been tried (never rejects): cars it could not write wait for a retry.
   */
  update(carIds: readonly number[]): Promise<void> {
    if (carIds.length === 0) return Promise.resolve();
    const changedAt = this.now();
    return this.enqueue(() => this.attempt([...carIds], changedAt)).catch(() => undefined);
  }

  /**
   * Stops taking work and waits for the running operation to end at its next batch. With a search outbox, the
   * cars still waiting are left there for the other servers at once (not after the lease).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.clearRetry();
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
    await this.chain.catch(() => undefined);
    const { outbox } = this.options;
    if (outbox && (this.holding || this.pending.size > 0)) {
      try {
        await outbox.hold(this.holder, this.pending.unkept(), 0);
        await outbox.letGo(this.holder);
      } catch {
        // The database is gone too: a server's start rebuilds the whole index (the first build).
      }
    }
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

  /**
   * Saves records and deletes the records of `gone`; records the service refuses on their own are isolated
   * (the others saved) and their old records deleted too. Resolves with the last task and the refused.
   */
  private async write(records: CarRecord[], gone: string[] = []): Promise<IsolatedSave> {
    const saved = await saveIsolatingRejections((part) => this.save(part), records);
    const deleted = await this.remove([...gone, ...saved.rejected.map((record) => record.objectID)]);
    return { taskID: deleted ?? saved.taskID, rejected: saved.rejected };
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
    const startedAt = this.now();
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
      const rejected: Rejection[] = [];
      const writes = new BatchPipeline<CarRecord>(async (records) => {
        const result = await this.write(records);
        rejected.push(...result.rejected);
        return result.taskID;
      }, progress);
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
      const records = kept.size - rejected.length;
      Object.assign(this.current, {
        state: 'ready',
        built: true,
        records,
        finishedAt: new Date().toISOString(),
      });
      log.info(
        `search index ${names.primary}: ${records} cars indexed in ${seconds.toFixed(1)} s` +
          (stale.length ? `, ${stale.length} stale records removed` : '') +
          (rejected.length ? `, ${rejected.length} refused (GET /api/ops/search: indexer.rejected)` : ''),
      );
      this.logRejected(this.rejected.replace(rejected.map(rejectedCar), this.now()));
      await this.covered(startedAt);
      return { run, records, removed: stale.length, seconds };
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

  /**
   * Re-reads these cars and saves or deletes their records; `onWritten` is told the cars whose writes are
   * done, every INDEX_BATCH cars (so a retry after a failure halfway resends only the rest), with those of
   * them whose records the service refused.
   */
  private async apply(
    ids: number[],
    onWritten: (carIds: number[], rejected: Rejection[]) => void,
  ): Promise<void> {
    const contexts = await loadDealershipContexts(this.options.db);
    let lastTask: number | null = null;
    let written: number[] = [];
    let rejected: Rejection[] = [];
    for (let i = 0; i < ids.length; i += this.pageSize) {
      this.check();
      if (i > 0) await nextTurn();
      const chunk = ids.slice(i, i + this.pageSize);
      const found = await this.options.cars.findForIndex(chunk);
      const present = new Set(found.map((car) => car.id));
      const gone = chunk.filter((id) => !present.has(id)).map(String);
      const result = await this.write(this.records(found, contexts), gone);
      lastTask = result.taskID ?? lastTask;
      written.push(...chunk);
      rejected.push(...result.rejected);
      if (written.length >= this.batchSize) {
        await this.settle(lastTask);
        lastTask = null;
        onWritten(written, rejected);
        written = [];
        rejected = [];
      }
    }
    await this.settle(lastTask);
    onWritten(written, rejected);
  }

  /**
   * One try of an update: `changedAt` is when the cars changed (a new update), null for a retry of the cars
   * already waiting. Never throws: what it could not write waits for a retry.
   */
  private async attempt(ids: number[], changedAt: number | null): Promise<void> {
    const readAt = this.now();
    const written = new Set<number>();
    const settled: number[] = [];
    try {
      await this.apply(ids, (done, rejected) => {
        for (const id of done) written.add(id);
        settled.push(...this.pending.settle(done, readAt));
        this.judged(done, rejected);
      });
    } catch (error) {
      if (changedAt !== null)
        this.pending.add(
          ids.filter((id) => !written.has(id)),
          changedAt,
        );
      await this.release(settled, readAt);
      if (!(error instanceof Stopped) && !this.stopped) await this.failed(error);
      return;
    }
    await this.release(settled, readAt);
    this.succeeded();
  }

  /** The service took these cars' writes but refused `rejected`: those are set aside, the others are in. */
  private judged(carIds: number[], rejected: Rejection[]): void {
    const refused = new Set(rejected.map((record) => record.objectID));
    this.rejected.remove(carIds.filter((id) => !refused.has(String(id))));
    this.logRejected(this.rejected.add(rejected.map(rejectedCar), this.now()));
  }

  /** One line a car, when it is set aside (none while it stays aside). */
  private logRejected(cars: readonly { carId: number; reason: string }[]): void {
    for (const { carId, reason } of cars) {
      this.options.log.error(
        undefined,
        `search index refused car ${carId}: ${reason}. Its record is out of the index and it is not retried ` +
          'until it changes again or a reindex (GET /api/ops/search: indexer.rejected)',
      );
    }
  }

  private async release(carIds: number[], readAt: number): Promise<void> {
    if (!this.options.outbox || carIds.length === 0) return;
    // Left there (the database is down), the rows come back after the lease and are written again: harmless.
    await this.options.outbox.release(carIds, readAt).catch(() => undefined);
  }

  private async failed(error: unknown): Promise<void> {
    this.failures++;
    this.updateError = (error as Error).message;
    if (!this.outage && this.pending.size > 0) {
      this.outage = { startedAt: this.now() };
      this.options.log.error(
        error,
        `search index update failed: ${this.pending.size} car(s) wait and are retried until the index takes ` +
          'them (GET /api/ops/search: indexer.pending); no further line until they are in',
      );
    }
    await this.syncOutbox();
    this.scheduleRetry(this.backoff());
  }

  private succeeded(): void {
    if (this.pending.size === 0) {
      this.caughtUp();
      return;
    }
    // Cars of an earlier failure still wait, and the index answers again: retry them soon.
    this.failures = 0;
    this.scheduleRetry(this.retryTiming.firstMs, true);
  }

  private caughtUp(): void {
    this.failures = 0;
    this.clearRetry();
    if (!this.outage) return;
    const seconds = (this.now() - this.outage.startedAt) / 1000;
    this.outage = null;
    this.options.log.info(
      `search index updates caught up: every changed car is in the index again (${seconds.toFixed(0)} s after the first failure)`,
    );
  }

  /** A full build that started at `startedAt` is done: every change before it is in the index. */
  private async covered(startedAt: number): Promise<void> {
    this.pending.clearBefore(startedAt);
    if (this.options.outbox) {
      await this.options.outbox.clear(startedAt).catch(() => undefined);
      await this.syncOutbox();
    }
    if (this.pending.size === 0) this.caughtUp();
    // Cars changed since the build started, or taken over from the outbox: their retry comes soon.
    else if (!this.retryTimer) this.scheduleRetry(this.retryTiming.firstMs);
  }

  private backoff(): number {
    const { firstMs, maxMs } = this.retryTiming;
    const base = Math.min(maxMs, firstMs * 2 ** Math.min(this.failures - 1, 30));
    return Math.min(maxMs, Math.round(base * (0.8 + 0.4 * (this.options.random ?? Math.random)())));
  }

  /** Sets the next retry `delayMs` from now; an earlier one stays unless `sooner` (then the sooner wins). */
  private scheduleRetry(delayMs: number, sooner = false): void {
    if (this.stopped) return;
    const at = this.now() + delayMs;
    if (this.retryTimer) {
      if (!sooner || (this.retryAt !== null && this.retryAt <= at)) return;
      this.clearRetry();
    }
    this.retryAt = at;
    this.retryTimer = setTimeout(() => this.retry(), delayMs);
    this.retryTimer.unref();
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retryAt = null;
  }

  /** Queues a retry of every car waiting (and, with a search outbox, of those other servers left there). */
  private retry(): void {
    this.clearRetry();
    if (this.stopped) return;
    this.enqueue(async () => {
      await this.syncOutbox();
      const ids = this.pending.ids();
      if (ids.length === 0) this.caughtUp();
      else await this.attempt(ids, null);
    }).catch(() => undefined);
  }

  /**
   * With a search outbox: keeps there the cars it lacks, renews this server's lease, takes over the cars of
   * servers whose lease ran out, and reads how many wait in all. A database that does not answer is skipped
   * (the cars wait in memory; the next retry tries again).
   */
  private async syncOutbox(): Promise<void> {
    const { outbox } = this.options;
    if (!outbox) return;
    try {
      const unkept = this.pending.unkept();
      if (unkept.length > 0) {
        await outbox.hold(this.holder, unkept, this.retryTiming.leaseMs);
        this.pending.markKept(unkept);
        this.holding = true;
      }
      const claimed = await outbox.claim(this.holder, this.retryTiming.leaseMs, CLAIM_LIMIT);
      if (claimed.length > 0) this.holding = true;
      this.pending.merge(claimed);
      const summary = await outbox.summary();
      this.outboxStatus = {
        cars: summary.cars,
        since: summary.since === null ? null : new Date(summary.since).toISOString(),
        checkedAt: new Date(this.now()).toISOString(),
      };
    } catch {
      // The database is down: retried with the cars.
    }
  }
}
