import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While rendered, the browser's Back (or Forward) does not leave the current history entry: the router puts
 * the entry back and `onBack` runs instead (FilterDrawer, once a filter changed in it: its entry holds the
 * filters chosen, which Back must not undo). Rendered only when needed: a router holds one blocker at a time.
 */
export function BackClosesDrawer({ onBack }: { onBack(): void }) {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    onBack();
  }, [blocker, onBack]);
  return null;
}
