import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { REMOTE_NAMES } from '../../../shared/src/platform/remotes';
import { REPO_ROOT } from '../paths';
import { MANIFEST_FILE } from '../registry/manifest';
import { readBuildDir } from '../registry/read-build-dir';
import { RegistryError } from '../registry/registry-error';
import type { RegistryService } from '../registry/registry-service';

export const BOOTSTRAP_ACTOR = 'bootstrap';

/**
 * Each remote's local build (<remote>/dist): published if it is a version not yet published (kept in the
 * history), and promoted only when the remote has no live version yet. A live remote is never changed here:
 * the log says which command promotes the new build.
 */
export async function bootstrapRemotes(
  registry: RegistryService,
  logger: Logger,
  root: string = REPO_ROOT,
): Promise<void> {
  const live = await registry.current();
  for (const remote of REMOTE_NAMES) {
    const dist = path.join(root, remote, 'dist');
    const log = logger.child({ remote });
    if (
      !(await access(path.join(dist, MANIFEST_FILE)).then(
        () => true,
        () => false,
      ))
    ) {
      if (!live.get(remote))
        log.warn(`${remote} has no build in ${dist} and no live version: its regions show the fallback`);
      continue;
    }
    try {
      const { version, created } = await registry.publish(
        remote,
        await readBuildDir(dist),
        BOOTSTRAP_ACTOR,
        'npm start: local build',
      );
      const current = live.get(remote);
      if (created) log.info({ version }, `published ${remote} ${version} from ${dist}`);
      if (!current) {
        await registry.promote(remote, version, BOOTSTRAP_ACTOR);
        log.info({ version }, `promoted ${remote} ${version} (first version)`);
      } else if (current !== version && created) {
        log.warn(
          { version, live: current },
          `${remote} ${version} is published but not live (live: ${current}). ` +
            `Promote it with: npm run platform -- remotes promote ${remote} ${version}`,
        );
      } else if (current !== version) {
        log.info({ version, live: current }, `local build of ${remote} is ${version}; live is ${current}`);
      }
    } catch (error) {
      if (!(error instanceof RegistryError)) throw error;
      log.error(`${remote}: ${error.message}`);
    }
  }
}
