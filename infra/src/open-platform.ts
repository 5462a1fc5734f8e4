import path from 'node:path';
import { createCarEvents, type CarEvents } from './cars/car-events';
import { createCarsRepository } from './cars/cars-repository';
import type { Config } from './config';
import { createCatalogueRepository } from './content/catalogue-repository';
import { createContentRepository } from './content/content-repository';
import { createReviewsRepository } from './content/reviews-repository';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { seedDemoTenants } from './demo/seed-demo-tenants';
import type { Platform } from './platform';
import type { ArtifactStore } from './registry/artifact-store';
import { createLocalArtifactStore } from './registry/local-artifact-store';
import { createS3ArtifactStore } from './registry/s3/s3-artifact-store';
import { createRegistryService } from './registry/registry-service';
import { seedInventory, type SeedReport } from './seeding/seed-inventory';
import { cachedSitesRepository } from './sites/cached-sites-repository';
import { createSitesRepository } from './sites/sites-repository';

export interface PlatformOptions {
  config: Config;
  /** An open database (tests pass an in-memory PGlite); default: openDb(config). */
  db?: Db;
  /** Default: local disk under DATA_DIR/remotes. */
  store?: ArtifactStore;
  /** Seed (or refresh) the demo tenants (default true). */
  seed?: boolean;
  /**
   * Seed config.demoCars demo cars into a database that has no car and was never seeded (default true, when
   * `seed`; DEMO_CARS=0 skips it).
   */
  seedInventory?: boolean;
  /** Called when a car listener throws (default: ignored; the server logs it). */
  onEventError?: (error: unknown) => void;
  /** Called when an idle PostgreSQL connection fails (default: ignored; the server logs it). */
  onDatabaseError?: (error: Error) => void;
  /** Progress of the first-start inventory seed. */
  onSeedProgress?: (done: number, total: number) => void;
}

export interface OpenedPlatform extends Platform {
  /** Migration files applied by this open, and demo sites seeded. */
  applied: string[];
  seeded: number;
  /** The first-start inventory seed, when this open did it. */
  inventory: SeedReport | null;
  /** Closes the database when this call opened it. */
  close(): Promise<void>;
}

/** The repositories and services of the platform on one database. */
export function platformServices(
  config: Config,
  db: Db,
  store: ArtifactStore,
  events: CarEvents = createCarEvents(),
): Platform {
  return {
    config,
    db,
    sites: cachedSitesRepository(createSitesRepository(db)),
    registry: createRegistryService({ db, store, shellDist: config.shellDist }),
    cars: createCarsRepository(db),
    content: createContentRepository(db),
    reviews: createReviewsRepository(db),
    catalogue: createCatalogueRepository(db),
    events,
  };
}

/**
 * Opens the database, migrates, seeds the demo tenants (and the demo inventory) on first start, and wires
 * the services.
 */
export async function openPlatform(options: PlatformOptions): Promise<OpenedPlatform> {
  const { config } = options;
  const db = options.db ?? (await openDb(config, { onIdleError: options.onDatabaseError }));
  try {
    const applied = await migrate(db);
    const seeded = options.seed === false ? 0 : await seedDemoTenants(db);
    const store =
      options.store ??
      (config.artifactBucket
        ? createS3ArtifactStore(config.artifactBucket)
        : createLocalArtifactStore(path.join(config.dataDir, 'remotes')));
    const services = platformServices(config, db, store, createCarEvents(options.onEventError));
    const inventory =
      options.seed === false || options.seedInventory === false || config.demoCars === 0
        ? null
        : await seedInventory(db, {
            cars: config.demoCars,
            onlyFirstTime: true,
            onProgress: options.onSeedProgress,
            events: services.events,
          });
    return {
      ...services,
      applied,
      seeded,
      inventory,
      close: async () => {
        if (!options.db) await db.close();
      },
    };
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }
}
