import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  isDatabaseLost,
  isDatabaseUnavailable,
  isReadOnlyDatabase,
  OUTAGE_STALE_MS,
  READ_WRITE_CHECK,
} from '../db/database-unavailable';
import type { Db } from '../db/db';
import { appliedMigrations, readMigrations } from '../db/migrate';
import { createWarmUp, renderFirstPages, WARMING_UP_REASON } from '../ssr/warm-up';
import { S3Error } from '../registry/s3/s3-artifact-store';

const statusSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' }, reasons: { type: 'array', items: { type: 'string' } } },
} as const;

/** The reason of a database that cannot be reached (an outage), as opposed to one that fails. */
const DATABASE_DOWN = 'database does not answer';
/**
 * The reason of a database that answers but takes no writes (25006): the old primary after a failover, on a
 * connection the pool then drops (an outage, too), or a DATABASE_URL naming a replica (never ready).
 */
const DATABASE_READ_ONLY = 'database is read-only (25006)';
/**
 * The reason of an artifact store that cannot be read (the object storage of ARTIFACT_BUCKET down, refusing
 * or slow): an outage, like the database's. The CDN serves the remotes' files to browsers meanwhile.
 */
const ARTIFACT_STORE_DOWN = 'artifact store does not answer';
const OUTAGE_REASONS = [DATABASE_DOWN, DATABASE_READ_ONLY, ARTIFACT_STORE_DOWN];
/** The object storage's answers that refuse this server rather than fail: its own fault, never an outage. */
const ARTIFACT_STORE_REFUSALS = new Set([400, 401, 403]);
/**
 * The reason of a database lost for this process (its embedded PGlite's thread died, or was ended stuck or
 * trapped): never an outage.
 */
const DATABASE_LOST_REASON = 'database lost';
/** The reason of a server that is closing (http/drain.ts): the load balancer sends its traffic elsewhere. */
const SHUTTING_DOWN_REASON = 'shutting down';

/**
 * How long readiness waits for the database: well within the probe's own timeout (2 s, deploy/k8s), so a
 * database that does not answer (connecting waits 5 s) is reported, not a probe that timed out.
 */
const DATABASE_CHECK_MS = 1000;
/** How long readiness waits for the artifact store's live files: with the database's, within the probe's 2 s. */
const ARTIFACT_STORE_CHECK_MS = 700;

/** The error of a readiness check that took longer than `ms`. */
class NoAnswerInTime extends Error {}

/** `work`'s answer, or NoAnswerInTime after `ms`: a check answers within the probe's own timeout. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>(
        (_resolve, reject) =>
          (timer = setTimeout(() => reject(new NoAnswerInTime(`no answer within ${ms} ms`)), ms)),
      ),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why the database cannot serve (null when it answers in time, and takes writes). */
async function databaseProblem(db: Db): Promise<string | null> {
  try {
    await within(db.query(READ_WRITE_CHECK), DATABASE_CHECK_MS);
    return null;
  } catch (error) {
    if (isReadOnlyDatabase(error)) return `${DATABASE_READ_ONLY}: ${(error as Error).message}`;
    if (isDatabaseLost(error)) return `${DATABASE_LOST_REASON}: ${(error as Error).message}`;
    // Unreachable or silent is an outage; anything else (a password the server refuses) is this server's own
    // fault.
    const outage = error instanceof NoAnswerInTime || isDatabaseUnavailable(error);
    return `${outage ? DATABASE_DOWN : 'database query failed'}: ${(error as Error).message}`;
  }
}

/**
 * Live versions whose files the artifact store lacks, or why the store could not be read in time. A store that
 * refuses this server's requests (its key rejected or revoked, 401/403; a request it calls bad, 400) is this
 * server's own fault, as a database refusing its password is: not an outage, so the pod leaves the load
 * balancer instead of staying in it degraded with a key that no longer reads the bucket.
 */
async function liveVersionReasons(registry: FastifyInstance['platform']['registry']): Promise<string[]> {
  try {
    return await within(registry.liveVersionProblems(), ARTIFACT_STORE_CHECK_MS);
  } catch (error) {
    if (error instanceof S3Error && ARTIFACT_STORE_REFUSALS.has(error.status))
      return [`artifact store refused this server: ${error.message}`];
    return [`${ARTIFACT_STORE_DOWN}: ${(error as Error).message}`];
  }
}

/** Why the platform cannot serve shoppers yet (empty when it can), before its warm-up. */
async function notReadyReasons(app: FastifyInstance): Promise<string[]> {
  const { db, config, registry } = app.platform;
  const reasons: string[] = [];
  const database = await databaseProblem(db);
  if (database) return [database];
  const applied = new Set(await appliedMigrations(db));
  const pending = (await readMigrations()).filter((migration) => !applied.has(migration.id));
  if (pending.length) reasons.push(`migrations not applied: ${pending.map((m) => m.file).join(', ')}`);
  const index = path.join(config.shellDist, 'index.html');
  await access(index).catch(() => reasons.push(`shell not built: ${index} is missing`));
  for (const [remote, version] of await registry.current()) {
    if (!version) reasons.push(`${remote} has no promoted version`);
  }
  reasons.push(...(await liveVersionReasons(registry)));
  reasons.push(...app.searchService.notReadyReasons());
  return reasons;
}

/** How often a started platform checks whether it can begin its warm-up. */
const WARM_UP_POLL_MS = 500;

/**
 * The exit code of a server whose database is lost (EX_SOFTWARE in sysexits.h): not 0, so every supervisor
 * starts it again (systemd's Restart=on-failure, Kubernetes, Docker's restart policies, pm2).
 */
export const DATABASE_LOST_EXIT_CODE = 70;
/** How long a server whose database is lost waits for the requests in flight before it exits anyway. */
const DATABASE_LOST_DRAIN_MS = 10_000;

/**
 * Crash-only, once the database is lost for this process (the embedded PGlite's thread died: db.onLost): one
 * fatal line, then the server closes as on SIGTERM (no new connection; the requests in flight are answered,
 * 503 for what needed the database, which fails them at once) and exits with DATABASE_LOST_EXIT_CODE for its
 * supervisor to start it again. A new process opens the data folder as after any crash. The thread is not
 * restarted in place, and the server does not live on failing liveness: docs/decisions.md ("Quality gates").
 */
function exitWhenDatabaseLost(app: FastifyInstance): void {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.platform.db.onLost?.((error) => {
    if (closing) return;
    closing = true;
    app.log.fatal(
      { err: error },
      `${error.message}: no statement can run in this process any more; exiting (code ` +
        `${DATABASE_LOST_EXIT_CODE}) once the requests in flight are answered, for the supervisor to start ` +
        'the server again',
    );
    const exit = () => {
      clearTimeout(drained);
      process.exit(DATABASE_LOST_EXIT_CODE);
    };
    const drained = setTimeout(exit, DATABASE_LOST_DRAIN_MS).unref();
    app.close().then(exit, exit);
  });
}

/**
 * Liveness (/healthz) and readiness (/readyz). Once the platform could serve shoppers, it renders its first
 * pages for itself (ssr/warm-up.ts) and reports ready when that is done. A platform that has been ready stays
 * ready while only its database cannot be reached, as `degraded`: it serves the sites and the live remotes it
 * read from memory (and 503 for what needs the database), where taking every pod out of the load balancer at
 * once would leave shoppers only the edge's error page, without the dealer's phone. Only for OUTAGE_STALE_MS:
 * by then what it read is no longer served, and a pod cut off on its own must leave the load balancer. A
 * database that fails otherwise is not ready at once; one lost for this process (the embedded one's thread
 * died) ends the process (exitWhenDatabaseLost).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  exitWhenDatabaseLost(app);
  const warmUp = createWarmUp(
    async () => {
      const report = await renderFirstPages(app);
      app.log.info(report, `warmed up: ${report.pages} pages in ${Math.round(report.ms)} ms`);
    },
    (error) => app.log.warn({ err: error }, 'warm-up failed: the first pages render cold'),
  );
  /** The reasons the platform is not ready, starting the warm-up as soon as nothing else is missing. */
  const readiness = async () => {
    const reasons = await notReadyReasons(app);
    if (reasons.length) return reasons;
    warmUp.start();
    return warmUp.notReadyReasons();
  };

  let wasReady = false;
  /** When the database stopped answering (null while it answers). */
  let outageSince: number | null = null;
  let poll: NodeJS.Timeout | undefined;
  const check = () =>
    void readiness()
      .catch(() => ['not checked'])
      .then((reasons) => {
        if (reasons.length && !reasons.includes(WARMING_UP_REASON) && poll) poll.refresh();
      });
  app.addHook('onReady', async () => {
    poll = setTimeout(check, WARM_UP_POLL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(poll);
    poll = undefined;
  });

  app.get('/healthz', { schema: { response: { 200: statusSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get(
    '/readyz',
    { schema: { response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (app.draining)
        return reply.status(503).send({ status: 'not ready', reasons: [SHUTTING_DOWN_REASON] });
      const reasons = await readiness();
      if (!reasons.length) {
        wasReady = true;
        outageSince = null;
        return { status: 'ready', reasons: [] };
      }
      if (!reasons.every((reason) => OUTAGE_REASONS.some((outage) => reason.startsWith(outage))))
        outageSince = null;
      else if (wasReady) {
        outageSince ??= Date.now();
        if (Date.now() - outageSince < OUTAGE_STALE_MS) return { status: 'degraded', reasons };
      }
      return reply.status(503).send({ status: 'not ready', reasons });
    },
  );
}
