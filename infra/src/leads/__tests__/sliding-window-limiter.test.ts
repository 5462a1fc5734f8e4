import { createLeadRateLimits, leadRateLimitsFromEnv, RateLimitError } from '../lead-rate-limits';
import { createSlidingWindowLimiter } from '../sliding-window-limiter';

describe('createSlidingWindowLimiter', () => {
  it('allows `limit` requests in any window and tells when the next one is allowed', () => {
    let now = 0;
    const limiter = createSlidingWindowLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    now = 20_000;
    expect(limiter.hit('a')).toEqual({ allowed: true });
    now = 30_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    now = 60_001; // the first request left the window: a sliding window, not a fixed minute
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });
  it('tells without counting what a request would get (peek)', () => {
    let now = 0;
    const limiter = createSlidingWindowLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 5; i++) expect(limiter.peek('a')).toEqual({ allowed: true });
    limiter.hit('a');
    now = 10_000;
    limiter.hit('a');
    expect(limiter.peek('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    now = 60_001;
    expect(limiter.peek('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });

  it('allows everything with limit 0', () => {
    const limiter = createSlidingWindowLimiter({ limit: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect(limiter.hit('a').allowed).toBe(true);
  });
});

describe('createLeadRateLimits', () => {
  it('limits per IP and per site', () => {
    const limits = createLeadRateLimits({ perIp: 2, perSite: 3, windowMs: 60_000 }, () => 0);
    limits.check('1.1.1.1', 1);
    limits.check('1.1.1.1', 1);
    expect(() => limits.check('1.1.1.1', 2)).toThrow(RateLimitError);
    limits.check('2.2.2.2', 1);
    expect(() => limits.check('3.3.3.3', 1)).toThrow(
      'Too many enquiries in a short time. Please try again in a minute.',
    );
    limits.check('3.3.3.3', 2);
  });
  it('reads LEAD_RATE_LIMIT_PER_IP / _PER_SITE, defaulting to 10 and 300 a minute', () => {
    expect(leadRateLimitsFromEnv({})).toEqual({ perIp: 10, perSite: 300, windowMs: 60_000 });
    expect(leadRateLimitsFromEnv({ LEAD_RATE_LIMIT_PER_IP: '0', LEAD_RATE_LIMIT_PER_SITE: '50' })).toEqual({
      perIp: 0,
      perSite: 50,
      windowMs: 60_000,
    });
    expect(() => leadRateLimitsFromEnv({ LEAD_RATE_LIMIT_PER_IP: 'lots' })).toThrow('LEAD_RATE_LIMIT_PER_IP');
  });
});
