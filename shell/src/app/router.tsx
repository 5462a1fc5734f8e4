import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from '../components/layout/layout';
import { ExistingPage } from '../components/existing-page';
import { NotFoundPage } from '../components/not-found-page';
import { RegionsPage } from '../components/regions-page';
import type { RouteEntry } from './route-table';

/** A tenant's routes, all inside the shell's layout: the browser's router and the server's render use these. */
export function shellRoutes(routes: RouteEntry[]): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        ...routes.map(({ path, regions, exists }) => ({
          path,
          element: exists ? <ExistingPage route={{ regions, exists }} /> : <RegionsPage regions={regions} />,
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
