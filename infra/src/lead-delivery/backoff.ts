export interface BackoffPolicy {
  /** Delay after the first failed attempt (ms). */
  baseMs: number;
  /** No delay grows beyond this (ms). */
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 2_000, capMs: 60 * 60 * 1000 };

/**
 * Milliseconds to wait after failed attempt number `attempt` (1-based): base × 2^(attempt − 1), capped, with
 * "equal jitter" (a random point in the upper half) so leads failing together do not retry together.
 * `random` returns [0, 1) (tests fix it).
 */
export function retryDelayMs(
  attempt: number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 40);
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
