import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import {
  bus,
  createPlatformStore,
  createTheme,
  hydrateWaitingWidgets,
  restoreFavourites,
  restorePrefetched,
} from '@dealerline/shared';
import { App } from './app/app';
import { reportRecoverableError } from './app/report-recoverable-error';
import { routesFor } from './app/route-table';
import { createShellRouter } from './app/router';
import { browserSinkTargets, startAnalyticsSink } from './analytics/analytics-sink';
import type { HydratingPage } from './components/hydrating-page';
import { registerPlatformRemotes } from './federation/register-remotes';
import { nextTask } from './startup/next-task';
import { onFirstNavigation } from './startup/on-first-navigation';
import { showStartFailure } from './startup/start-failure';
import { holdRegionsOutOfSight } from './startup/regions-out-of-sight';
import { readBootPayload } from './tenant/read-boot-payload';

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** `<html data-hydrated>`: the page's code has taken over the server's HTML (or there was none to take over). */
function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

async function start() {
  const boot = await readBootPayload(document);
  registerPlatformRemotes(boot.registry);
  startAnalyticsSink(bus, browserSinkTargets());
  const storage = safeLocalStorage();
  const rendered = boot.rendered === true;
  // Read while the server's HTML is laid out and untouched: which regions the shopper cannot see yet.
  const outOfSight = rendered ? holdRegionsOutOfSight(document, window) : null;
  // Each step is a few tens of milliseconds on a slow phone: between them the page answers input (issue 9, TBT).
  await nextTask();
  const store = createPlatformStore({
    site: boot.site,
    dealer: boot.dealer,
    storage,
    favouritesAtStart: !rendered,
  });
  if (boot.prefetched) {
    await nextTask();
    restorePrefetched(store, boot.prefetched);
  }
  const serverState = rendered ? store.getState() : undefined;
  await nextTask();
  const router = createShellRouter(routesFor(boot.site, boot.dealer));
  // The first in-app navigation lets everything of the server's HTML that still waits for the shopper (widgets,
  // regions out of sight) load and hydrate: React hydrates it before it commits the page's update (the new
  // location is a context above all of it), so anything left waiting would freeze the page.
  onFirstNavigation(router, () => {
    hydrateWaitingWidgets();
    outOfSight?.releaseAll();
  });
  await nextTask();
  let restored = false;
  const hydrating: HydratingPage | null = outOfSight
    ? {
        path: window.location.pathname,
        outOfSight,
        hydrated() {
          if (restored) return;
          restored = true;
          restoreFavourites(store, boot.site, storage);
          markHydrated();
        },
      }
    : null;
  const app = (
    <App store={store} theme={createTheme(boot.site.theme)} hydrating={hydrating} serverState={serverState}>
      <RouterProvider router={router} />
    </App>
  );
  const container = document.getElementById('root')!;
  // As a transition the first render (or the hydration of the server's HTML, which React then takes over region
  // by region as each remote arrives) runs in slices that yield to the browser: no long task blocks input.
  if (rendered) {
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
  markHydrated();
}

start().catch((error: unknown) => {
  console.error('[shell] could not start', error);
  showStartFailure(document);
});
