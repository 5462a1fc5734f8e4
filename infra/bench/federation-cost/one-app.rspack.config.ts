import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import shellConfig from '../../../shell/rspack.config';

/**
 * The comparison build of the federation-cost benchmark: the shell exactly as it builds (BUILD_OUT sets the
 * output folder), without Module Federation. The federation runtime module is replaced by ONE_APP_RUNTIME
 * (generated: a static map of every remote module), and the entry is the shell's bootstrap (the async
 * boundary only exists for the federation runtime).
 */
export default (env: Record<string, unknown>): Configuration => {
  const runtime = process.env.ONE_APP_RUNTIME;
  if (!runtime) throw new Error('ONE_APP_RUNTIME must name the generated static runtime module');
  // The browser build only (the server bundle is not part of what a page loads).
  const [config] = shellConfig(env);
  if (!config) throw new Error('the shell build has no browser config');
  return {
    ...config,
    entry: { main: './src/bootstrap.tsx' },
    resolve: { ...config.resolve, alias: { '@module-federation/enhanced/runtime$': runtime } },
    plugins: (config.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
    // rspack's default chunking, as an ordinary app has: the shell's `platform` group gathers every package
    // an async chunk uses into one chunk for every page, which only the share scope needs.
    optimization: { ...config.optimization, splitChunks: undefined },
  };
};
