import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { bus, createPlatformStore, createTheme } from '@dealerline/shared';
import { App } from './app/app';
import { routesFor } from './app/route-table';
import { createShellRouter } from './app/router';
import { browserSinkTargets, startAnalyticsSink } from './analytics/analytics-sink';
import { registerPlatformRemotes } from './federation/register-remotes';
import { readBootPayload } from './tenant/read-boot-payload';

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

async function start() {
  const boot = await readBootPayload(document);
  registerPlatformRemotes(boot.registry);
  startAnalyticsSink(bus, browserSinkTargets());
  const store = createPlatformStore({
    site: boot.site,
    dealer: boot.dealer,
    storage: safeLocalStorage(),
    prefetched: boot.prefetched,
  });
  const router = createShellRouter(routesFor(boot.site, boot.dealer));
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render runs in slices that yield to the browser: no long task blocks input.
  startTransition(() =>
    root.render(<App store={store} theme={createTheme(boot.site.theme)} router={router} />),
  );
}

start().catch((error: unknown) => {
  console.error('[shell] could not start', error);
  document.getElementById('root')!.innerHTML =
    '<p role="alert">Sorry, this site could not load. Please refresh the page or call us.</p>';
});
