import { RequestError } from './request-errors';
import type { Db } from '../db/db';
import { createRateLimiter, type LimitDecision } from '../rate-limits/rate-limiter';

export interface LeadRateLimitSettings {
  /** Leads per minute from one client IP (LEAD_RATE_LIMIT_PER_IP, default 10; 0 turns it off). */
  perIp: number;
  /** Leads per minute to one site (LEAD_RATE_LIMIT_PER_SITE, default 300; 0 turns it off). */
  perSite: number;
  windowMs: number;
}

export const DEFAULT_LEAD_RATE_LIMITS: LeadRateLimitSettings = { perIp: 10, perSite: 300, windowMs: 60_000 };

export const RATE_LIMIT_MESSAGE = 'Too many enquiries in a short time. Please try again in a minute.';

export function limitFromEnv(name: string, value: string | undefined, fallback: number): number {
  if (value == null || value.trim() === '') return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 0)
    throw new Error(`${name} must be a whole number ≥ 0, got "${value}"`);
  return limit;
}

/** The limits from LEAD_RATE_LIMIT_PER_IP and LEAD_RATE_LIMIT_PER_SITE (benchmarks and load tests set 0). */
export function leadRateLimitsFromEnv(env: Record<string, string | undefined>): LeadRateLimitSettings {
  return {
    ...DEFAULT_LEAD_RATE_LIMITS,
    perIp: limitFromEnv('LEAD_RATE_LIMIT_PER_IP', env.LEAD_RATE_LIMIT_PER_IP, DEFAULT_LEAD_RATE_LIMITS.perIp),
    perSite: limitFromEnv(
      'LEAD_RATE_LIMIT_PER_SITE',
      env.LEAD_RATE_LIMIT_PER_SITE,
      DEFAULT_LEAD_RATE_LIMITS.perSite,
    ),
  };
}

/** A 429 whose Retry-After header the error handler cannot set: the route sets it from `retryAfterSeconds`. */
export class RateLimitError extends RequestError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, RATE_LIMIT_MESSAGE);
  }
}

export interface LeadRateLimits {
  /** Rejects with RateLimitError when the IP or the site is over its limit; else counts the lead. */
  check(ip: string, siteId: number): Promise<void>;
}

/** Per-IP and per-site limits on POST /api/leads, shared by every platform server (rate-limits/). */
export function createLeadRateLimits(
  db: Db,
  settings: LeadRateLimitSettings,
  now?: () => number,
): LeadRateLimits {
  const { windowMs } = settings;
  const perIp = createRateLimiter(db, { bucket: 'lead-ip', limit: settings.perIp, windowMs, now });
  const perSite = createRateLimiter(db, { bucket: 'lead-site', limit: settings.perSite, windowMs, now });
  const refuse = (decision: LimitDecision) => {
    if (!decision.allowed) throw new RateLimitError(decision.retryAfterSeconds);
  };
  return {
    async check(ip, siteId) {
      refuse(await perIp.hit(ip));
      refuse(await perSite.hit(String(siteId)));
    },
  };
}
