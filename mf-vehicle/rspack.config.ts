import { createAppBuild } from '@dealerline/shared/build';

export default (env: Record<string, unknown>) =>
  createAppBuild(
    {
      dir: __dirname,
      name: 'mf_vehicle',
      publicPath: 'auto',
      exposes: {
        './vehicle-page': './src/exposes/vehicle-page.tsx',
        './checkout-page': './src/exposes/checkout-page.tsx',
      },
      entry: env.harness ? './harness/index.ts' : undefined,
      html: env.harness ? { template: '../shared/build/harness.html' } : undefined,
      devPort: 3002,
    },
    env,
  );
