import { benchDatabaseName, benchPostgres, withBenchDatabase } from './bench-postgres';
import { PGLITE_ON_DISK } from './leads-database';
import { measureLeads, type LeadLoad, type LeadsFigures } from './measure-leads';

const LOAD: LeadLoad = { leads: 2000, clients: 50 };

export interface LeadsBenchResult extends LeadLoad {
  /** PGlite on disk, then PostgreSQL when BENCH_DATABASE_URL is set. */
  databases: LeadsFigures[];
  /** Why PostgreSQL was not measured. */
  postgresSkipped?: string;
}

/**
 * `npm run bench -- leads`: 2,000 leads from 50 concurrent clients to a platform process on the embedded
 * PGlite on disk and, when BENCH_DATABASE_URL is set, on a PostgreSQL database of its own
 * (`dealerline_bench_leads_<pid>`, dropped afterwards). Prints accepted leads per second, the latency
 * percentiles and the delivery lag under that load and at light load, per database.
 */
export async function benchLeads(env: NodeJS.ProcessEnv = process.env): Promise<LeadsBenchResult> {
  const postgres = benchPostgres(env);
  if ('skipped' in postgres)
    console.log(
      `leads on PostgreSQL skipped: ${postgres.skipped}; set BENCH_DATABASE_URL to a role allowed to create databases to measure it too`,
    );
  const databases = [await measureLeads(PGLITE_ON_DISK, LOAD)];
  if ('skipped' in postgres) return { ...LOAD, databases, postgresSkipped: postgres.skipped };
  databases.push(
    await withBenchDatabase(postgres.adminUrl, benchDatabaseName(), (database) =>
      measureLeads(database, LOAD),
    ),
  );
  return { ...LOAD, databases };
}
