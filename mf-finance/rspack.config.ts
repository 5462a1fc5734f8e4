import { createAppBuild } from '@dealerline/shared/build';

export default (env: Record<string, unknown>) =>
  createAppBuild(
    {
      dir: __dirname,
      name: 'mf_finance',
      publicPath: 'auto',
      exposes: {
        './finance-page': './src/exposes/finance-page.tsx',
        './finance-teaser': './src/exposes/finance-teaser.tsx',
        './finance-box': './src/exposes/finance-box.tsx',
      },
      entry: env.harness ? './harness/index.ts' : undefined,
      html: env.harness ? { template: '../shared/build/harness.html' } : undefined,
      devPort: 3003,
    },
    env,
  );
