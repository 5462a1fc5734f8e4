import { databaseErrorSummary, isDatabaseUnavailable } from '../db/database-unavailable';
import type { Db } from '../db/db';
import { DEFAULT_BACKOFF, retryDelayMs, type BackoffPolicy } from './backoff';
import { createShopperEmailRound } from '../shopper-emails/shopper-email-delivery';
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
  /** How often the worker asks again while the database cannot be reached (ms). */
  outagePollMs: number;
}

/** Config.leadDelivery: any worker option, or `enabled: false` for no worker. */
export type LeadDeliveryTuning = Partial<DeliveryWorkerOptions> & { enabled?: boolean };

export const DEFAULT_WORKER_OPTIONS: DeliveryWorkerOptions = {
  pollMs: 250,
  batchSize: 25,
  leaseMs: 60_000,
  backoff: DEFAULT_BACKOFF,
  outagePollMs: 5_000,
};

export interface DeliveryWorker {
  start(): void;
  /** Stops after the round in flight (its leads are marked before this resolves). */
  stop(): Promise<void>;
  /**
   * Runs one round now: claims due leads and shopper emails (src/shopper-emails), delivers them; resolves with
   * how many were claimed.
   */
  runOnce(): Promise<number>;
  /** Starts the next round at once instead of after `pollMs` (after the round in flight, if any). */
  wake(): void;
}

/**
 * Where the worker reports (pino's `(fields, message)`): every failed attempt at warn, a lead given up at
 * error. The fields name the lead, its dealership, channels and attempt, never the lead's personal data.
 */
export interface WorkerLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/**
 * The outbox worker: claims due leads, delivers each on its dealership's channels, then marks it delivered or
 * schedules its next attempt with backoff; in the same round it sends the due shopper emails (a reservation's
 * receipt, its cancellation notice) through the same mail transport. Full rounds run back to back; an empty
 * round waits `pollMs`. While the database cannot be reached, rounds wait `outagePollMs`, and the outage is
 * logged once (at warn): the leads wait in the database, and a lead sent whose sending could not be recorded
 * is sent again when its lease ends.
 */
export function createDeliveryWorker(
  db: Db,
  senders: ChannelSenders,
  log: WorkerLog,
  options: DeliveryWorkerOptions = DEFAULT_WORKER_OPTIONS,
): DeliveryWorker {
  const repo = createDeliveryRepository(db);
  const shopperEmails = createShopperEmailRound(db, senders.mail, log, options);
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<unknown> = Promise.resolve();
  let woken = false;
  /** The last round failed because the database cannot be reached (said once per outage). */
  let unavailable = false;

  async function runOnce(): Promise<number> {
    const leads = await repo.claimDue(options.batchSize, options.leaseMs);
    await Promise.all(
      leads.map(async (lead) => {
        const outcome = await deliverLead(lead, senders);
        const finished = await repo.finish(
          lead,
          outcome,
          retryDelayMs(lead.delivery_attempts, options.backoff),
        );
        const about = {
          lead_id: lead.id,
          dealership: lead.dealership_slug,
          site: lead.site_slug,
          attempt: lead.delivery_attempts,
        };
        if (outcome.kind === 'retry') {
          log.warn(
            {
              ...about,
              channels: outcome.failedChannels,
              next_attempt_at: finished.next_attempt_at,
              error: outcome.error,
            },
            `lead delivery attempt ${lead.delivery_attempts} failed (${outcome.failedChannels.join(', ')}); ` +
              `next attempt at ${finished.next_attempt_at}`,
          );
        } else if (outcome.kind === 'failed') {
          log.error(
            { ...about, error: outcome.error },
            'lead delivery gave up: the lead is failed and is not retried ' +
              '(npm run platform -- leads retry <lead-id> once the dealership can take it)',
          );
        }
      }),
    );
    return leads.length + (await shopperEmails());
  }

  function schedule(delayMs: number) {
    if (!running) return;
    timer = setTimeout(() => {
      timer = null;
      woken = false;
      round = runOnce().then(
        (claimed) => {
          unavailable = false;
          schedule(claimed >= options.batchSize || woken ? 0 : options.pollMs);
        },
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) {
            if (!unavailable)
              // Its code and message, no stack: an outage is not a fault of this code (as the outage log says it).
              log.warn(
                { error: databaseErrorSummary(error) },
                'lead delivery waits: the database is unavailable (leads stay queued)',
              );
            unavailable = true;
            schedule(woken ? 0 : options.outagePollMs);
            return;
          }
          unavailable = false;
          log.error({ err: error }, 'lead delivery round failed');
          schedule(woken ? 0 : options.pollMs);
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
    wake() {
      if (!running) return;
      if (!timer) {
        woken = true; // a round is in flight: the next one starts when it ends
        return;
      }
      clearTimeout(timer);
      timer = null;
      schedule(0);
    },
  };
}
