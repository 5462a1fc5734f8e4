import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationName, type RegionProps, type RemoteName } from '@dealerline/shared';
import { takeLoadFailure } from './load-failures';
import { RemoteLoadError } from './remote-load-error';

/** How long a region waits for its remote before showing the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

type RegionModule = { default: ComponentType<RegionProps> };

/** The load's timeout; its error says when the load, which goes on, arrives after all. */
function timeout(ms: number, id: string, loading: Promise<unknown>): Promise<never> {
  const arrived = loading.then(
    () => undefined,
    () => new Promise<void>(() => undefined),
  );
  return new Promise((_, reject) =>
    setTimeout(
      () => reject(new RemoteLoadError('timeout', `${id} did not load within ${ms} ms`, arrived)),
      ms,
    ),
  );
}

/** Loads one exposed module of a remote, turning every way of failing into a RemoteLoadError. */
export async function loadRegionModule(
  remote: RemoteName,
  module: string,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<RegionModule> {
  const id = `${federationName(remote)}/${module}`;
  try {
    const loading = loadRemote<RegionModule>(id);
    const loaded = await Promise.race([loading, timeout(timeoutMs, id, loading)]);
    if (!loaded || typeof loaded.default !== 'function') {
      throw new RemoteLoadError('entry', `${id} has no default component export`);
    }
    return loaded;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    const stage = takeLoadFailure(federationName(remote)) ?? 'entry';
    throw new RemoteLoadError(stage, error instanceof Error ? error.message : String(error));
  }
}
