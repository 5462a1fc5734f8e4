import { createAppBuild } from '@dealerline/shared/build';

/** The host. It knows no remote URL at build time: the registry is read at runtime (see src/federation). */
export default (env: Record<string, unknown>) =>
  createAppBuild(
    {
      dir: __dirname,
      name: 'shell',
      publicPath: '/shell/',
      entry: './src/index.ts',
      serverEntry: './src/server/render-page.tsx',
      html: { template: './src/index.html' },
      paintFirst: ['./src/startup/paint-first.ts', './src/startup/early-presses.ts'],
      runtimePlugins: ['./src/federation/retry-plugin.ts', './src/federation/failure-plugin.ts'],
    },
    env,
  );
