import pg from 'pg';
import type { LeadsDatabase } from './leads-database';

/** The PostgreSQL server the leads benchmark also measures on, or why it does not. */
export type BenchPostgres = { adminUrl: string } | { skipped: string };

/**
 * BENCH_DATABASE_URL: a role allowed to create databases. DATABASE_URL is no fallback: the bench creates and
 * drops a database of its own, which it does only where asked to (DATABASE_URL names the tests' shared
 * server, or a production database).
 */
export function benchPostgres(env: NodeJS.ProcessEnv = process.env): BenchPostgres {
  const adminUrl = env.BENCH_DATABASE_URL?.trim();
  if (adminUrl) return { adminUrl };
  const unused = env.DATABASE_URL?.trim() ? ' (DATABASE_URL is not used for it)' : '';
  return { skipped: `BENCH_DATABASE_URL is not set${unused}` };
}

/** The bench process's own database. */
export const benchDatabaseName = (pid: number = process.pid): string => `dealerline_bench_leads_${pid}`;

/** `adminUrl` with database `name` (same server, role and options). */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** Runs `task` on a connection of the role of `adminUrl`. */
async function asAdmin<T>(adminUrl: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` on the server of `adminUrl`, hands it to `run` and drops it, also when `run` fails.
 * A database of that name is dropped first (left by a killed run whose process had the same pid). Dropping
 * ends the connections still open to it (WITH (FORCE), PostgreSQL 13+), a platform left running by a failure
 * included.
 */
export async function withBenchDatabase<T>(
  adminUrl: string,
  name: string,
  run: (database: LeadsDatabase & { url: string }) => Promise<T>,
): Promise<T> {
  const drop = `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`;
  const version = await asAdmin(adminUrl, async (client) => {
    await client.query(drop);
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    const { rows } = await client.query<{ version: string }>(
      `SELECT split_part(current_setting('server_version'), ' ', 1) AS version`,
    );
    return rows[0]!.version;
  });
  try {
    return await run({ kind: 'postgres', label: `PostgreSQL ${version}`, url: databaseUrl(adminUrl, name) });
  } finally {
    await asAdmin(adminUrl, (client) => client.query(drop));
  }
}
