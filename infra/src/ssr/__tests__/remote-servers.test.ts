import type { RegistryEntry, RemoteRegistry } from '../../../../shared/src/platform/remotes';
import { createRemoteServers } from '../remote-servers';

/** The server bundle of one remote version: its exposed modules, each a named function component. */
const bundleExposing = (modules: Record<string, string>) =>
  `module.exports.modules = {\n${Object.entries(modules)
    .map(([module, name]) => `  ${JSON.stringify(module)}: { default: function ${name}() { return null; } },`)
    .join('\n')}\n};\n`;

const entry = (remote: RegistryEntry['remote'], version: string): RegistryEntry => ({
  remote,
  name: remote.replace('-', '_'),
  version,
  entry: `/remotes/${remote}/${version}/mf-manifest.json`,
});

const payload = (...remotes: RegistryEntry[]): RemoteRegistry => ({ remotes });

/** A registry holding `files` by `remote@version/file`, counting reads. */
function fakeRegistry(files: Record<string, string>) {
  const reads: string[] = [];
  return {
    reads,
    async readAsset(remote: string, version: string, file: string): Promise<Buffer | null> {
      const key = `${remote}@${version}/${file}`;
      reads.push(key);
      return key in files ? Buffer.from(files[key]!) : null;
    },
  };
}

const nameOf = (component: unknown) => (component as { name?: string } | undefined)?.name;

describe('createRemoteServers', () => {
  const files = {
    'mf-search@1.0.0/ssr/server.js': bundleExposing({ 'search-page': 'SearchPageOne' }),
    'mf-search@2.0.0/ssr/server.js': bundleExposing({ 'search-page': 'SearchPageTwo' }),
    'mf-vehicle@1.0.0/ssr/server.js': bundleExposing({ 'vehicle-page': 'VehiclePage' }),
  };

  it('gives the component of the version the registry hands the browser', async () => {
    const registry = fakeRegistry(files);
    const onError = jest.fn();
    const serversFor = createRemoteServers(registry, onError);
    const modules = await serversFor(payload(entry('mf-search', '1.0.0'), entry('mf-vehicle', '1.0.0')), {});
    expect(nameOf(modules.get('mf-search', 'search-page'))).toBe('SearchPageOne');
    expect(nameOf(modules.get('mf-vehicle', 'vehicle-page'))).toBe('VehiclePage');
    expect(modules.get('mf-search', 'models-page')).toBeUndefined();
    expect(modules.get('mf-finance', 'finance-page')).toBeUndefined();
    expect(onError).not.toHaveBeenCalled();
  });

  it("gives another version's component for a payload naming that version", async () => {
    const serversFor = createRemoteServers(fakeRegistry(files), jest.fn());
    const provided = {};
    const first = await serversFor(payload(entry('mf-search', '1.0.0')), provided);
    const second = await serversFor(payload(entry('mf-search', '2.0.0')), provided);
    expect(nameOf(second.get('mf-search', 'search-page'))).toBe('SearchPageTwo');
    expect(nameOf(first.get('mf-search', 'search-page'))).toBe('SearchPageOne');
  });

  it('gives undefined for a version published without a server bundle, and says so once', async () => {
    const registry = fakeRegistry(files);
    const onError = jest.fn();
    const serversFor = createRemoteServers(registry, onError);
    const provided = {};
    const modules = await serversFor(payload(entry('mf-search', '3.0.0')), provided);
    expect(modules.get('mf-search', 'search-page')).toBeUndefined();
    await serversFor(payload(entry('mf-search', '3.0.0')), provided);
    expect(registry.reads).toEqual(['mf-search@3.0.0/ssr/server.js']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(
      'mf-search',
      '3.0.0',
      new Error(
        '/remotes/mf-search/3.0.0/ssr/server.js is missing: the build was published without its server bundle',
      ),
    );
  });

  it('reports a bundle that throws once, and renders that remote in the browser', async () => {
    const registry = fakeRegistry({
      ...files,
      'mf-search@4.0.0/ssr/server.js': 'throw new Error("window is not defined");',
    });
    const onError = jest.fn();
    const serversFor = createRemoteServers(registry, onError);
    const provided = {};
    const registryPayload = payload(entry('mf-search', '4.0.0'), entry('mf-vehicle', '1.0.0'));
    const modules = await serversFor(registryPayload, provided);
    expect(modules.get('mf-search', 'search-page')).toBeUndefined();
    expect(nameOf(modules.get('mf-vehicle', 'vehicle-page'))).toBe('VehiclePage');
    const again = await serversFor(registryPayload, provided);
    expect(again.get('mf-search', 'search-page')).toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(
      'mf-search',
      '4.0.0',
      expect.objectContaining({ message: 'window is not defined' }),
    );
  });

  it('reports a bundle that exports no modules', async () => {
    const registry = fakeRegistry({ 'mf-search@5.0.0/ssr/server.js': 'module.exports = {};' });
    const onError = jest.fn();
    const modules = await createRemoteServers(registry, onError)(payload(entry('mf-search', '5.0.0')), {});
    expect(modules.get('mf-search', 'search-page')).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(
      'mf-search',
      '5.0.0',
      expect.objectContaining({ message: expect.stringMatching(/exports no modules/) }),
    );
  });

  it('ignores an export that is not a component', async () => {
    const registry = fakeRegistry({
      'mf-search@6.0.0/ssr/server.js':
        'module.exports.modules = { "search-page": { default: "nope" }, "models-page": {} };',
    });
    const modules = await createRemoteServers(registry, jest.fn())(payload(entry('mf-search', '6.0.0')), {});
    expect(modules.get('mf-search', 'search-page')).toBeUndefined();
    expect(modules.get('mf-search', 'models-page')).toBeUndefined();
  });

  it('reads and evaluates each version once across pages', async () => {
    const registry = fakeRegistry(files);
    const serversFor = createRemoteServers(registry, jest.fn());
    const provided = {};
    const one = payload(entry('mf-search', '1.0.0'), entry('mf-vehicle', '1.0.0'));
    const first = await serversFor(one, provided);
    const second = await serversFor(one, provided);
    await serversFor(payload(entry('mf-search', '2.0.0')), provided);
    await serversFor(one, provided);
    expect(registry.reads.sort()).toEqual([
      'mf-search@1.0.0/ssr/server.js',
      'mf-search@2.0.0/ssr/server.js',
      'mf-vehicle@1.0.0/ssr/server.js',
    ]);
    expect(second.get('mf-search', 'search-page')).toBe(first.get('mf-search', 'search-page'));
  });

  it('reads a version once when pages ask for it at the same time', async () => {
    const registry = fakeRegistry(files);
    const serversFor = createRemoteServers(registry, jest.fn());
    const provided = {};
    await Promise.all([1, 2, 3].map(() => serversFor(payload(entry('mf-search', '1.0.0')), provided)));
    expect(registry.reads).toEqual(['mf-search@1.0.0/ssr/server.js']);
  });

  it("evaluates the bundles again with a new shell's singletons", async () => {
    const bundle =
      'const React = require("react");\nmodule.exports.modules = { "search-page": { default: React.Page } };';
    const registry = fakeRegistry({ 'mf-search@1.0.0/ssr/server.js': bundle });
    const serversFor = createRemoteServers(registry, jest.fn());
    const oldPage = function OldPage() {
      return null;
    };
    const newPage = function NewPage() {
      return null;
    };
    const oldShell = { react: { Page: oldPage } };
    const newShell = { react: { Page: newPage } };
    const registryPayload = payload(entry('mf-search', '1.0.0'));
    expect((await serversFor(registryPayload, oldShell)).get('mf-search', 'search-page')).toBe(oldPage);
    expect((await serversFor(registryPayload, oldShell)).get('mf-search', 'search-page')).toBe(oldPage);
    expect(registry.reads).toHaveLength(1);
    expect((await serversFor(registryPayload, newShell)).get('mf-search', 'search-page')).toBe(newPage);
    expect(registry.reads).toHaveLength(2);
  });

  it('reports a bundle requiring a singleton the shell does not provide', async () => {
    const registry = fakeRegistry({
      'mf-search@1.0.0/ssr/server.js': 'require("react-router");\nmodule.exports.modules = {};',
    });
    const onError = jest.fn();
    const modules = await createRemoteServers(registry, onError)(payload(entry('mf-search', '1.0.0')), {
      react: {},
    });
    expect(modules.get('mf-search', 'search-page')).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(
      'mf-search',
      '1.0.0',
      expect.objectContaining({ message: expect.stringMatching(/react-router/) }),
    );
  });
});
