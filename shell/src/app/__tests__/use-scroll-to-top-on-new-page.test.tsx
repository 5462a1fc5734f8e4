import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { useScrollToTopOnNewPage } from '../use-scroll-to-top-on-new-page';
import { installNavigationRequest } from '@dealerline/shared/testing';

// The shell's router is a data router: jsdom lacks the Request it makes per navigation.
installNavigationRequest();

function Shell() {
  useScrollToTopOnNewPage();
  return <Outlet />;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useScrollToTopOnNewPage', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it('scrolls to the top when a link or navigate() opens another path', async () => {
    const router = renderAt('/search/used-cars');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/cars/2022-ford-ranger'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position for a change of query on the same path, back and forward, and an anchor', async () => {
    const router = renderAt('/search/used-cars');
    await act(() => router.navigate('/search/used-cars?refinementList%5Bmake%5D%5B0%5D=Toyota'));
    await act(() => router.navigate('/finance#calculator'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/contact'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate(-1));
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
