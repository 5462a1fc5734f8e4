import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPgDb } from '../../db/pg-db';
import { openPgliteDb } from '../../db/pglite-db';
import { createLeadRateLimits, leadRateLimitsFromEnv, RateLimitError } from '../../leads/lead-rate-limits';
import {
  createPostgresSchema,
  TEST_DATABASE_URL,
  type PostgresSchema,
} from '../../test-support/postgres-schema';
import { createRateLimiter } from '../rate-limiter';

jest.setTimeout(60_000);

/** The limiter's suite on one database (PGlite in memory; PostgreSQL with DATABASE_URL). */
function describeRateLimiter(open: () => Promise<Db>, drop: () => Promise<void> = async () => undefined) {
  let db: Db;
  let buckets = 0;
  /** A bucket of its own for each test, so their counts never meet. */
  const fresh = () => `test-${++buckets}`;
  const rowsOf = async (bucket: string) =>
    (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket = $1', [
        bucket,
      ])
    )[0]!.n;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });

  it('allows `limit` requests in any window and tells when the next one is allowed', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(db, { bucket: fresh(), limit: 2, windowMs: 60_000, now: () => now });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    now += 20_000;
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    now += 10_000;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await limiter.hit('b')).toEqual({ allowed: true });
    now += 30_001; // the first request left the window: a sliding window, not a fixed minute
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it('tells without counting what a request would get (peek)', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(db, { bucket: fresh(), limit: 2, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 5; i++) expect(await limiter.peek('a')).toEqual({ allowed: true });
    await limiter.hit('a');
    now += 10_000;
    await limiter.hit('a');
    expect(await limiter.peek('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    now += 50_001;
    expect(await limiter.peek('a')).toEqual({ allowed: true });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
  });

  it('allows everything with limit 0, counting nothing', async () => {
    const bucket = fresh();
    const limiter = createRateLimiter(db, { bucket, limit: 0, windowMs: 1000 });
    for (let i = 0; i < 20; i++) expect((await limiter.hit('a')).allowed).toBe(true);
    expect(await rowsOf(bucket)).toBe(0);
  });

  it('holds across servers: two limiters of one bucket share the count, also when they count at once', async () => {
    const bucket = fresh();
    const [one, two] = [0, 1].map(() => createRateLimiter(db, { bucket, limit: 5, windowMs: 60_000 }));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? one! : two!).hit('203.0.113.9')),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    expect(await one!.peek('203.0.113.9')).toMatchObject({ allowed: false });
    // Another bucket counts the same key apart.
    const other = createRateLimiter(db, { bucket: fresh(), limit: 5, windowMs: 60_000 });
    expect(await other.hit('203.0.113.9')).toEqual({ allowed: true });
  });

  it('sweeps the rows that have left the window', async () => {
    let now = 1_000_000;
    const bucket = fresh();
    const limiter = createRateLimiter(db, { bucket, limit: 1, windowMs: 1000, now: () => now });
    for (let i = 0; i < 500; i++) {
      await limiter.hit(`client-${i}`);
      now += 10;
    }
    expect(await rowsOf(bucket)).toBeLessThanOrEqual(101); // the window's last second: the rest was swept
  });

  it('limits leads per IP and per site', async () => {
    const limits = createLeadRateLimits(db, { perIp: 2, perSite: 3, windowMs: 60_000 }, () => 5_000_000);
    await limits.check('1.1.1.1', 1);
    await limits.check('1.1.1.1', 1);
    await expect(limits.check('1.1.1.1', 2)).rejects.toThrow(RateLimitError);
    await limits.check('2.2.2.2', 1);
    await expect(limits.check('3.3.3.3', 1)).rejects.toThrow(
      'Too many enquiries in a short time. Please try again in a minute.',
    );
    await limits.check('3.3.3.3', 2);
  });
}

describe('the rate limiter on PGlite', () => {
  describeRateLimiter(() => openPgliteDb());
});

if (!TEST_DATABASE_URL) console.info('rate limits on PostgreSQL: skipped (DATABASE_URL is not set)');

(TEST_DATABASE_URL ? describe : describe.skip)('the rate limiter on PostgreSQL (DATABASE_URL)', () => {
  let schema: PostgresSchema;
  describeRateLimiter(
    async () => {
      schema = await createPostgresSchema('dealerline_rate_limits');
      return openPgDb(schema.url);
    },
    () => schema.drop(),
  );
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
