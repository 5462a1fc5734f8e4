import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@dealerline/shared';
import { rememberRegistry } from './stale-page';

/** Registers each remote's versioned manifest from the tenant's registry. No remote URL is built in. */
export function registerPlatformRemotes(registry: RemoteRegistry): void {
  rememberRegistry(registry);
  registerRemotes(
    registry.remotes.map((entry) => ({ name: entry.name, entry: entry.entry })),
    { force: true },
  );
}
