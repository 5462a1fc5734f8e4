import { runHarness } from '@dealerline/shared/harness';

void runHarness('mf-search', [
  { path: '/', example: '/', load: () => import('../src/exposes/home-search') },
  {
    path: '/search/*',
    example: '/search/new-used-and-demo-cars/',
    load: () => import('../src/exposes/search-page'),
  },
  { path: '/models', example: '/models?body=suv', load: () => import('../src/exposes/models-page') },
  {
    path: '/brands/:manufacturer',
    example: '/brands/toyota',
    load: () => import('../src/exposes/brand-page'),
  },
  { path: '/special-offers', example: '/special-offers', load: () => import('../src/exposes/offers-page') },
  { path: '/garage', example: '/garage', load: () => import('../src/exposes/garage-page') },
]);
