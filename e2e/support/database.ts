import { Client } from 'pg';

/**
 * The shared platform's database (playwright.config.ts). By default the embedded PGlite in its data folder.
 * With E2E_DATABASE_URL (a PostgreSQL role allowed to create databases; `.ci/run` sets it) a database of
 * its own on that server, named after its port and emptied before each run, so the suite checks the
 * production path; the platforms a spec starts itself keep PGlite (e2e/support/platform.ts).
 */
export function sharedDatabaseUrl(port: number): string {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) return '';
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName(port)}`;
  return url.toString();
}

function databaseName(port: number): string {
  return `dealerline_e2e_${port}`;
}

/** Drops and creates the port's database; '' and nothing done without E2E_DATABASE_URL. */
async function freshSharedDatabase(port: number): Promise<string> {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) return '';
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName(port)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${databaseName(port)}`);
  } finally {
    await admin.end();
  }
  return sharedDatabaseUrl(port);
}

/** `tsx e2e/support/database.ts <port>` empties the database and prints its URL (playwright.config.ts). */
if (require.main === module) {
  freshSharedDatabase(Number(process.argv[2])).then(
    (url) => process.stdout.write(url),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
