import { RegistryError } from './registry-error';

/** One `shared` entry of an mf-manifest.json. */
export interface SharedEntry {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

/** The parts of an mf-manifest.json the registry reads. */
export interface FederationManifest {
  name: string;
  metaData: {
    buildInfo: { buildVersion: string; buildName?: string };
    remoteEntry: { name: string; path: string; type?: string };
  };
  shared: SharedEntry[];
  /** Every file the manifest names besides itself: the remote entry, and the JS and CSS of each module. */
  files: string[];
}

export const MANIFEST_FILE = 'mf-manifest.json';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses and checks a manifest's shape; a RegistryError(400) says what is wrong. */
export function parseManifest(bytes: Uint8Array | undefined): FederationManifest {
  if (!bytes) throw new RegistryError(400, `The build has no ${MANIFEST_FILE}`);
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new RegistryError(400, `${MANIFEST_FILE} is not valid JSON`);
  }
  const meta = isRecord(data) && isRecord(data.metaData) ? data.metaData : null;
  const buildInfo = meta && isRecord(meta.buildInfo) ? meta.buildInfo : null;
  const remoteEntry = meta && isRecord(meta.remoteEntry) ? meta.remoteEntry : null;
  if (!isRecord(data) || typeof data.name !== 'string')
    throw new RegistryError(400, `${MANIFEST_FILE} has no name`);
  if (typeof buildInfo?.buildVersion !== 'string' || !buildInfo.buildVersion) {
    throw new RegistryError(400, `${MANIFEST_FILE} has no metaData.buildInfo.buildVersion`);
  }
  if (typeof remoteEntry?.name !== 'string' || !remoteEntry.name) {
    throw new RegistryError(400, `${MANIFEST_FILE} has no metaData.remoteEntry.name`);
  }
  const shared = Array.isArray(data.shared) ? data.shared.filter(isRecord) : [];
  const entry = remoteEntryFile(
    typeof remoteEntry.path === 'string' ? remoteEntry.path : '',
    remoteEntry.name,
  );
  return {
    name: data.name,
    metaData: {
      buildInfo: { buildVersion: buildInfo.buildVersion, buildName: String(buildInfo.buildName ?? '') },
      remoteEntry: {
        name: remoteEntry.name,
        path: typeof remoteEntry.path === 'string' ? remoteEntry.path : '',
        type: typeof remoteEntry.type === 'string' ? remoteEntry.type : undefined,
      },
    },
    shared: shared
      .filter((entry) => typeof entry.name === 'string')
      .map((entry) => ({
        name: entry.name as string,
        version: typeof entry.version === 'string' ? entry.version : undefined,
        singleton: entry.singleton === true,
        requiredVersion: typeof entry.requiredVersion === 'string' ? entry.requiredVersion : false,
      })),
    files: [...new Set([entry, ...assetFiles(data.exposes), ...assetFiles(data.shared)])],
  };
}

/** The JS and CSS files (sync and async) of a manifest's `exposes` or `shared` entries. */
function assetFiles(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  return entries.filter(isRecord).flatMap((entry) => {
    const assets = isRecord(entry.assets) ? entry.assets : {};
    return ['js', 'css'].flatMap((kind) => {
      const lists = isRecord(assets[kind]) ? assets[kind] : {};
      return ['sync', 'async'].flatMap((when) => {
        const list = lists[when];
        return Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [];
      });
    });
  });
}

function remoteEntryFile(path: string, name: string): string {
  return [path.replace(/^\.?\/+|\/+$/g, ''), name].filter(Boolean).join('/');
}

/** Path of the remote entry script inside the build folder. */
export function remoteEntryPath(manifest: FederationManifest): string {
  const { path, name } = manifest.metaData.remoteEntry;
  return remoteEntryFile(path, name);
}

/** The files a manifest names that `has` says are not there, listed for a message (the first ten). */
export function missingFilesMessage(missing: readonly string[]): string {
  const shown = missing.slice(0, 10).join(', ');
  return missing.length > 10 ? `${shown} and ${missing.length - 10} more` : shown;
}
