import type { Config } from '../config';
import { openPlatform } from '../open-platform';
import { RegistryError } from '../registry/registry-error';
import { OpsError, type OpsBackend } from './ops-backend';

/** Straight on the database (no server running): the same registry service the server uses. */
export async function createLocalBackend(config: Config): Promise<OpsBackend> {
  const platform = await openPlatform({ config });
  const refusals = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof RegistryError) throw new OpsError(error.message);
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
    listSites: () => platform.sites.list(),
    close: () => platform.close(),
  };
}
