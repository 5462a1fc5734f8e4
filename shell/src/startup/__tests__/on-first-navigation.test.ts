/**
 * @jest-environment node
 */
import { createMemoryRouter } from 'react-router';
import { onFirstNavigation } from '../on-first-navigation';

function pageRouter() {
  const page = { element: null };
  return createMemoryRouter(
    [
      { path: '/search/:slug', ...page },
      { path: '/contact', ...page },
    ],
    { initialEntries: ['/search/used-cars'] },
  );
}

describe('onFirstNavigation', () => {
  it('calls back once, on the first navigation, even to the same address', async () => {
    const router = pageRouter();
    const calls: string[] = [];
    onFirstNavigation(router, () =>
      calls.push(router.state.location.pathname + router.state.location.search),
    );
    expect(calls).toEqual([]);
    await router.navigate('/search/used-cars?make=Toyota');
    expect(calls).toEqual(['/search/used-cars?make=Toyota']);
    await router.navigate('/contact');
    expect(calls).toHaveLength(1);
  });

  it('does not count an update of the router that keeps its location', async () => {
    const router = pageRouter();
    const then = jest.fn();
    onFirstNavigation(router, then);
    await router.revalidate();
    expect(then).not.toHaveBeenCalled();
    await router.navigate('/search/used-cars');
    expect(then).toHaveBeenCalledTimes(1);
  });
});
