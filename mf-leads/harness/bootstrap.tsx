import { runHarness } from '@dealerline/shared/harness';

void runHarness('mf-leads', [
  {
    path: '/contact',
    example: '/contact',
    variant: 'contact',
    load: () => import('../src/exposes/lead-form'),
  },
  {
    path: '/book-test-drive',
    example: '/book-test-drive',
    variant: 'test-drive',
    load: () => import('../src/exposes/lead-form'),
  },
  {
    path: '/trade-in',
    example: '/trade-in',
    variant: 'trade-in',
    load: () => import('../src/exposes/trade-in-page'),
  },
  { path: '/success', example: '/success', load: () => import('../src/exposes/success-page') },
]);
