import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);

/**
 * How rspack's federation plugin reaches the runtime's CommonJS builds: the bundler runtime and the runtime
 * plugins it adds (inject-external-runtime-core-plugin) by the absolute paths require.resolve gave it, and
 * `@module-federation/runtime` through the alias it sets.
 */
const RUNTIME_CJS_FILE = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/]index\.cjs$/;
const RUNTIME_REQUEST = /^@module-federation\/runtime$/;

/**
 * CommonJS can neither be tree-shaken nor trimmed by the runtime's optimization flags
 * (experiments.optimization), so this points the federation runtime at the ES module builds of the same
 * packages: each remote's remoteEntry.js halves (58 → 27 KB). All of it must switch at once: the ES modules
 * import ES modules, and a CommonJS file left over would bring a second copy of the runtime core.
 */
export function esmFederationRuntime() {
  const runtime = require.resolve('@module-federation/runtime/bundler');
  return new rspack.NormalModuleReplacementPlugin(
    new RegExp(`${RUNTIME_CJS_FILE.source}|${RUNTIME_REQUEST.source}`),
    (resource: { request: string }) => {
      if (RUNTIME_REQUEST.test(resource.request)) {
        resource.request = runtime;
        return;
      }
      const esm = resource.request.replace(/\.cjs$/, '.js');
      if (existsSync(esm)) resource.request = esm;
    },
  );
}
