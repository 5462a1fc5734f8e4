import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { SINGLETON_MODULES } from './singletons';

import { SSR_DIR, SSR_FILE } from './ssr-files';

export { SSR_DIR, SSR_FILE };

export interface SsrBuildOptions {
  dir: string;
  /** The browser build's output folder (absolute): the server bundle goes into its `ssr/` folder. */
  outPath: string;
  /** A remote's exposed modules ('./search-page' → './src/exposes/search-page.tsx'). */
  exposes?: Record<string, string>;
  /** The shell's server entry (exports renderPage and the singletons it provides). */
  entry?: string;
}

/**
 * A remote's server entry: `modules['search-page']` is the exposed module, the same ones the browser loads
 * through the federation runtime. Generated, so a new expose needs no second list.
 */
function remoteEntrySource(exposes: Record<string, string>): string {
  const lines = Object.entries(exposes).map(
    ([name, file]) => `  ${JSON.stringify(name.replace(/^\.\//, ''))}: require(${JSON.stringify(file)}),`,
  );
  return `module.exports.modules = {\n${lines.join('\n')}\n};\n`;
}

/**
 * The server build of an app (server-side rendering of the first view, issue 9): one CommonJS file for Node,
 * built from the same sources as the browser build and published with it, so a page's server HTML always
 * comes from the version the registry gives the browser. A remote's bundle leaves the shared singletons as
 * `require(...)` calls: the platform server hands it the shell's copies, as the federation runtime does in the
 * browser. The shell's bundle holds everything and provides those singletons.
 */
export function createSsrConfig(options: SsrBuildOptions, swcRule: object): Configuration {
  const virtualEntry = path.join(options.dir, '.ssr-entry.js');
  const remote = Boolean(options.exposes);
  return {
    mode: 'production',
    context: options.dir,
    target: 'node20',
    devtool: false,
    entry: { server: remote ? virtualEntry : options.entry! },
    output: {
      path: path.join(options.outPath, SSR_DIR),
      filename: SSR_FILE,
      library: { type: 'commonjs2' },
      // One file: a remote's bundle is evaluated with the singletons handed in (a chunk would require its own).
      asyncChunks: false,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    externalsType: 'commonjs',
    externals: remote ? [...SINGLETON_MODULES] : [],
    module: { rules: [swcRule, { test: /\.(png|svg|jpg|webp)$/, type: 'asset/inline' }] },
    plugins: [
      ...(remote
        ? [
            new rspack.experiments.VirtualModulesPlugin({
              [virtualEntry]: remoteEntrySource(options.exposes!),
            }),
          ]
        : []),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
