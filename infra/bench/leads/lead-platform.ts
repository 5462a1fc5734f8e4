import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { readEnvConfig, type Config } from '../../src/config';
import { storedSigningSecrets } from '../../src/lead-delivery/testing/stored-signing-secrets';
import { createWebhookSigningSecrets } from '../../src/lead-delivery/webhook-signing-secrets';
import { openPlatform } from '../../src/open-platform';

const SERVE = path.join(__dirname, 'serve.ts');

/**
 * Where a lead platform keeps its data: DATA_DIR (the mail spool, and the embedded PGlite) and, when set, the
 * PostgreSQL database it uses instead of that PGlite.
 */
export interface LeadPlatformStorage {
  dataDir: string;
  /** null: the embedded PGlite under `dataDir`. */
  databaseUrl: string | null;
}

/** The platform's environment on `storage` (no demo cars: leads need none). */
const storageEnv = (storage: LeadPlatformStorage) => ({
  DATA_DIR: storage.dataDir,
  // Set to '' for PGlite, even where the tests' DATABASE_URL points at a shared PostgreSQL: a restart on
  // DATA_DIR must find its leads.
  DATABASE_URL: storage.databaseUrl ?? '',
  DEMO_CARS: '0',
});

/** The config of a platform on `storage`. */
export function leadPlatformConfig(storage: LeadPlatformStorage): Config {
  return { ...readEnvConfig(storageEnv(storage)), opsToken: 'lead-bench', logLevel: 'silent' };
}

/**
 * Migrates and seeds a fresh database and points every dealership of `site` at the webhook as well as the
 * email spool (the database is closed again: PGlite has one owner, the server started next). Answers the
 * secrets those webhooks are signed with, for the receiver to verify with.
 */
export async function prepareLeadPlatform(
  storage: LeadPlatformStorage,
  site: string,
  webhookUrl: string,
): Promise<string[]> {
  const platform = await openPlatform({ config: leadPlatformConfig(storage), seedInventory: false });
  try {
    const dealerships = await platform.db.query<{ id: number }>(
      `UPDATE dealerships SET delivery = $1::jsonb WHERE site_id = (SELECT id FROM sites WHERE slug = $2)
       RETURNING id`,
      [JSON.stringify({ webhook: { url: webhookUrl }, email: {} }), site],
    );
    await createWebhookSigningSecrets(platform.db).ensure(dealerships.map((dealership) => dealership.id));
    return await storedSigningSecrets(platform.db);
  } finally {
    await platform.close();
  }
}

export interface PlatformProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** Starts bench/leads/serve.ts on `storage` as a separate process (one process: SIGKILL ends the server). */
export async function startLeadPlatform(
  storage: LeadPlatformStorage,
  port: number,
): Promise<PlatformProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], {
    env: {
      ...process.env,
      ...storageEnv(storage),
      PORT: String(port),
      OPS_TOKEN: 'lead-bench',
      // A claim whose server was killed is due again after 5 s (default 60 s): local sends take milliseconds.
      LEAD_LEASE_MS: '5000',
      LEAD_RATE_LIMIT_PER_IP: '1000000',
      LEAD_RATE_LIMIT_PER_SITE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`platform exited (${code}) before listening`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, exited };
}
