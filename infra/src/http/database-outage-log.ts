import { databaseErrorSummary, isReadOnlyDatabase } from '../db/database-unavailable';

/** How often, while the database cannot be reached, it is asked whether it answers again. */
export const OUTAGE_CHECK_MS = 5_000;
/** How often, while it lasts, the outage is summed up in one line (what was answered meanwhile). */
export const OUTAGE_SUMMARY_MS = 60_000;

export interface DatabaseOutageLog {
  /**
   * Something met the database unreachable (isDatabaseUnavailable: a request answered 503, a page served
   * without its data, an idle pooled connection that ended). The first says so in one line, the rest only
   * count; `error` is what it failed with, where known.
   */
  met(error?: unknown): void;
  /** A request was answered while the outage lasts (503 or otherwise): counted in the summaries. */
  answered(status: number, page: boolean): void;
  /** Whether the database is taken to be unreachable now (from the first `met` until it answers again). */
  readonly ongoing: boolean;
  /** Stops asking the database (the server closes). */
  close(): void;
}

type Log = Record<'info' | 'warn' | 'error', (fields: object, message: string) => void>;

export interface DatabaseOutageLogOptions {
  log: Log;
  /** Asks the database whether it answers and takes writes (READ_WRITE_CHECK): resolves when it does. */
  check: () => Promise<unknown>;
  now?: () => number;
  checkMs?: number;
  summaryMs?: number;
}

interface Counts {
  /** Requests answered 503, and of them pages. */
  unavailable: number;
  pages: number;
  /** Requests answered otherwise: from what was read before, or needing no database. */
  other: number;
}

interface Outage {
  since: number;
  /** The latest error met or checked, where known. */
  error: unknown;
  /** The start was logged (it waits for the first check when what met the outage had no error). */
  told: boolean;
  /** The server refused writes (25006) during it: said as an error. */
  readOnly: boolean;
  lastSummary: number;
  total: Counts;
  window: Counts;
}

const noCounts = (): Counts => ({ unavailable: 0, pages: 0, other: 0 });

/** 2 min 5 s, 40 s. */
function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** `code: message` (25006 named read_only_sql_transaction), or what met the outage when it had no error. */
function described(error: unknown): string {
  if (error === undefined) return 'a page could not read its data';
  const { code, message } = databaseErrorSummary(error);
  if (!code) return message;
  return `${code}${isReadOnlyDatabase(error) ? ' read_only_sql_transaction' : ''}: ${message}`;
}

function counted(counts: Counts): string {
  return (
    `${counts.unavailable} requests answered 503 (${counts.pages} pages), ` +
    `${counts.other} answered otherwise (from what was read before, or needing no database)`
  );
}

const countFields = (counts: Counts) => ({
  answered_503: counts.unavailable,
  pages_503: counts.pages,
  answered_other: counts.other,
});

const READ_ONLY_HINT =
  'writes are answered 503; after a failover the pool drops the connections still on the old primary (now a ' +
  'standby) as they fail; if it lasts, DATABASE_URL names a read-only replica or a database with ' +
  'default_transaction_read_only on';

/**
 * A database outage logs as one: a line when it starts (the error's code and message, no stack: the cause is
 * known), a summary every `summaryMs` while it lasts (how many requests were answered 503 and otherwise), and
 * a line when the database answers again, asked every `checkMs` (`check`). Before, every request of the
 * outage logged 1 to 6 warnings with their stacks (the page, its first-view hints, each API call of its
 * server render), hundreds a second when an operator needs to read the log. A server that takes no writes
 * (25006, read-only) is an error, not a warning, in each of these lines: a DATABASE_URL naming a replica
 * must not pass for a long outage. Real faults are not its business (the error handler logs them, stack
 * and all).
 */
export function createDatabaseOutageLog(options: DatabaseOutageLogOptions): DatabaseOutageLog {
  const { log } = options;
  const now = options.now ?? Date.now;
  const checkMs = options.checkMs ?? OUTAGE_CHECK_MS;
  const summaryMs = options.summaryMs ?? OUTAGE_SUMMARY_MS;
  let outage: Outage | null = null;
  let timer: NodeJS.Timeout | undefined;
  let checking = false;
  let closed = false;

  const fields = (current: Outage, counts: Counts) => ({
    database: databaseErrorSummary(current.error),
    outage_ms: now() - current.since,
    ...countFields(counts),
  });

  const tellStart = (current: Outage) => {
    current.told = true;
    if (isReadOnlyDatabase(current.error)) return tellReadOnly(current);
    log.warn(
      { database: databaseErrorSummary(current.error) },
      `the database cannot be reached (${described(current.error)}): what needs it is answered 503 with ` +
        `Retry-After, what was read before is served from memory; a summary every ${duration(summaryMs)} ` +
        'until it answers again',
    );
  };

  const tellReadOnly = (current: Outage) => {
    current.readOnly = true;
    log.error(
      { database: databaseErrorSummary(current.error) },
      `the database refuses writes, read-only (${described(current.error)}): ${READ_ONLY_HINT}`,
    );
  };

  const end = () => {
    clearInterval(timer);
    timer = undefined;
    outage = null;
  };

  const recovered = (current: Outage) => {
    if (!current.told)
      log.warn(
        { database: databaseErrorSummary(current.error), ...countFields(current.total) },
        `the database could not be reached for a moment (${described(current.error)}); it answers again`,
      );
    else
      log.info(
        fields(current, current.total),
        `the database ${current.readOnly ? 'takes writes' : 'answers'} again after ` +
          `${duration(now() - current.since)}: while it could not, ${counted(current.total)}`,
      );
    end();
  };

  const summary = (current: Outage) => {
    if (!current.told) tellStart(current);
    const readOnly = isReadOnlyDatabase(current.error);
    const still = readOnly ? 'still refuses writes, read-only' : 'still cannot be reached';
    const message =
      `the database ${still} after ${duration(now() - current.since)} (${described(current.error)}): ` +
      `in the last ${duration(now() - current.lastSummary)}, ${counted(current.window)}`;
    if (readOnly)
      log.error(fields(current, current.window), `${message}; check that DATABASE_URL names the primary`);
    else log.warn(fields(current, current.window), message);
    current.lastSummary = now();
    current.window = noCounts();
  };

  const runCheck = () => {
    if (checking || !outage) return;
    checking = true;
    const current = outage;
    Promise.resolve()
      .then(options.check)
      .then(
        () => {
          if (outage === current && !closed) recovered(current);
        },
        (error: unknown) => {
          if (outage !== current || closed) return;
          current.error = error;
          if (!current.told) tellStart(current);
          else if (isReadOnlyDatabase(error) && !current.readOnly) tellReadOnly(current);
        },
      )
      .finally(() => (checking = false));
  };

  const tick = () => {
    if (!outage) return;
    if (now() - outage.lastSummary >= summaryMs) summary(outage);
    runCheck();
  };

  return {
    met(error) {
      if (closed) return;
      const known = error !== undefined;
      if (!outage) {
        outage = {
          since: now(),
          error,
          told: false,
          readOnly: false,
          lastSummary: now(),
          total: noCounts(),
          window: noCounts(),
        };
        timer = setInterval(tick, checkMs);
        timer.unref();
        // Without an error to name, the first check names it (or finds the database answering).
        if (known) tellStart(outage);
        else runCheck();
        return;
      }
      if (!known) return;
      outage.error = error;
      if (!outage.told) tellStart(outage);
      else if (isReadOnlyDatabase(error) && !outage.readOnly) tellReadOnly(outage);
    },
    answered(status, page) {
      if (!outage) return;
      for (const counts of [outage.total, outage.window]) {
        if (status !== 503) counts.other += 1;
        else {
          counts.unavailable += 1;
          if (page) counts.pages += 1;
        }
      }
    },
    get ongoing() {
      return outage !== null;
    },
    close() {
      closed = true;
      end();
    },
  };
}
