import type { RemoteRegistry } from '../../../shared/src/platform/remotes';
import type { ExposedComponent, ServerModules } from '../../../shared/src/platform/server-modules';
import { SSR_DIR, SSR_FILE } from '../../../shared/build/ssr-files';
import type { RegistryService } from '../registry/registry-service';
import { evaluateServerBundle } from './server-bundle';

type ExposedModules = Record<string, { default?: unknown } | undefined>;

/**
 * The server bundles of published remote versions (`ssr/server.js`, published with the browser build), each
 * evaluated once with the shell's singletons. `modulesFor(registry)` gives a page the modules of exactly the
 * versions the registry hands its browser, so the server's HTML is what that browser will hydrate, and a
 * rollback changes both at once. A version without a server bundle (or one that fails to load) renders in the
 * browser only, and `onError` says why, once per version.
 */
export function createRemoteServers(
  registry: Pick<RegistryService, 'readAsset'>,
  onError: (remote: string, version: string, error: unknown) => void,
) {
  const loaded = new Map<string, Promise<ExposedModules | null>>();
  let providedBy: Record<string, unknown> | null = null;

  const load = (remote: string, version: string, provided: Record<string, unknown>) => {
    const key = `${remote}@${version}`;
    let modules = loaded.get(key);
    if (!modules) {
      modules = registry.readAsset(remote, version, `${SSR_DIR}/${SSR_FILE}`).then((bytes) => {
        const file = `/remotes/${remote}/${version}/${SSR_DIR}/${SSR_FILE}`;
        // Said once per version (onError): a build published without it loses its server-rendered HTML.
        if (!bytes) throw new Error(`${file} is missing: the build was published without its server bundle`);
        const bundle = evaluateServerBundle(bytes.toString('utf8'), file, provided) as {
          modules?: ExposedModules;
        };
        if (typeof bundle.modules !== 'object' || bundle.modules === null)
          throw new Error(`${file} exports no modules`);
        return bundle.modules;
      });
      modules = modules.catch((error: unknown) => {
        onError(remote, version, error);
        return null;
      });
      loaded.set(key, modules);
    }
    return modules;
  };

  /** Every registry remote's modules, evaluated with `provided` (a new shell bundle evaluates them again). */
  return async (payload: RemoteRegistry, provided: Record<string, unknown>): Promise<ServerModules> => {
    if (providedBy !== provided) {
      loaded.clear();
      providedBy = provided;
    }
    const entries = await Promise.all(
      payload.remotes.map(
        async (entry) => [entry.remote, await load(entry.remote, entry.version, provided)] as const,
      ),
    );
    const byRemote = new Map(entries);
    return {
      get(remote, module) {
        const exposed = byRemote.get(remote)?.[module]?.default;
        const component = typeof exposed === 'function' || (typeof exposed === 'object' && exposed !== null);
        return component ? (exposed as ExposedComponent) : undefined;
      },
    };
  };
}
