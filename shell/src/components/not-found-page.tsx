import { NotFoundMessage } from '@dealerline/shared/ui';

/** Any path of no route (the server answers such a page with 404): inside the layout, in the site's look. */
export function NotFoundPage() {
  return <NotFoundMessage />;
}
