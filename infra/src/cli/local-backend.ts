import type { Config } from '../config';
import { ImportError } from '../import/import-error';
import { importFeed } from '../import/import-feed';
import { openPlatform } from '../open-platform';
import { RegistryError } from '../registry/registry-error';
import { searchOpsStatus } from '../routes/ops-search-routes';
import { createSearchService, standaloneSearchApp } from '../search/search-service';
import { SeedRefused, seedInventory } from '../seeding/seed-inventory';
import { sitesWithCars } from '../sites/sites-with-cars';
import { OpsError, type OpsBackend } from './ops-backend';

/**
 * Straight on the database (no server running): the same registry, importer and seeder the server uses.
 * Opening it migrates and seeds the demo tenants like a start, but leaves the inventory to `seed`.
 */
const quiet = { info: () => undefined, error: () => undefined };

export async function createLocalBackend(config: Config): Promise<OpsBackend> {
  const platform = await openPlatform({ config, seedInventory: false });
  const refusals = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof RegistryError || error instanceof ImportError || error instanceof SeedRefused)
        throw new OpsError(error.message);
      throw error;
    }
  };
  return {
    via: config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.dataDir}`,
    listRemotes: () => platform.registry.list(),
    publish: (remote, files, note, actor) =>
      refusals(() => platform.registry.publish(remote, files, actor, note)),
    promote: (remote, version, actor) => refusals(() => platform.registry.promote(remote, version, actor)),
    rollback: (remote, actor) => refusals(() => platform.registry.rollback(remote, actor)),
    listSites: () => sitesWithCars(platform.sites, platform.cars),
    importFeed: (request) => refusals(() => importFeed(platform.db, { ...request, events: platform.events })),
    seed: ({ cars, reset, seed, onProgress }) =>
      refusals(
        async () =>
          (await seedInventory(platform.db, { cars, reset, seed, onProgress, events: platform.events }))!,
      ),
    searchStatus: async () => {
      const search = await createSearchService({ ...platform, config, log: quiet });
      return searchOpsStatus(search);
    },
    reindex: async (onProgress) => {
      const search = await createSearchService({ ...platform, config, log: quiet, onProgress });
      // Embedded: the index lives in the server's memory, so this builds a throw-away one (a full check of
      // every record through the protocol); on Algolia it is the real thing.
      const app = search.backend === 'embedded' ? await standaloneSearchApp(search) : null;
      try {
        const report = await search.indexer.reindex().catch((error: unknown) => {
          throw new OpsError(`reindex failed: ${(error as Error).message}`);
        });
        return { ...report, where: search.backend === 'algolia' ? 'algolia' : 'check' };
      } finally {
        await search.stop();
        await app?.close();
      }
    },
    close: () => platform.close(),
  };
}
