import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ArtifactStore } from './artifact-store';
import { isSafeRelativePath, isSafeSegment } from './safe-path';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** Versions as folders under root: root/<remote>/<version>/<file>, each written to a temp folder then renamed. */
export function createLocalArtifactStore(root: string): ArtifactStore {
  const versionDir = (remote: string, version: string) => {
    if (!isSafeSegment(remote) || !isSafeSegment(version)) return null;
    return path.join(root, remote, version);
  };
  const exists = async (dir: string) => {
    try {
      return (await stat(dir)).isDirectory();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  const store: ArtifactStore = {
    async put(remote, version, files) {
      const dir = versionDir(remote, version);
      if (!dir) throw new Error(`Unsafe remote or version name: ${remote} ${version}`);
      if (await exists(dir)) return false;
      const temp = path.join(root, remote, `.tmp-${version}-${randomBytes(6).toString('hex')}`);
      try {
        for (const [file, bytes] of files) {
          if (!isSafeRelativePath(file)) throw new Error(`Unsafe file path: ${file}`);
          const target = path.join(temp, file);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, bytes);
        }
        await mkdir(temp, { recursive: true });
        try {
          await rename(temp, dir);
          return true;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await exists(dir))) return false;
          throw error;
        }
      } finally {
        await rm(temp, { recursive: true, force: true });
      }
    },
    async restore(remote, version, files) {
      const dir = versionDir(remote, version);
      if (!dir) throw new Error(`Unsafe remote or version name: ${remote} ${version}`);
      if (await store.put(remote, version, files)) return;
      for (const [file, bytes] of files) {
        if (!isSafeRelativePath(file)) throw new Error(`Unsafe file path: ${file}`);
        if ((await store.get(remote, version, file)) !== null) continue;
        const target = path.join(dir, file);
        const temp = `${target}.tmp-${randomBytes(6).toString('hex')}`;
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(temp, bytes);
        await rename(temp, target);
      }
    },
    async get(remote, version, file) {
      const dir = versionDir(remote, version);
      if (!dir || !isSafeRelativePath(file)) return null;
      try {
        return await readFile(path.join(dir, file));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
  return store;
}
