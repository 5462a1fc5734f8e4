import { useParams } from 'react-router';
import { useDealer } from '@dealerline/shared';
import type { RouteEntry } from '../app/route-table';
import { NotFoundPage } from './not-found-page';
import { RegionsPage } from './regions-page';

/**
 * A route naming something of the dealer's (/contact-us/{slug}): its regions when the dealer has it, else the
 * not-found page (the server answers such a path with 404 too, `infra/src/content/page-status.ts`).
 */
export function ExistingPage({ route }: { route: Required<Pick<RouteEntry, 'exists' | 'regions'>> }) {
  const params = useParams();
  const dealer = useDealer();
  return route.exists(params, dealer) ? <RegionsPage regions={route.regions} /> : <NotFoundPage />;
}
