import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from '@dealerline/shared/ui';

/**
 * A key for output that depends on today's date: 'server' while it shows the server's HTML, then 'browser'.
 * Hydration keeps attributes as the server wrote them (today's row is marked by aria-current), so a page
 * rendered before midnight, or read on a device whose day differs, would keep the server's today: keyed by
 * this, the output is built again from the browser's clock once hydrated, in a transition of its own after
 * the hydration's tasks. Output first rendered in the browser starts as 'browser'.
 */
export function useBrowserClockKey(): 'server' | 'browser' {
  const hydrated = useHydrated();
  const [key, setKey] = useState<'server' | 'browser'>(hydrated ? 'browser' : 'server');
  useEffect(() => {
    if (key === 'server') startTransition(() => setKey('browser'));
  }, [key]);
  return key;
}
