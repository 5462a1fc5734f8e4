/** The five federated remotes and how the federation runtime names them. */
export const REMOTE_NAMES = ['mf-search', 'mf-vehicle', 'mf-finance', 'mf-leads', 'mf-locations'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Federation container names cannot hold '-': mf-search is served as mf_search. */
export function federationName(remote: RemoteName): string {
  return remote.replace('-', '_');
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** One remote as the registry hands it to the shell: where its versioned manifest lives. */
export interface RegistryEntry {
  remote: RemoteName;
  /** Federation container name, e.g. mf_search. */
  name: string;
  version: string;
  /** URL of the versioned mf-manifest.json. */
  entry: string;
}

export interface RemoteRegistry {
  remotes: RegistryEntry[];
}
