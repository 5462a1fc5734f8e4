/** Where a shopper's JavaScript bytes come from (issue 2's benchmark split). */
export type ByteCategory = 'shared libraries' | 'federation runtime' | 'remote code' | 'shell code';

export interface ModuleShare {
  /** Module identifier or resource path as rspack's stats report it. */
  name: string;
  size: number;
}

/** The category of one module of an app's build. */
export function categoryOf(moduleName: string, app: 'shell' | 'remote'): ByteCategory {
  const name = moduleName.replace(/\\/g, '/');
  // Nameless modules are the bundler's runtime, which holds the federation runtime.
  if (name === '') return 'federation runtime';
  if (
    name.includes('node_modules/@module-federation/') ||
    // The runtime's entry as the plugin generates it (a data: module named after the package).
    name.startsWith('@module-federation/') ||
    name.startsWith('webpack/runtime') ||
    name.includes('webpack/runtime/')
  ) {
    return 'federation runtime';
  }
  if (name.includes('node_modules/') || name.includes('/shared/src/') || name.includes('/shared/harness/')) {
    return 'shared libraries';
  }
  if (name.includes('__module_federation_') || name.includes('container entry') || name.includes('remote ')) {
    return 'federation runtime';
  }
  return app === 'shell' ? 'shell code' : 'remote code';
}

/**
 * Splits an asset's bytes across categories in proportion to the source size of the modules it holds
 * (minified sizes per module are not known; proportions of source size are a close estimate).
 */
export function splitAssetBytes(
  bytes: number,
  modules: ModuleShare[],
  app: 'shell' | 'remote',
): Partial<Record<ByteCategory, number>> {
  const total = modules.reduce((sum, module) => sum + module.size, 0);
  if (total === 0) return { [app === 'shell' ? 'shell code' : 'remote code']: bytes };
  const split: Partial<Record<ByteCategory, number>> = {};
  for (const module of modules) {
    const category = categoryOf(module.name, app);
    split[category] = (split[category] ?? 0) + (bytes * module.size) / total;
  }
  return split;
}
