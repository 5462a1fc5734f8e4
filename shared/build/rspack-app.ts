import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BROWSER_TARGETS } from './browser-targets';
import { EagerCompileHintPlugin } from './eager-compile-hint';
import { esmFederationRuntime } from './esm-federation-runtime';
import { PaintFirstScriptPlugin } from './paint-first-script';
import { createSsrConfig, SSR_DIR } from './rspack-ssr';
import { reactRouterAliases, sharedSingletons } from './singletons';

const require = createRequire(import.meta.url);

export interface AppBuildOptions {
  /** The app's folder (use __dirname of its rspack.config.ts). */
  dir: string;
  /** Federation container name: 'shell' or mf_search, mf_vehicle… */
  name: string;
  /** Remote modules this app exposes, e.g. { './search-page': './src/exposes/search-page.tsx' }. */
  exposes?: Record<string, string>;
  /** Browser entry: the shell's bootstrap, or a remote's standalone harness. */
  entry?: string;
  /** Where the built files are served from. Remotes use 'auto' so a build can live at any versioned path. */
  publicPath: string;
  /** Runtime plugins (files) added to the federation runtime. */
  runtimePlugins?: string[];
  /** HTML page for the entry (shell template, or a remote's harness page). */
  html?: { template: string; filename?: string };
  /**
   * Scripts the HTML runs in place of the entry, shipped as one file: the first starts the entry when the page's
   * main picture has painted (the shell's startup/paint-first.ts; see paint-first-script.ts), the others run
   * beside it before any other code of the page.
   */
  paintFirst?: readonly string[];
  /** Output folder, relative to dir unless absolute (BUILD_OUT overrides it). */
  outDir?: string;
  devPort?: number;
  /** The shell's server entry (server-side rendering); remotes' server entries are generated from `exposes`. */
  serverEntry?: string;
}

/** The most module source (before minification) in one part of the shell's `platform` chunk. */
export const PLATFORM_PART_MAX_SOURCE_BYTES = 500_000;

/** TypeScript and TSX through SWC with emotion's JSX runtime (the css prop), for BROWSER_TARGETS. */
function typescriptRule(production: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      env: { targets: BROWSER_TARGETS },
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: {
          react: { runtime: 'automatic', importSource: '@emotion/react', development: !production },
        },
      },
    },
    type: 'javascript/auto',
  };
}

/** The build's globals (shared/src/build-globals.d.ts): which app and version a module was built as. */
function buildGlobals(pkg: { name: string; version: string }, production: boolean) {
  return new rspack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    __APP_NAME__: JSON.stringify(pkg.name.replace('@dealerline/', '')),
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_NOTE__: JSON.stringify(process.env.BUILD_NOTE ?? ''),
  });
}

/**
 * What `rspack build` builds for an app: the browser build and its server bundle (rspack-ssr.ts), written into
 * the same folder so they are published as one version. `rspack serve` and a remote's harness build the
 * browser side only.
 */
export function createAppBuild(options: AppBuildOptions, env: Record<string, unknown> = {}): Configuration[] {
  const web = createAppConfig(options, env);
  if (!env.RSPACK_BUILD || env.harness) return [web];
  const pkg = require(path.join(options.dir, 'package.json')) as { name: string; version: string };
  const ssr = createSsrConfig(
    { dir: options.dir, outPath: web.output!.path!, exposes: options.exposes, entry: options.serverEntry },
    typescriptRule(true),
  );
  ssr.plugins!.push(buildGlobals(pkg, true));
  // One after the other: the browser build cleans the folder the server bundle is written into (keeping ssr/),
  // and run side by side it could remove ssr/ while the server build was about to write into it (ENOENT).
  return [
    { ...web, name: 'web' },
    { ...ssr, name: 'ssr', dependencies: ['web'] },
  ];
}

/**
 * One rspack + Module Federation config for every app of the platform, so the shell and the five remotes
 * build the same way: TypeScript through SWC, emotion's JSX runtime, the shared singletons, a manifest and
 * no type generation (dts off: with it on a development build never exits).
 */
export function createAppConfig(options: AppBuildOptions, env: Record<string, unknown> = {}): Configuration {
  const production = process.env.NODE_ENV !== 'development' && !env.harness;
  const pkg = require(path.join(options.dir, 'package.json')) as { name: string; version: string };
  const outDir = process.env.BUILD_OUT ?? options.outDir ?? 'dist';
  const outPath = path.resolve(options.dir, outDir);
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    // The runtime code rspack writes (chunk loading, federation glue) may use ES2020 as well.
    target: ['web', 'es2020'],
    devtool: production ? false : 'cheap-module-source-map',
    entry: options.entry ? { main: options.entry } : {},
    output: {
      path: outPath,
      // The harness page serves deep links (/search/used-cars), so its scripts need absolute URLs.
      publicPath: env.harness ? '/' : options.publicPath,
      uniqueName: options.name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // The server bundle (rspack-ssr.ts) is written into ssr/ by the other compiler of the same build.
      clean: { keep: (file: string) => path.relative(outPath, file).split(path.sep)[0] === SSR_DIR },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: reactRouterAliases(options.dir, production),
    },
    module: {
      rules: [typescriptRule(production), { test: /\.(png|svg|jpg|webp)$/, type: 'asset' }],
    },
    plugins: [
      esmFederationRuntime(),
      buildGlobals(pkg, production),
      new ModuleFederationPlugin({
        name: options.name,
        filename: options.exposes ? 'remoteEntry.js' : undefined,
        exposes: options.exposes,
        remotes: {},
        shared: sharedSingletons(options.dir, options.exposes ? 'consumer' : 'provider'),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins?.map((p) => path.resolve(options.dir, p)),
        manifest: true,
        dts: false,
        // One federation runtime per page: the shell provides it and remotes use it. A remote's standalone
        // harness keeps the runtime embedded in its own build. The optimization flags drop runtime code an app
        // never runs (only with the ES module runtime, see esm-federation-runtime.ts): Node script loading
        // everywhere, and in remotes, which load no remote, remote loading and manifest snapshots.
        experiments: !options.exposes
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : env.harness
            ? undefined
            : {
                externalRuntime: true,
                optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
              },
      }),
      ...(options.html
        ? [
            new rspack.HtmlRspackPlugin({
              template: options.html.template,
              filename: options.html.filename,
              inject: 'body',
              chunks: ['main'],
              // Keep the <!--dealerline:…--> markers: the platform server fills them per tenant.
              minify: false,
            }),
          ]
        : []),
      ...(production ? [new EagerCompileHintPlugin()] : []),
      ...(options.html && options.paintFirst
        ? [
            new PaintFirstScriptPlugin({
              sources: options.paintFirst.map((file) => path.resolve(options.dir, file)),
              production,
            }),
          ]
        : []),
    ],
    optimization: {
      minimize: production,
      // The shell: every module it provides to the share scope (the singletons and what they import) goes into
      // one async chunk, `platform`. Each page needs all of them before it starts, and Chromium spends about a
      // millisecond of main thread per script it inserts: split per package they were 20 scripts (throttled,
      // 140 ms of one long task). One chunk also keeps one copy of a small module that is both provided and
      // its own consumer's fallback. Except the form library (final-form, react-final-form), in a chunk of its
      // own: no module of the singleton imports it, so it loads with the first form (shared/src/forms).
      splitChunks: options.exposes
        ? undefined
        : {
            chunks: 'async',
            cacheGroups: {
              default: false,
              defaultVendors: false,
              // The form library loads only where a form does: with the first remote module that imports it.
              forms: {
                name: 'forms',
                test: /[\\/]node_modules[\\/](react-)?final-form[\\/]/,
                chunks: 'async',
                enforce: true,
                priority: 1,
              },
              platform: {
                name: 'platform',
                test: /[\\/](node_modules|shared)[\\/]/,
                chunks: 'async',
                enforce: true,
                // In parts (module sizes before minification, so about 110-175 KB minified each): V8 finishes
                // a script's compilation on the main thread in the task that runs it, and the one 440 KB
                // chunk was one 70-120 ms task at Lighthouse's 4x. react-dom, one module of 175 KB, is the
                // floor. More, smaller parts would each cost a script insertion (see above).
                maxSize: PLATFORM_PART_MAX_SOURCE_BYTES,
                minSize: PLATFORM_PART_MAX_SOURCE_BYTES / 2,
              },
            },
          },
    },
    performance: { hints: false },
    // Without hot reloading, lazy compilation would reload the page every time a route chunk is first asked for.
    lazyCompilation: false,
    // BUILD_STATS=1 (the bundle benchmark) asks for which modules each chunk holds in `rspack build --json`:
    // every one, including those only other modules import (dependentModules) and the bundler's runtime.
    stats: process.env.BUILD_STATS
      ? {
          all: false,
          chunks: true,
          chunkModules: true,
          chunkModulesSpace: Infinity,
          dependentModules: true,
          runtimeModules: true,
          errors: true,
        }
      : 'normal',
    devServer: options.devPort
      ? {
          port: options.devPort,
          historyApiFallback: true,
          hot: false,
          headers: { 'Access-Control-Allow-Origin': '*' },
          // The platform's API, pictures and (embedded search) its Algolia-compatible `/1/…` endpoints: the
          // boot names the page's own host as the search host.
          proxy: [
            {
              context: ['/api', '/images', '/1/'],
              target: process.env.PLATFORM_URL ?? 'http://localhost:8080',
            },
          ],
        }
      : undefined,
  };
}
