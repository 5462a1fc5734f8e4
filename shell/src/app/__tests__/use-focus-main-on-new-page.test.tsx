import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { MAIN_ID, useFocusMainOnNewPage } from '../use-focus-main-on-new-page';
import { installNavigationRequest } from '@dealerline/shared/testing';

// The shell's router is a data router: jsdom lacks the Request it makes per navigation.
installNavigationRequest();

function Shell() {
  useFocusMainOnNewPage();
  return (
    <>
      <nav>
        <a href="/contact">Contact</a>
      </nav>
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/search/:type', element: <a href="/cars/2022-ford-ranger">2022 Ford Ranger</a> },
          { path: '/cars/:slug', element: <h1>2022 Ford Ranger</h1> },
          { path: '/contact', element: <input aria-label="First Name" autoFocus /> },
          { path: '*', element: <p>page</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFocusMainOnNewPage', () => {
  it('leaves focus alone on the first page', () => {
    renderAt('/search/used-cars');
    expect(document.body).toHaveFocus();
  });

  it('moves focus into <main> when a link opens another path, instead of leaving it on the gone link', async () => {
    const router = renderAt('/search/used-cars');
    screen.getByRole('link', { name: '2022 Ford Ranger' }).focus();
    await act(() => router.navigate('/cars/2022-ford-ranger'));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('moves focus from the header into the new page', async () => {
    const router = renderAt('/finance');
    screen.getByRole('link', { name: 'Contact' }).focus();
    await act(() => router.navigate('/about-us'));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps focus the new page put inside itself, an anchor, and a change of query alone', async () => {
    const router = renderAt('/finance');
    await act(() => router.navigate('/contact'));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Contact' });
    link.focus();
    await act(() => router.navigate('/finance#finance-form'));
    expect(link).toHaveFocus();
    await act(() => router.navigate('/search/used-cars'));
    screen.getByRole('link', { name: 'Contact' }).focus();
    await act(() => router.navigate('/search/used-cars?page=2'));
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
  });
});
