import { retryDelayMs } from '../backoff';

const policy = { baseMs: 1000, capMs: 60_000 };

describe('retryDelayMs', () => {
  it('doubles with each attempt, between half and all of base × 2^(attempt − 1)', () => {
    expect(retryDelayMs(1, policy, () => 0)).toBe(500);
    expect(retryDelayMs(1, policy, () => 0.999999)).toBe(1000);
    expect(retryDelayMs(2, policy, () => 0)).toBe(1000);
    expect(retryDelayMs(4, policy, () => 0.5)).toBe(6000);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelayMs(7, policy, () => 0.999999)).toBe(60_000);
    expect(retryDelayMs(1000, policy, () => 0.999999)).toBe(60_000);
    expect(retryDelayMs(1000, policy, () => 0)).toBe(30_000);
  });

  it('spreads leads failing together over the jitter range', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(5, policy)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(8000);
      expect(delay).toBeLessThanOrEqual(16_000);
    }
  });
});
