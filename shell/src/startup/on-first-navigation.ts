/** What onFirstNavigation reads of react-router's data router. */
export interface NavigatingRouter {
  state: { location: { key: string } };
  subscribe(listener: (state: { location: { key: string } }) => void): () => void;
}

/**
 * Calls `then` once, as the router goes to its first new location (the shopper's first in-app navigation,
 * to another page or the same one with new filters), before the new page renders. The router's own updates
 * at start (the server's page taking over) keep the location and do not count.
 */
export function onFirstNavigation(router: NavigatingRouter, then: () => void): void {
  const start = router.state.location.key;
  const stop = router.subscribe((state) => {
    if (state.location.key === start) return;
    stop();
    then();
  });
}
