import { createAppConfig } from '@dealerline/shared/build';

/** The host. It knows no remote URL at build time: the registry is read at runtime (see src/federation). */
export default (env: Record<string, unknown>) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'shell',
      publicPath: '/shell/',
      entry: './src/index.ts',
      html: { template: './src/index.html' },
      runtimePlugins: ['./src/federation/retry-plugin.ts', './src/federation/failure-plugin.ts'],
    },
    env,
  );
