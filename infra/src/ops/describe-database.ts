import path from 'node:path';

/**
 * Which database a platform works on, for an operator to read: the embedded PGlite's folder, or the
 * PostgreSQL server's host, port and database name. Never the user name or password of DATABASE_URL.
 */
export function describeDatabase(config: { databaseUrl: string | null; dataDir: string }): string {
  if (!config.databaseUrl) return `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`;
  try {
    const url = new URL(config.databaseUrl);
    const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
    return `PostgreSQL at ${url.host || 'localhost'}${database ? `/${database}` : ''}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
