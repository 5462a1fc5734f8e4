import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { ThemeProvider } from '@emotion/react';
import type { BootPayload } from '../src/platform/boot';
import type { RegionProps } from '../src/platform/region';
import { createPlatformStore } from '../src/store/create-store';
import { createTheme } from '../src/theme/theme';

export interface HarnessRoute {
  path: string;
  /** A link the harness lists for this route. */
  example: string;
  variant?: string;
  load: () => Promise<{ default: ComponentType<RegionProps> }>;
}

const SITE_KEY = 'dealerline-harness-site';

/** Which demo site the harness shows: `?site=` (remembered for the session), else the first demo site. */
function harnessSite(): string {
  const fromQuery = new URLSearchParams(window.location.search).get('site');
  if (fromQuery) sessionStorage.setItem(SITE_KEY, fromQuery);
  return fromQuery ?? sessionStorage.getItem(SITE_KEY) ?? 'coastline-motor-group';
}

/**
 * A remote's standalone development page: the real store and the demo site's data from the platform server
 * (proxied at /api), and the remote's own route modules, so its team never needs the shell running.
 */
export async function runHarness(remote: string, routes: HarnessRoute[]): Promise<void> {
  const site = harnessSite();
  const response = await fetch(`/api/boot?site=${encodeURIComponent(site)}`);
  if (!response.ok)
    throw new Error(`Start the platform (npm start) first: /api/boot answered ${response.status}`);
  const boot = (await response.json()) as BootPayload;
  const store = createPlatformStore({ site: boot.site, dealer: boot.dealer, storage: window.localStorage });

  const router = createBrowserRouter([
    {
      element: (
        <>
          <header style={{ padding: 8, background: '#222', color: '#fff' }}>
            {remote} harness · site <strong>{boot.site.slug}</strong> ·{' '}
            {routes.map((route) => (
              <Link key={route.example} to={route.example} style={{ color: '#fff', marginRight: 12 }}>
                {route.example}
              </Link>
            ))}
          </header>
          <main style={{ padding: 16 }}>
            <Outlet />
          </main>
        </>
      ),
      children: routes.map((route) => ({
        path: route.path,
        lazy: async () => {
          const { default: Region } = await route.load();
          return { Component: () => <Region variant={route.variant} /> };
        },
      })),
    },
  ]);

  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <ThemeProvider theme={createTheme(boot.site.theme)}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
}
