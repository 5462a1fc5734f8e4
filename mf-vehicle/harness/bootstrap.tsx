import { runHarness } from '@dealerline/shared/harness';

void runHarness('mf-vehicle', [
  { path: '/cars/:slug', example: '/cars/demo-car', load: () => import('../src/exposes/vehicle-page') },
  {
    path: '/cars/:slug/checkout',
    example: '/cars/demo-car/checkout',
    variant: 'reserve',
    load: () => import('../src/exposes/checkout-page'),
  },
  {
    path: '/cars/:slug/buy-online',
    example: '/cars/demo-car/buy-online',
    variant: 'buy-online',
    load: () => import('../src/exposes/checkout-page'),
  },
]);
