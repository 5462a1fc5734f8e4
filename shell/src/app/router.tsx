import { createBrowserRouter } from 'react-router';
import { Layout } from '../components/layout/layout';
import { NotFoundPage } from '../components/not-found-page';
import { RegionsPage } from '../components/regions-page';
import type { RouteEntry } from './route-table';

/** The browser router for a tenant's routes, all inside the shell's layout. */
export function createShellRouter(routes: RouteEntry[]) {
  return createBrowserRouter([
    {
      element: <Layout />,
      children: [
        ...routes.map((route) => ({ path: route.path, element: <RegionsPage regions={route.regions} /> })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
