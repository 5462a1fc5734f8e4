import { createAppBuild } from '@dealerline/shared/build';

export default (env: Record<string, unknown>) =>
  createAppBuild(
    {
      dir: __dirname,
      name: 'mf_locations',
      publicPath: 'auto',
      exposes: {
        './location-block': './src/exposes/location-block.tsx',
        './contact-page': './src/exposes/contact-page.tsx',
        './content-page': './src/exposes/content-page.tsx',
      },
      entry: env.harness ? './harness/index.ts' : undefined,
      html: env.harness ? { template: '../shared/build/harness.html' } : undefined,
      devPort: 3005,
    },
    env,
  );
