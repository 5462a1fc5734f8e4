import { createAppBuild } from '@dealerline/shared/build';

export default (env: Record<string, unknown>) =>
  createAppBuild(
    {
      dir: __dirname,
      name: 'mf_leads',
      publicPath: 'auto',
      exposes: {
        './lead-form': './src/exposes/lead-form.tsx',
        './trade-in-page': './src/exposes/trade-in-page.tsx',
        './success-page': './src/exposes/success-page.tsx',
        './email-us-form': './src/exposes/email-us-form.tsx',
      },
      entry: env.harness ? './harness/index.ts' : undefined,
      html: env.harness ? { template: '../shared/build/harness.html' } : undefined,
      devPort: 3004,
    },
    env,
  );
