import { runHarness } from '@dealerline/shared/harness';

void runHarness('mf-locations', [
  { path: '/', example: '/', load: () => import('../src/exposes/location-block') },
  { path: '/contact', example: '/contact', load: () => import('../src/exposes/contact-page') },
  { path: '/about-us', example: '/about-us', load: () => import('../src/exposes/content-page') },
]);
