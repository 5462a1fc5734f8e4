import { limitFromEnv } from '../leads/lead-rate-limits';
import { RequestError } from '../leads/request-errors';
import type { Db } from '../db/db';
import { createRateLimiter } from '../rate-limits/rate-limiter';

/** Declined payments from one client IP after which its payments are refused for a while (0: no limit). */
export const DEFAULT_DECLINES_PER_IP = 5;
/** The window the declines are counted in. */
export const DECLINE_WINDOW_MS = 15 * 60_000;

export const TOO_MANY_DECLINES =
  'Too many declined payments in a short time. Please try again later, or call us to reserve this car.';

/** RESERVATION_DECLINES_PER_IP, else the default. */
export function declinesPerIpFromEnv(env: Record<string, string | undefined>): number {
  return limitFromEnv(
    'RESERVATION_DECLINES_PER_IP',
    env.RESERVATION_DECLINES_PER_IP,
    DEFAULT_DECLINES_PER_IP,
  );
}

/** A 429 with the seconds until this IP's payments are taken again (the route sets Retry-After from it). */
export class TooManyDeclines extends RequestError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_DECLINES);
  }
}

export interface DeclineLimit {
  /** Rejects with TooManyDeclines while the IP has had `limit` declines in the window; counts nothing. */
  check(ip: string): Promise<void>;
  /** Counts one declined payment of the IP. */
  declined(ip: string): Promise<void>;
}

/**
 * Card testing: the deposit form takes a card with no account, so a stolen-card list can be checked against
 * it one number after another, each a decline (402) the provider counts against the dealer's account. After
 * `limit` declines from one IP within DECLINE_WINDOW_MS its payments are refused (429, Retry-After) before any
 * card reaches the provider, until the oldest decline leaves the window. Only declines count: a shopper
 * whose attempts are refused for the car (409) or for a mistyped card (400), or who pays, is never held back,
 * and neither are the concurrent attempts on one car of the reservation tests. Counted in the database, so
 * the limit holds across every platform server (rate-limits/).
 */
export function createDeclineLimit(db: Db, limit: number, now?: () => number): DeclineLimit {
  const declines = createRateLimiter(db, {
    bucket: 'payment-decline-ip',
    limit,
    windowMs: DECLINE_WINDOW_MS,
    now,
  });
  return {
    async check(ip) {
      const decision = await declines.peek(ip);
      if (!decision.allowed) throw new TooManyDeclines(decision.retryAfterSeconds);
    },
    async declined(ip) {
      await declines.hit(ip);
    },
  };
}
