import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { TITLE_SETTLE_MS, TITLE_WAIT_MS, useNewPageAnnouncement } from '../use-new-page-announcement';
import { installNavigationRequest } from '@dealerline/shared/testing';

// The shell's router is a data router: jsdom lacks the Request it makes per navigation.
installNavigationRequest();

/** `globalThis.unnamed`: the pages name themselves (a car: its title comes with its data). */
function Shell() {
  const named = !globalThis.unnamed;
  return (
    <>
      <div data-testid="announcer">{useNewPageAnnouncement(named)}</div>
      <Outlet />
    </>
  );
}
declare global {
  var unnamed: boolean | undefined;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: '*', element: <p>page</p> }] }],
    {
      initialEntries: [url],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const announced = () => screen.getByTestId('announcer').textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useNewPageAnnouncement', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.title = 'Coastline Motor Group';
    globalThis.unnamed = false;
  });
  afterEach(() => jest.useRealTimers());

  it('says nothing on the first page', () => {
    renderAt('/contact');
    advance(TITLE_WAIT_MS * 2);
    expect(announced()).toBe('');
  });

  it('reads the new page’s title once it has settled', async () => {
    const router = renderAt('/search/used-cars');
    await act(() => router.navigate('/contact'));
    document.title = 'Contact Us | Coastline Motor Group';
    advance(TITLE_SETTLE_MS / 2);
    expect(announced()).toBe('');
    advance(TITLE_SETTLE_MS);
    expect(announced()).toBe('Contact Us | Coastline Motor Group');
  });

  it('waits for a page that names itself, and reads the site’s name if it never does', async () => {
    globalThis.unnamed = true;
    const router = renderAt('/contact');
    await act(() => router.navigate('/cars/2022-ford-ranger'));
    advance(TITLE_WAIT_MS / 2);
    expect(announced()).toBe('');
    document.title = '2022 Ford Ranger XLT | Coastline Motor Group';
    advance(TITLE_SETTLE_MS + 200);
    expect(announced()).toBe('2022 Ford Ranger XLT | Coastline Motor Group');

    // The route's title (the site's name) is set before the page's effects run.
    document.title = 'Coastline Motor Group';
    await act(() => router.navigate('/cars/2020-mazda-cx-5'));
    advance(TITLE_WAIT_MS - 200);
    expect(announced()).toBe('2022 Ford Ranger XLT | Coastline Motor Group');
    advance(400);
    expect(announced()).toBe('Coastline Motor Group');
  });

  it('reads nothing new for a change of query alone', async () => {
    const router = renderAt('/search/used-cars');
    await act(() => router.navigate('/search/used-cars?page=2'));
    document.title = 'Page 2';
    advance(TITLE_WAIT_MS * 2);
    expect(announced()).toBe('');
  });
});
