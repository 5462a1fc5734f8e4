import {
  REMOTE_NAMES,
  federationName,
  isRemoteName,
  type RemoteName,
} from '../../../shared/src/platform/remotes';
import { isDatabaseUnavailable, OUTAGE_STALE_MS } from '../db/database-unavailable';
import type { Db } from '../db/db';
import { ttlCache } from '../sites/ttl-cache';
import type { ArtifactStore } from './artifact-store';
import { findIncompatibilities, incompatibilityMessage } from './compatibility';
import { MANIFEST_FILE, missingFilesMessage, parseManifest, remoteEntryPath } from './manifest';
import { currentVersion, planRollback } from './promotion-stack';
import { RegistryError } from './registry-error';
import { createRegistryRepository, type EventRecord, type VersionRecord } from './registry-repository';
import { isSafeRelativePath } from './safe-path';
import { readShellProvided } from './shell-manifest';
import { versionId, type BuildFiles } from './version-id';

export interface RemoteHistory {
  remote: RemoteName;
  current: string | null;
  versions: VersionRecord[];
  history: EventRecord[];
}

export interface PublishResult {
  remote: RemoteName;
  version: string;
  /** false when this exact build was already published (publishing is idempotent). */
  created: boolean;
}

export interface PromotionResult {
  remote: RemoteName;
  version: string;
  previous: string | null;
}

export interface RetirementResult {
  remote: RemoteName;
  version: string;
  /** false when the version was already retired (retiring is idempotent). */
  retired: boolean;
}

const MAX_FILES = 5000;

function knownRemote(remote: string): RemoteName {
  if (!isRemoteName(remote))
    throw new RegistryError(404, `Unknown remote "${remote}"; remotes are ${REMOTE_NAMES.join(', ')}`);
  return remote;
}

/** Publish, promote, roll back, retire and list the versions of the five remotes. State lives in the database. */
export function createRegistryService(deps: { db: Db; store: ArtifactStore; shellDist: string }) {
  const { db, store, shellDist } = deps;
  const repository = createRegistryRepository(db);
  /** The checks of the live versions' files under way (liveVersionProblems), by the versions they check. */
  const liveChecks = new Map<string, Promise<string[]>>();
  /**
   * The promotion history behind the live versions, read on every page. Never cached while the database
   * answers (a promotion on another server shows at once); while it cannot be reached, the last history read
   * stands, asked again each second, so pages keep loading the live remotes.
   */
  const history = ttlCache<EventRecord[]>(0, Date.now, {
    when: isDatabaseUnavailable,
    maxAgeMs: OUTAGE_STALE_MS,
    retryMs: 1000,
  });

  /** The files of a stored version that its own manifest names and the store no longer has. */
  async function missingStoredFiles(remote: RemoteName, version: string): Promise<string[]> {
    const manifest = await store.get(remote, version, MANIFEST_FILE);
    if (!manifest) return [MANIFEST_FILE];
    const files = parseManifest(manifest).files;
    const present = await Promise.all(
      files.map(async (file) => (await store.get(remote, version, file)) !== null),
    );
    return files.filter((_file, index) => !present[index]);
  }

  /** A problem for each live version whose manifest or remote entry the store lacks (liveVersionProblems). */
  async function liveFileProblems(current: Map<RemoteName, string | null>): Promise<string[]> {
    const live = [...current].filter((entry): entry is [RemoteName, string] => entry[1] !== null);
    const problems = await Promise.all(
      live.map(async ([remote, version]) => {
        const manifest = await store.get(remote, version, MANIFEST_FILE);
        const entry = manifest && remoteEntryPath(parseManifest(manifest));
        const missing = !manifest
          ? MANIFEST_FILE
          : !(await store.get(remote, version, entry!))
            ? entry
            : null;
        return missing
          ? `${remote} ${version} is live but the artifact store lacks its ${missing}: publish that build again or roll back`
          : null;
      }),
    );
    return problems.filter((problem): problem is string => problem !== null);
  }

  /** A version can go live: it is published, every file it needs is in the store, and the shell suits it. */
  async function assertPromotable(remote: RemoteName, version: string): Promise<void> {
    const record = await repository.findVersion(remote, version);
    if (!record) throw new RegistryError(404, `Unknown version ${version} of ${remote}`);
    if (record.retired_at) {
      const why = record.retired_reason ? ` (${record.retired_reason})` : '';
      throw new RegistryError(
        409,
        `Cannot promote ${remote} ${version}: it was retired by ${record.retired_by} at ${record.retired_at}${why}`,
      );
    }
    const missing = await missingStoredFiles(remote, version);
    if (missing.length > 0) {
      throw new RegistryError(
        409,
        `Cannot promote ${remote} ${version}: the artifact store has lost files it needs: ${missingFilesMessage(missing)}; publish the build again`,
      );
    }
    const provided = await readShellProvided(shellDist);
    if (!provided) {
      throw new RegistryError(
        409,
        `Cannot promote ${remote} ${version}: the shell is not built (no ${MANIFEST_FILE} in ${shellDist}), so its shared versions are unknown`,
      );
    }
    const problems = findIncompatibilities(record.manifest.shared, provided);
    if (problems.length > 0) throw new RegistryError(409, incompatibilityMessage(remote, version, problems));
  }

  return {
    async publish(
      remoteName: string,
      files: BuildFiles,
      actor: string,
      note: string | null = null,
    ): Promise<PublishResult> {
      const remote = knownRemote(remoteName);
      if (files.size === 0) throw new RegistryError(400, 'The build has no files');
      if (files.size > MAX_FILES) throw new RegistryError(400, `A build may hold at most ${MAX_FILES} files`);
      const unsafe = [...files.keys()].find((file) => !isSafeRelativePath(file));
      if (unsafe !== undefined)
        throw new RegistryError(400, `Unsafe file path in the build: ${JSON.stringify(unsafe)}`);
      const manifest = parseManifest(files.get(MANIFEST_FILE));
      if (manifest.name !== federationName(remote)) {
        throw new RegistryError(
          400,
          `${MANIFEST_FILE} is for "${manifest.name}", not ${remote} (expected "${federationName(remote)}")`,
        );
      }
      const entry = remoteEntryPath(manifest);
      if (!files.has(entry)) throw new RegistryError(400, `The build has no remote entry ${entry}`);
      const missing = manifest.files.filter((file) => !files.has(file));
      if (missing.length > 0) {
        throw new RegistryError(
          400,
          `The build lacks files its ${MANIFEST_FILE} names: ${missingFilesMessage(missing)}`,
        );
      }
      const version = versionId(manifest.metaData.buildInfo.buildVersion, files);
      // A version whose files the store lost (a folder removed by hand) gets them back: publishing it again
      // is how the promote refusal above says to repair it.
      const stored = (await missingStoredFiles(remote, version)).length === 0;
      if (!stored) await store.restore(remote, version, files);
      const bytes = [...files.values()].reduce((sum, file) => sum + file.byteLength, 0);
      const created = await repository.insertVersion(
        {
          remote,
          version,
          package_version: manifest.metaData.buildInfo.buildVersion,
          files: files.size,
          bytes,
          published_by: actor,
          note,
        },
        manifest,
      );
      return { remote, version, created: created || !stored };
    },

    async promote(remoteName: string, version: string, actor: string): Promise<PromotionResult> {
      const remote = knownRemote(remoteName);
      await assertPromotable(remote, version);
      return db.transaction(async (tx) => {
        const repo = createRegistryRepository(tx);
        await repo.lockRemote(remote);
        const previous = currentVersion(await repo.listEvents(remote));
        if (previous !== version) await repo.insertEvent({ remote, version, action: 'promote', actor });
        return { remote, version, previous };
      });
    },

    async rollback(remoteName: string, actor: string): Promise<PromotionResult> {
      const remote = knownRemote(remoteName);
      const plan = planRollback(
        remote,
        await repository.listEvents(remote),
        await repository.retiredVersions(remote),
      );
      if (!plan.ok) throw new RegistryError(409, plan.reason);
      await assertPromotable(remote, plan.to);
      return db.transaction(async (tx) => {
        const repo = createRegistryRepository(tx);
        await repo.lockRemote(remote);
        const again = planRollback(remote, await repo.listEvents(remote), await repo.retiredVersions(remote));
        if (!again.ok) throw new RegistryError(409, again.reason);
        if (again.from !== plan.from || again.to !== plan.to) {
          throw new RegistryError(
            409,
            `Cannot roll back ${remote}: it changed to ${again.from} meanwhile; try again`,
          );
        }
        await repo.insertEvent({ remote, version: again.to, action: 'rollback', actor });
        return { remote, version: again.to, previous: again.from };
      });
    },

    /**
     * Retires a version found bad, so that it never goes live again: promote refuses it and rollback passes
     * over it. The live version cannot be retired (roll back or promote another first): retiring does not
     * change what shoppers get.
     */
    async retire(
      remoteName: string,
      version: string,
      actor: string,
      reason: string | null = null,
    ): Promise<RetirementResult> {
      const remote = knownRemote(remoteName);
      return db.transaction(async (tx) => {
        const repo = createRegistryRepository(tx);
        await repo.lockRemote(remote);
        if (!(await repo.findVersion(remote, version)))
          throw new RegistryError(404, `Unknown version ${version} of ${remote}`);
        if (currentVersion(await repo.listEvents(remote)) === version) {
          throw new RegistryError(
            409,
            `Cannot retire ${remote} ${version}: it is live; roll back or promote another version first`,
          );
        }
        return { remote, version, retired: await repo.retireVersion(remote, version, actor, reason) };
      });
    },

    /** The live version of every remote (null when none is promoted yet). */
    async current(): Promise<Map<RemoteName, string | null>> {
      const events = await history.get('all', () => repository.listEvents());
      return new Map(
        REMOTE_NAMES.map((remote) => [remote, currentVersion(events.filter((e) => e.remote === remote))]),
      );
    },

    /**
     * What keeps the live versions from loading in a browser: a live version whose manifest or remote entry
     * the artifact store lacks (a store emptied under a running registry, a new server without the files).
     * For the readiness check, so it reads two small files per remote, not every file of each version. Callers
     * while a check is under way share it: probes of a slow store (each gives up waiting long before the
     * store's requests do) never add requests on top of those it has not answered yet. Only while the live
     * versions are the same: a probe after a promotion or a rollback checks the versions now live.
     */
    async liveVersionProblems(): Promise<string[]> {
      const current = await this.current();
      const versions = JSON.stringify([...current]);
      let check = liveChecks.get(versions);
      if (!check) {
        check = liveFileProblems(current).finally(() => liveChecks.delete(versions));
        liveChecks.set(versions, check);
      }
      return check;
    },

    async list(): Promise<RemoteHistory[]> {
      const [versions, events] = await Promise.all([repository.listVersions(), repository.listEvents()]);
      return REMOTE_NAMES.map((remote) => {
        const history = events.filter((event) => event.remote === remote);
        return {
          remote,
          current: currentVersion(history),
          versions: versions.filter((version) => version.remote === remote),
          history,
        };
      });
    },

    async hasVersion(remoteName: string, version: string): Promise<boolean> {
      return isRemoteName(remoteName) && (await repository.findVersion(remoteName, version)) !== null;
    },

    /** For the asset route: a file of a published version (null if unknown). */
    readAsset(remote: string, version: string, file: string): Promise<Buffer | null> {
      return store.get(remote, version, file);
    },
  };
}

export type RegistryService = ReturnType<typeof createRegistryService>;
