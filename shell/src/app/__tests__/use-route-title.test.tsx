import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createPlatformStore } from '@dealerline/shared';
import { PageLink, useDocumentTitle } from '@dealerline/shared/ui';
import { testDealer, testSite } from '@dealerline/shared/testing';
import { ROUTE_TABLE, routeAt, type RouteEntry } from '../route-table';
import { useRouteTitle, type RouteHandle } from '../use-route-title';
import './navigation-request';

const route = (path: string): RouteEntry => routeAt(ROUTE_TABLE, path)!;

function Shell() {
  useRouteTitle();
  return (
    <>
      <nav>
        <PageLink to="/contact">Contact</PageLink>
        <PageLink to="/contact-us/test-motors-maroochydore">Our yard</PageLink>
        <PageLink to="/cars/2022-ford-ranger">A car</PageLink>
        <PageLink to="/">Home</PageLink>
      </nav>
      <Outlet />
    </>
  );
}

/** A page that names itself once it knows its subject, as the vehicle page does. */
function CarPage() {
  useDocumentTitle('2022 Ford Ranger | Test Motors');
  return <h1>2022 Ford Ranger</h1>;
}

function renderShell(url: string) {
  const store = createPlatformStore({ site: testSite(), dealer: testDealer(), storage: null });
  const page = (path: string, element = <p>{path}</p>) => ({
    path: route(path).path,
    handle: { route: route(path) } satisfies RouteHandle,
    element,
  });
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          page('/'),
          page('/contact'),
          page('/contact-us/test-motors-maroochydore'),
          page('/cars/2022-ford-ranger', <CarPage />),
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('the tab title after in-app navigation', () => {
  beforeEach(() => {
    document.title = 'As the server wrote it';
  });

  it('keeps the title the server wrote for the first page', () => {
    renderShell('/contact');
    expect(document.title).toBe('As the server wrote it');
  });

  it('names each page the route table names, and the site alone where it names none', async () => {
    renderShell('/');
    await act(async () => screen.getByRole('link', { name: 'Contact' }).click());
    expect(document.title).toBe('Contact Us | Test Motors');
    await act(async () => screen.getByRole('link', { name: 'Our yard' }).click());
    expect(document.title).toBe('Contact Test Motors Maroochydore | Test Motors');
    await act(async () => screen.getByRole('link', { name: 'Home' }).click());
    expect(document.title).toBe('Test Motors');
  });

  it('lets a page with a subject of its own name itself, and names the next page after it', async () => {
    renderShell('/');
    await act(async () => screen.getByRole('link', { name: 'A car' }).click());
    expect(document.title).toBe('2022 Ford Ranger | Test Motors');
    await act(async () => screen.getByRole('link', { name: 'Contact' }).click());
    expect(document.title).toBe('Contact Us | Test Motors');
  });
});
