import type { RegionSpec } from '../../../shell/src/components/remote-region';
import type { RemoteRegistry } from '../../../shared/src/platform/remotes';
import { MANIFEST_FILE, parseManifest, remoteEntryPath } from '../registry/manifest';
import type { RegistryService } from '../registry/registry-service';
import type { PreloadHint } from './preload-tags';

/** What a page needs of one published remote version: its entry script and each exposed module's chunks. */
interface RemoteFiles {
  entry: string;
  exposes: Map<string, string[]>;
}

/** The exposed modules' own chunks, by module name ("home-search"), from an mf-manifest.json. */
export function exposedChunks(manifest: unknown): Map<string, string[]> {
  const exposes = (manifest as { exposes?: unknown }).exposes;
  const chunks = new Map<string, string[]>();
  if (!Array.isArray(exposes)) return chunks;
  for (const expose of exposes as { name?: unknown; assets?: { js?: { sync?: unknown } } }[]) {
    const sync = expose.assets?.js?.sync;
    if (typeof expose.name !== 'string' || !Array.isArray(sync)) continue;
    chunks.set(
      expose.name,
      sync.filter((file): file is string => typeof file === 'string'),
    );
  }
  return chunks;
}

/**
 * Preloads for a page's regions: for each remote, the registry's entry (when it is the manifest), the
 * version's remoteEntry.js and the chunks of the modules the page shows, so the browser fetches them while
 * the shell's own scripts load instead of one round trip after another. A published version never changes,
 * so its files are read once per process; a version that cannot be read gets no preloads (the shell still
 * loads it, or shows its fallback).
 */
export function createRemotePreloads(registry: Pick<RegistryService, 'readAsset'>) {
  const versions = new Map<string, Promise<RemoteFiles | null>>();
  const filesOf = (remote: string, version: string) => {
    const key = `${remote}@${version}`;
    let files = versions.get(key);
    if (!files) {
      files = registry
        .readAsset(remote, version, MANIFEST_FILE)
        .then((bytes) => {
          const manifest = parseManifest(bytes ?? undefined);
          const json: unknown = JSON.parse(Buffer.from(bytes!).toString('utf8'));
          return { entry: remoteEntryPath(manifest), exposes: exposedChunks(json) };
        })
        .catch(() => null);
      versions.set(key, files);
    }
    return files;
  };

  return async (regions: readonly RegionSpec[], registryPayload: RemoteRegistry): Promise<PreloadHint[]> => {
    const hints: PreloadHint[] = [];
    const remotes = [...new Set(regions.map((region) => region.remote))];
    for (const remote of remotes) {
      const published = registryPayload.remotes.find((entry) => entry.remote === remote);
      if (!published) continue;
      const files = await filesOf(remote, published.version);
      if (!files) continue;
      const base = published.entry.slice(0, published.entry.lastIndexOf('/') + 1);
      if (published.entry.endsWith('.json')) hints.push({ kind: 'fetch', href: published.entry });
      hints.push({ kind: 'script', href: base + files.entry });
      const modules = regions.filter((region) => region.remote === remote).map((region) => region.module);
      const chunks = new Set(modules.flatMap((module) => files.exposes.get(module) ?? []));
      for (const chunk of chunks) hints.push({ kind: 'script', href: base + chunk });
    }
    return hints;
  };
}
