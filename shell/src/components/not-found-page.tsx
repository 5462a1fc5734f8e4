import { useContext, useEffect } from 'react';
import { NotFoundMessage } from '@dealerline/shared/ui';
import { HydratingPageContext } from './hydrating-page';

/**
 * Any path of no route (the server answers such a page with 404, rendered): inside the layout, in the site's
 * look. It has no region to wait for, so the page counts as hydrated once it is (see HydratingPage).
 */
export function NotFoundPage() {
  const hydrating = useContext(HydratingPageContext);
  useEffect(() => {
    hydrating?.hydrated();
  }, [hydrating]);
  return <NotFoundMessage />;
}
