import type { RegionProps } from '@dealerline/shared';
import { runHarness } from '@dealerline/shared/harness';

/** The home page as the shell composes it: the search widgets, then the stock lists. */
async function loadHome() {
  const [{ default: HomeSearch }, { default: HomeStock }] = await Promise.all([
    import('../src/exposes/home-search'),
    import('../src/exposes/home-stock'),
  ]);
  return {
    default: (props: RegionProps) => (
      <>
        <HomeSearch {...props} />
        <HomeStock {...props} />
      </>
    ),
  };
}

void runHarness('mf-search', [
  { path: '/', example: '/', load: loadHome },
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
