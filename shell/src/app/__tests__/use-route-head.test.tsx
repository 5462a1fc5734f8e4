import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createPlatformStore } from '@dealerline/shared';
import { routeHead, shareTags } from '@dealerline/shared/rules';
import { PageLink, useDocumentTitle } from '@dealerline/shared/ui';
import { installNavigationRequest, testDealer, testSite } from '@dealerline/shared/testing';
import { ROUTE_TABLE, routeAt, type RouteEntry } from '../route-table';
import { useRouteHead, type RouteHandle } from '../use-route-head';

// The shell's router is a data router: jsdom lacks the Request it makes per navigation.
installNavigationRequest();

const route = (path: string): RouteEntry => routeAt(ROUTE_TABLE, path)!;
const site = testSite({ domains: ['www.testmotors.com.au'] });
const dealer = testDealer({ logo: { url: '/images/logos/1f2933/Test%20Motors.png' } });
const ORIGIN = 'https://www.testmotors.com.au';

function Shell() {
  useRouteHead();
  return (
    <>
      <nav>
        <PageLink to="/contact">Contact</PageLink>
        <PageLink to="/contact-us/test-motors-maroochydore">Our yard</PageLink>
        <PageLink to="/cars/2022-ford-ranger">A car</PageLink>
        <PageLink to="/search/used-cars">Used</PageLink>
        <PageLink to="/search/used-cars?page=2&sort=price">Used, page 2</PageLink>
        <PageLink to="/about-us">About</PageLink>
        <PageLink to="/">Home</PageLink>
      </nav>
      <Outlet />
    </>
  );
}

/** A page that names and describes itself once it knows its subject, as the vehicle and search pages do. */
function OwnPage({ title, description }: { title: string; description?: string }) {
  useDocumentTitle(title, description);
  return <h1>{title}</h1>;
}

function renderShell(url: string) {
  const store = createPlatformStore({ site, dealer, storage: null });
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
          page('/about-us'),
          page('/contact-us/test-motors-maroochydore'),
          page('/cars/2022-ford-ranger', <OwnPage title="2022 Ford Ranger | Test Motors" />),
          page(
            '/search/used-cars',
            <OwnPage title="Used Cars for sale | Test Motors" description="Browse Used Cars for sale…" />,
          ),
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

const click = (name: string) => act(async () => screen.getByRole('link', { name }).click());
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
/** The Open Graph and Twitter tags in the head, in order: [key, content]. */
const shared = () =>
  [...document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((meta) => [
    meta.getAttribute('property') ?? meta.getAttribute('name'),
    meta.getAttribute('content'),
  ]);
/** What the server writes for the page (page-seo.ts starts from the same routeHead). */
const serverHead = (pathname: string, name?: string, search = '') =>
  routeHead({ site, dealer }, { origin: window.location.origin, pathname, search }, name);

/** The head as the server wrote it for a car's page: its title, description, canonical and share tags. */
function serverWroteCarPage() {
  document.title = '2022 Ford Ranger | Test Motors';
  document.head.innerHTML = [
    '<meta name="description" content="2022 Ford Ranger for sale: $45,990…" />',
    `<link rel="canonical" href="${ORIGIN}/cars/2022-ford-ranger" />`,
    '<meta property="og:type" content="product" />',
    '<meta property="og:title" content="2022 Ford Ranger | Test Motors" />',
    `<meta property="og:url" content="${ORIGIN}/cars/2022-ford-ranger" />`,
    `<meta property="og:image" content="${ORIGIN}/images/cars/1.jpg?w=1000" />`,
    '<meta property="og:image:width" content="1000" />',
    '<meta name="twitter:card" content="summary_large_image" />',
  ].join('');
}

describe('the document head after in-app navigation', () => {
  beforeEach(serverWroteCarPage);

  it('keeps the head the server wrote for the first page', () => {
    renderShell('/cars/2022-ford-ranger');
    expect(description()).toBe('2022 Ford Ranger for sale: $45,990…');
    expect(canonical()).toBe(`${ORIGIN}/cars/2022-ford-ranger`);
    expect(shared()).toContainEqual(['og:image:width', '1000']);
  });

  it('writes each page’s title, description, canonical link and share tags, as the server gives them', async () => {
    renderShell('/cars/2022-ford-ranger');
    for (const [link, path, name] of [
      ['Contact', '/contact', 'Contact Us'],
      ['Our yard', '/contact-us/test-motors-maroochydore', 'Contact Test Motors Maroochydore'],
      ['About', '/about-us', undefined],
      ['Home', '/', undefined],
    ] as const) {
      await click(link);
      const head = serverHead(path, name);
      expect(document.title).toBe(head.title);
      expect(description()).toBe(head.description);
      expect(canonical()).toBe(head.canonical);
      expect(shared()).toEqual(shareTags(head).map((tag) => [tag.key, tag.content]));
    }
    // The values themselves, not only routeHead's: the site's domain, the page's own description, the logo.
    await click('Contact');
    expect(canonical()).toBe(`${ORIGIN}/contact`);
    expect(description()).toMatch(/^Contact Test Motors in Maroochydore QLD: /);
    expect(shared()).toEqual(
      expect.arrayContaining([
        ['og:title', 'Contact Us | Test Motors'],
        ['og:url', `${ORIGIN}/contact`],
        ['og:image', `${ORIGIN}/images/logos/1f2933/Test%20Motors.png`],
        ['twitter:card', 'summary'],
      ]),
    );
    expect(shared().map(([key]) => key)).not.toContain('og:image:width');
  });

  it('lets a page with a subject of its own name and describe itself, and writes the next page after it', async () => {
    renderShell('/');
    await click('Used');
    expect(document.title).toBe('Used Cars for sale | Test Motors');
    expect(description()).toBe('Browse Used Cars for sale…');
    expect(shared()).toEqual(
      expect.arrayContaining([
        ['og:title', 'Used Cars for sale | Test Motors'],
        ['og:description', 'Browse Used Cars for sale…'],
        ['og:url', `${ORIGIN}/search/used-cars`],
      ]),
    );
    await click('A car');
    expect(document.title).toBe('2022 Ford Ranger | Test Motors');
    await click('Contact');
    expect(document.title).toBe('Contact Us | Test Motors');
    expect(description()).toBe(serverHead('/contact', 'Contact Us').description);
  });

  it('moves the canonical link with a search’s page, and keeps the page’s own title and description', async () => {
    renderShell('/');
    await click('Used');
    await click('Used, page 2');
    expect(canonical()).toBe(`${ORIGIN}/search/used-cars?page=2`);
    expect(shared()).toContainEqual(['og:url', `${ORIGIN}/search/used-cars?page=2`]);
    expect(document.title).toBe('Used Cars for sale | Test Motors');
    expect(description()).toBe('Browse Used Cars for sale…');
  });
});
