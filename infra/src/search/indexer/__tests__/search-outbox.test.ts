import type { Db } from '../../../db/db';
import { migrate } from '../../../db/migrate';
import { openPgDb } from '../../../db/pg-db';
import { openPgliteDb } from '../../../db/pglite-db';
import {
  createPostgresSchema,
  TEST_DATABASE_URL,
  type PostgresSchema,
} from '../../../test-support/postgres-schema';
import { createSearchOutbox, type SearchOutbox } from '../search-outbox';

jest.setTimeout(60_000);

const MINUTE = 60_000;
const T = Date.parse('2026-12-01T10:00:00.000Z');

/** The search outbox's queries on one database (PGlite in memory; PostgreSQL with DATABASE_URL). */
function describeSearchOutbox(open: () => Promise<Db>, drop: () => Promise<void> = async () => undefined) {
  let db: Db;
  let outbox: SearchOutbox;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    outbox = createSearchOutbox(db);
  });
  beforeEach(async () => {
    await db.query('DELETE FROM search_outbox');
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });

  const ids = (cars: { carId: number }[]) => cars.map((car) => car.carId);

  it('keeps a car once, with its oldest and latest change, held by the server whose update failed', async () => {
    await outbox.hold('a', [{ carId: 7, since: T, changedAt: T }], MINUTE);
    await outbox.hold('a', [{ carId: 7, since: T + 5_000, changedAt: T + 5_000 }], MINUTE);
    expect(await outbox.summary()).toEqual({ cars: 1, since: T });
    // Another server does not take a car whose holder's lease runs; the holder renews and gets it back.
    expect(await outbox.claim('b', MINUTE, 100)).toEqual([]);
    expect(await outbox.claim('a', MINUTE, 100)).toEqual([{ carId: 7, since: T, changedAt: T + 5_000 }]);
    // A later failure elsewhere moves the car to that server, keeping the oldest change.
    await outbox.hold('b', [{ carId: 7, since: T + 9_000, changedAt: T + 9_000 }], MINUTE);
    expect(await outbox.claim('a', MINUTE, 100)).toEqual([]);
    expect(await outbox.claim('b', MINUTE, 100)).toEqual([{ carId: 7, since: T, changedAt: T + 9_000 }]);
  });

  it('gives the cars of a server that stopped, or whose lease ran out, to the next that asks', async () => {
    await outbox.hold(
      'a',
      [1, 2, 3].map((carId) => ({ carId, since: T + carId, changedAt: T + carId })),
      MINUTE,
    );
    await outbox.hold('c', [{ carId: 4, since: T, changedAt: T }], 0);
    expect(ids(await outbox.claim('b', MINUTE, 100))).toEqual([4]);
    await outbox.letGo('a');
    // Oldest first, at most `limit` a time.
    expect(ids(await outbox.claim('b', MINUTE, 3))).toEqual([4, 1, 2]);
    expect(ids(await outbox.claim('b', MINUTE, 100))).toEqual([4, 1, 2, 3]);
    expect(await outbox.claim('a', MINUTE, 100)).toEqual([]);
  });

  it('lets go of a car written from a read after its change, not before; a full build clears what it covers', async () => {
    await outbox.hold(
      'a',
      [
        { carId: 1, since: T, changedAt: T + 1_000 },
        { carId: 2, since: T, changedAt: T + 3_000 },
        { carId: 3, since: T, changedAt: T + 3_000 },
      ],
      MINUTE,
    );
    await outbox.release([1, 2], T + 2_000);
    expect(ids(await outbox.claim('a', MINUTE, 100)).sort()).toEqual([2, 3]);
    await outbox.release([], T + 2_000);
    await outbox.clear(T + 3_000);
    expect(await outbox.summary()).toEqual({ cars: 2, since: T });
    await outbox.clear(T + 3_001);
    expect(await outbox.summary()).toEqual({ cars: 0, since: null });
  });
}

describe('search outbox on PGlite', () => {
  describeSearchOutbox(() => openPgliteDb());
});

if (!TEST_DATABASE_URL) console.info('search outbox on PostgreSQL: skipped (DATABASE_URL is not set)');

(TEST_DATABASE_URL ? describe : describe.skip)('search outbox on PostgreSQL (DATABASE_URL)', () => {
  let schema: PostgresSchema;
  describeSearchOutbox(
    async () => {
      schema = await createPostgresSchema('dealerline_search_outbox');
      return openPgDb(schema.url);
    },
    () => schema.drop(),
  );
});
