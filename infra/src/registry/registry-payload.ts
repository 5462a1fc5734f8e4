import { federationName, type RemoteName, type RemoteRegistry } from '../../../shared/src/platform/remotes';
import { MANIFEST_FILE } from './manifest';

/**
 * The registry the shell reads: each remote with a promoted version and the URL of that version's manifest.
 * Remotes with nothing promoted are left out (the shell shows their fallback).
 */
export function buildRemoteRegistry(
  current: ReadonlyMap<RemoteName, string | null>,
  assetBase: string,
): RemoteRegistry {
  const base = assetBase.replace(/\/+$/, '');
  const remotes = [...current].flatMap(([remote, version]) =>
    version
      ? [
          {
            remote,
            name: federationName(remote),
            version,
            entry: `${base}/remotes/${remote}/${version}/${MANIFEST_FILE}`,
          },
        ]
      : [],
  );
  return { remotes };
}
