import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Modules every app shares as federation singletons (ARCHITECTURE §4). The shell provides them; a remote
 * that needs a version the shell does not provide is refused at promotion time.
 */
export const SINGLETON_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  // The form library: the form kit's fields (shared/src/forms, useField) must see the Form context of the remote's form.
  'final-form',
  'react-final-form',
  '@dealerline/shared',
] as const;

const require = createRequire(import.meta.url);

/** A package's ES module entry (its package.json `module` field), as a bundler resolves the package. */
function esModuleEntry(pkg: string): string {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = require(manifestPath) as { module: string };
  return path.resolve(path.dirname(manifestPath), manifest.module);
}

/**
 * Singletons given by file (the module in the share scope, and each app's fallback). react-router: narrower
 * than the package's entry, see react-router-browser.ts. The form library: a module named by a path is
 * provided even though no module of the shell imports it (the shell has no form), so the shell still sets
 * the version every remote's forms share, and the promotion check compares against it; its chunk loads with
 * the first form (rspack-app.ts, the `forms` chunk).
 */
export const SINGLETON_SOURCES: Partial<Record<(typeof SINGLETON_MODULES)[number], string>> = {
  'react-router': path.resolve(__dirname, 'react-router-browser.ts'),
  'final-form': esModuleEntry('final-form'),
  'react-final-form': esModuleEntry('react-final-form'),
};

/**
 * Aliases for react-router's ES module entries: `react-router-full-api` (its `import` export, which
 * react-router-browser.ts re-exports) and `react-router/dom`. A production build takes them from
 * dist/production: the package's exports point at dist/development only (remix-run/react-router#12532),
 * whose development warnings and checks made the router a third larger and slower to start.
 */
export function reactRouterAliases(appDir: string, production: boolean): Record<string, string> {
  const manifestPath = require.resolve('react-router/package.json', { paths: [path.resolve(appDir)] });
  const manifest = require(manifestPath) as {
    exports: Record<'.' | './dom', { import: { default: string } }>;
  };
  const entry = (key: '.' | './dom') => {
    const file = path.resolve(path.dirname(manifestPath), manifest.exports[key].import.default);
    return production
      ? file.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`)
      : file;
  };
  return { 'react-router-full-api$': entry('.'), 'react-router/dom$': entry('./dom') };
}

/** The package that owns a module id: react/jsx-runtime → react, @emotion/react/jsx-runtime → @emotion/react. */
export function packageOf(moduleId: string): string {
  const parts = moduleId.split('/');
  return moduleId.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function installedVersion(pkg: string, fromDir: string): string {
  const manifest = require(require.resolve(`${pkg}/package.json`, { paths: [fromDir] })) as {
    version: string;
  };
  return manifest.version;
}

/**
 * A file as a request relative to the app's directory (the compiler's context, against which rspack resolves
 * a relative share request). The request is written into every remoteEntry.js, so an absolute path would
 * disclose the build machine's checkout path and make the content hash depend on where the repo was cloned.
 */
export function relativeRequest(appDir: string, file: string): string {
  const relative = path.relative(path.resolve(appDir), file).split(path.sep).join('/');
  return relative.startsWith('../') ? relative : `./${relative}`;
}

/**
 * The range of a singleton an app built against `version` requires: the caret range of its major, so a build
 * for another major of react is detectably incompatible with the shell. `@dealerline/shared` is our own
 * contract, whose minor version counts exports added to it: a remote built against 3.2 may call what 3.2
 * added, so it requires ^3.2.0 and is refused under a shell that provides 3.1.
 */
export function requiredRange(id: string, version: string): string {
  const [major, minor] = version.split('.');
  return id === '@dealerline/shared' ? `^${major}.${minor}.0` : `^${major}.0.0`;
}

/**
 * The `shared` section of a ModuleFederationPlugin config. A remote requires `requiredRange` of each (its
 * manifest carries it, and the registry refuses to promote a remote the shell's versions do not satisfy,
 * registry/compatibility.ts). The shell, which provides them, states no range (`requiredVersion: false`): it
 * would only check its own versions against themselves, and the federation runtime does that check on every
 * share the shell loads, compiling its semver grammar's regular expressions each time (rspack writes the
 * missing range as "*", which the runtime's check passes at once). Nothing reads a provider's range.
 */
export function sharedSingletons(appDir: string, role: 'provider' | 'consumer') {
  return Object.fromEntries(
    SINGLETON_MODULES.map((id) => {
      const version = installedVersion(packageOf(id), path.resolve(appDir));
      const source = SINGLETON_SOURCES[id];
      return [
        id,
        {
          ...(source ? { import: relativeRequest(appDir, source) } : {}),
          singleton: true,
          version,
          requiredVersion: role === 'provider' ? (false as const) : requiredRange(id, version),
          strictVersion: false,
        },
      ];
    }),
  );
}
