import path from 'node:path';
import type { Config } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { seedDemoTenants } from './demo/seed-demo-tenants';
import type { Platform } from './platform';
import type { ArtifactStore } from './registry/artifact-store';
import { createLocalArtifactStore } from './registry/local-artifact-store';
import { createRegistryService } from './registry/registry-service';
import { createSitesRepository } from './sites/sites-repository';

export interface PlatformOptions {
  config: Config;
  /** An open database (tests pass an in-memory PGlite); default: openDb(config). */
  db?: Db;
  /** Default: local disk under DATA_DIR/remotes. */
  store?: ArtifactStore;
  /** Seed the demo tenants into an empty sites table (default true). */
  seed?: boolean;
}

export interface OpenedPlatform extends Platform {
  /** Migration files applied by this open, and demo sites seeded. */
  applied: string[];
  seeded: number;
  /** Closes the database when this call opened it. */
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds the demo tenants on first start, and wires the services. */
export async function openPlatform(options: PlatformOptions): Promise<OpenedPlatform> {
  const { config } = options;
  const db = options.db ?? (await openDb(config));
  try {
    const applied = await migrate(db);
    const seeded = options.seed === false ? 0 : await seedDemoTenants(db);
    const store = options.store ?? createLocalArtifactStore(path.join(config.dataDir, 'remotes'));
    return {
      config,
      db,
      sites: createSitesRepository(db),
      registry: createRegistryService({ db, store, shellDist: config.shellDist }),
      applied,
      seeded,
      close: async () => {
        if (!options.db) await db.close();
      },
    };
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }
}
