import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from '../components/layout/layout';
import { ExistingPage } from '../components/existing-page';
import { NotFoundPage } from '../components/not-found-page';
import { RegionsPage } from '../components/regions-page';
import type { RouteEntry } from './route-table';
import type { RouteHandle } from './use-route-head';

/** A tenant's routes, all inside the shell's layout: the browser's router and the server's render use these. */
export function shellRoutes(routes: RouteEntry[]): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        ...routes.map((route) => ({
          path: route.path,
          handle: { route } satisfies RouteHandle,
          element: route.exists ? (
            <ExistingPage route={{ regions: route.regions, exists: route.exists }} />
          ) : (
            <RegionsPage regions={route.regions} />
          ),
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The browser router for a tenant's routes. */
export function createShellRouter(routes: RouteEntry[]) {
  return createBrowserRouter(shellRoutes(routes));
}
