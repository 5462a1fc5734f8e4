import type { BuildFiles } from './version-id';

/**
 * Where the immutable files of each remote version live: local disk now, object storage (behind a CDN) in
 * production. A version, once written, is never changed.
 */
export interface ArtifactStore {
  /** Writes every file of a version at once; false (and nothing written) when the version already exists. */
  put(remote: string, version: string, files: BuildFiles): Promise<boolean>;
  /**
   * Writes the files of a version the store lacks (all of them for an unknown version), leaving those it has:
   * a version's id is the hash of its files, so the same version is the same bytes.
   */
  restore(remote: string, version: string, files: BuildFiles): Promise<void>;
  /** One file of a version, or null when the remote, version or file does not exist. */
  get(remote: string, version: string, file: string): Promise<Buffer | null>;
}
