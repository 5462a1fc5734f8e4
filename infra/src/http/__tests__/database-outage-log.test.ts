import { createDatabaseOutageLog, OUTAGE_CHECK_MS, OUTAGE_SUMMARY_MS } from '../database-outage-log';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
const readOnly = () =>
  Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' });

interface Line {
  level: 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  message: string;
}

/** An outage log on fake timers whose database answers as `database.answer` says. */
function outageLog() {
  const lines: Line[] = [];
  const database = { answer: (): Promise<unknown> => Promise.reject(refused()), checks: 0 };
  const log = createDatabaseOutageLog({
    log: {
      info: (fields, message) => lines.push({ level: 'info', fields: fields as never, message }),
      warn: (fields, message) => lines.push({ level: 'warn', fields: fields as never, message }),
      error: (fields, message) => lines.push({ level: 'error', fields: fields as never, message }),
    },
    check: () => {
      database.checks += 1;
      return database.answer();
    },
  });
  return { log, lines, database };
}

/** N requests of an outage: half pages, all answered 503, and as many answered from memory. */
function requests(log: ReturnType<typeof outageLog>['log'], n: number, error: () => Error = refused) {
  for (let i = 0; i < n; i += 1) {
    log.met(error());
    log.answered(503, i % 2 === 0);
    log.answered(200, false);
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the database outage log', () => {
  it('says an outage once, sums it up every minute while it lasts, and says when it ends', async () => {
    const { log, lines, database } = outageLog();
    requests(log, 500);
    expect(lines).toEqual([
      {
        level: 'warn',
        fields: { database: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.5:5432' } },
        message: expect.stringMatching(
          /^the database cannot be reached \(ECONNREFUSED: connect ECONNREFUSED 10\.0\.0\.5:5432\): what needs it is answered 503/,
        ),
      },
    ]);
    expect(log.ongoing).toBe(true);

    // Asked every 5 s: no answer, no line, until the minute's summary.
    await jest.advanceTimersByTimeAsync(OUTAGE_SUMMARY_MS - 1);
    expect(lines).toHaveLength(1);
    expect(database.checks).toBe(Math.floor((OUTAGE_SUMMARY_MS - 1) / OUTAGE_CHECK_MS));
    requests(log, 100);
    await jest.advanceTimersByTimeAsync(OUTAGE_CHECK_MS);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual({
      level: 'warn',
      fields: {
        database: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.5:5432' },
        outage_ms: 60_000,
        answered_503: 600,
        pages_503: 300,
        answered_other: 600,
      },
      message:
        'the database still cannot be reached after 1 min 0 s (ECONNREFUSED: connect ECONNREFUSED ' +
        '10.0.0.5:5432): in the last 1 min 0 s, 600 requests answered 503 (300 pages), 600 answered ' +
        'otherwise (from what was read before, or needing no database)',
    });

    // The next summary counts only its own minute.
    requests(log, 10);
    await jest.advanceTimersByTimeAsync(OUTAGE_SUMMARY_MS);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.fields).toMatchObject({ answered_503: 10, pages_503: 5, answered_other: 10 });

    // Back: one line with the whole outage's figures, then nothing more.
    database.answer = () => Promise.resolve();
    await jest.advanceTimersByTimeAsync(OUTAGE_CHECK_MS);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatchObject({
      level: 'info',
      fields: { answered_503: 610, pages_503: 305, answered_other: 610 },
      message: expect.stringMatching(
        /^the database answers again after 2 min 5 s: while it could not, 610 requests answered 503 \(305 pages\)/,
      ),
    });
    expect(log.ongoing).toBe(false);
    const checks = database.checks;
    log.answered(200, true);
    await jest.advanceTimersByTimeAsync(10 * OUTAGE_SUMMARY_MS);
    expect(lines).toHaveLength(4);
    expect(database.checks).toBe(checks);

    // The next outage is told again.
    requests(log, 3);
    expect(lines).toHaveLength(5);
    expect(lines[4]!.message).toMatch(/^the database cannot be reached/);
    log.close();
  });

  it('logs a database that refuses writes (25006) as an error naming it, for as long as it lasts', async () => {
    const { log, lines, database } = outageLog();
    database.answer = () => Promise.reject(readOnly());
    requests(log, 200, readOnly);
    expect(lines).toEqual([
      {
        level: 'error',
        fields: { database: { code: '25006', message: 'cannot execute INSERT in a read-only transaction' } },
        message: expect.stringMatching(
          /^the database refuses writes, read-only \(25006 read_only_sql_transaction: cannot execute INSERT in a read-only transaction\): .*DATABASE_URL names a read-only replica/,
        ),
      },
    ]);
    // Not an outage that ends when SELECT 1 answers: the check asks for writes too, and fails likewise.
    await jest.advanceTimersByTimeAsync(OUTAGE_SUMMARY_MS);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      level: 'error',
      message: expect.stringMatching(
        /^the database still refuses writes, read-only after 1 min 0 s \(25006 .*; check that DATABASE_URL names the primary$/,
      ),
    });
    await jest.advanceTimersByTimeAsync(9 * OUTAGE_SUMMARY_MS);
    expect(lines).toHaveLength(11);
    expect(lines.every((line) => line.level === 'error')).toBe(true);

    database.answer = () => Promise.resolve();
    await jest.advanceTimersByTimeAsync(OUTAGE_CHECK_MS);
    expect(lines[11]).toMatchObject({
      level: 'info',
      message: expect.stringMatching(/^the database takes writes again after 10 min 5 s/),
    });
    log.close();
  });

  it('turns to an error when an outage becomes a database that refuses writes (a failover)', async () => {
    const { log, lines } = outageLog();
    requests(log, 5);
    requests(log, 5, readOnly);
    requests(log, 5, readOnly);
    expect(lines.map((line) => [line.level, line.message.slice(0, 40)])).toEqual([
      ['warn', 'the database cannot be reached (ECONNREF'],
      ['error', 'the database refuses writes, read-only ('],
    ]);
    log.close();
  });

  it('names the error by asking the database when what met the outage had none', async () => {
    const { log, lines, database } = outageLog();
    log.met(); // a page whose head could not be read: no error in hand
    log.met();
    await jest.advanceTimersByTimeAsync(0);
    expect(database.checks).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: expect.stringMatching(/^the database cannot be reached \(ECONNREFUSED: connect/),
      }),
    ]);
    log.close();

    // It answers: a moment's failure, one line.
    const blip = outageLog();
    blip.database.answer = () => Promise.resolve();
    blip.log.met();
    await jest.advanceTimersByTimeAsync(0);
    expect(blip.lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        message:
          'the database could not be reached for a moment (a page could not read its data); it answers again',
      }),
    ]);
    expect(blip.log.ongoing).toBe(false);
  });

  it('asks one question at a time of a database that does not answer, and still sums up', async () => {
    const { log, lines, database } = outageLog();
    database.answer = () => new Promise(() => undefined); // a silent server: the query waits its timeout
    requests(log, 1);
    await jest.advanceTimersByTimeAsync(3 * OUTAGE_SUMMARY_MS);
    expect(database.checks).toBe(1);
    expect(lines.map((line) => line.message.slice(0, 40))).toEqual([
      'the database cannot be reached (ECONNREF',
      'the database still cannot be reached aft',
      'the database still cannot be reached aft',
      'the database still cannot be reached aft',
    ]);
    log.close();
    await jest.advanceTimersByTimeAsync(3 * OUTAGE_SUMMARY_MS);
    expect(lines).toHaveLength(4);
  });
});
