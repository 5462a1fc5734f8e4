import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

export interface DrawerHistory {
  open: boolean;
  /** A filter changed since the drawer opened (its history entry holds the new address). */
  changed: boolean;
  show(): void;
  /** Closed by its own controls: leaves the history as if the drawer had been one step. */
  close(): void;
  /** Closed by Back, which BackClosesDrawer held: nothing to undo in the history. */
  closeOnBack(): void;
}

/**
 * The filters drawer in the browser's history, so a phone's Back closes it (a full-screen dialog) and keeps
 * the filters chosen in it:
 * - opening adds one entry, at the same address, so Back has an entry to leave even on the page the shopper
 *   landed on; the drawer's filter changes replace that entry (FilterPanel), never add more;
 * - Back before any change returns to the entry below, at the same address: the drawer closes;
 * - Back after a change is held (BackClosesDrawer) and only closes the drawer: the entry keeps the new
 *   filters, the one below the filters before the drawer;
 * - its close button (and Escape, backdrop, "Show N results") goes back one entry when nothing changed, so
 *   no entry is left over, and after a change leaves the entry as the drawer's one step.
 */
export function useDrawerHistory(): DrawerHistory {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  // The address when the drawer opened; null while closed.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt !== null;
  const changed = open && location.search !== openedAt;

  // Back or Forward to another entry while it is open (nothing changed, so nothing held): it closes. Told
  // while rendering the new entry (state of the previous render), so the drawer never shows over it.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    if (navigationType === 'POP') setOpenedAt(null);
  }

  const show = useCallback(() => {
    setOpenedAt(location.search);
    navigate(location, { state: location.state });
  }, [navigate, location]);
  const close = useCallback(() => {
    setOpenedAt(null);
    if (!changed) navigate(-1);
  }, [navigate, changed]);
  const closeOnBack = useCallback(() => setOpenedAt(null), []);
  return { open, changed, show, close, closeOnBack };
}
