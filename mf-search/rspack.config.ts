import { createAppBuild } from '@dealerline/shared/build';

export default (env: Record<string, unknown>) =>
  createAppBuild(
    {
      dir: __dirname,
      name: 'mf_search',
      publicPath: 'auto',
      exposes: {
        './home-search': './src/exposes/home-search.tsx',
        './home-stock': './src/exposes/home-stock.tsx',
        './search-page': './src/exposes/search-page.tsx',
        './models-page': './src/exposes/models-page.tsx',
        './brand-page': './src/exposes/brand-page.tsx',
        './offers-page': './src/exposes/offers-page.tsx',
        './garage-page': './src/exposes/garage-page.tsx',
      },
      entry: env.harness ? './harness/index.ts' : undefined,
      html: env.harness ? { template: '../shared/build/harness.html' } : undefined,
      devPort: 3001,
    },
    env,
  );
