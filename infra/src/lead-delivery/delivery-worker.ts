import type { Db } from '../db/db';
import { DEFAULT_BACKOFF, retryDelayMs, type BackoffPolicy } from './backoff';
import { deliverLead, type ChannelSenders } from './deliver-lead';
import { createDeliveryRepository } from './delivery-repository';

export interface DeliveryWorkerOptions {
  /** How often the worker looks for due leads when idle (ms). */
  pollMs: number;
  /** Leads claimed (and sent in parallel) per round. */
  batchSize: number;
  /** A claimed lead is due again after this long if its worker died (ms); longer than any send. */
  leaseMs: number;
  backoff: BackoffPolicy;
}

/** Config.leadDelivery: any worker option, or `enabled: false` for no worker. */
export type LeadDeliveryTuning = Partial<DeliveryWorkerOptions> & { enabled?: boolean };

export const DEFAULT_WORKER_OPTIONS: DeliveryWorkerOptions = {
  pollMs: 250,
  batchSize: 25,
  leaseMs: 60_000,
  backoff: DEFAULT_BACKOFF,
};

export interface DeliveryWorker {
  start(): void;
  /** Stops after the round in flight (its leads are marked before this resolves). */
  stop(): Promise<void>;
  /** Runs one round now: claims due leads, delivers them; resolves with how many were claimed. */
  runOnce(): Promise<number>;
}

export interface WorkerLog {
  error(error: unknown, message: string): void;
}

/**
 * The outbox worker: claims due leads, delivers each on its dealership's channels, then marks it delivered or
 * schedules its next attempt with backoff. Full rounds run back to back; an empty round waits `pollMs`.
 */
export function createDeliveryWorker(
  db: Db,
  senders: ChannelSenders,
  log: WorkerLog,
  options: DeliveryWorkerOptions = DEFAULT_WORKER_OPTIONS,
): DeliveryWorker {
  const repo = createDeliveryRepository(db);
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<unknown> = Promise.resolve();

  async function runOnce(): Promise<number> {
    const leads = await repo.claimDue(options.batchSize, options.leaseMs);
    await Promise.all(
      leads.map(async (lead) => {
        const outcome = await deliverLead(lead, senders);
        await repo.finish(lead.id, outcome, retryDelayMs(lead.delivery_attempts, options.backoff));
      }),
    );
    return leads.length;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    timer = setTimeout(() => {
      timer = null;
      round = runOnce().then(
        (claimed) => schedule(claimed === options.batchSize ? 0 : options.pollMs),
        (error: unknown) => {
          log.error(error, 'lead delivery round failed');
          schedule(options.pollMs);
        },
      );
    }, delayMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await round;
    },
    runOnce,
  };
}
