import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Quiet time after the title's last change before it is read out. */
export const TITLE_SETTLE_MS = 400;
/** How long a page that names itself (a car, a search: its title comes with its data) is waited for. */
export const TITLE_WAIT_MS = 3000;
const CHECK_MS = 100;

/**
 * What the page announcer reads after an in-app navigation to another path: the new page's title once it has
 * settled (a screen reader says nothing of its own when a single-page app changes page). A page whose route
 * has no name of its own (`named` false) is read once it has set its title, or after TITLE_WAIT_MS.
 */
export function useNewPageAnnouncement(named: boolean): string {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const started = Date.now();
    let title = document.title;
    let stableSince = started;
    let changed = false;
    const check = window.setInterval(() => {
      const now = Date.now();
      if (document.title !== title) {
        title = document.title;
        stableSince = now;
        changed = true;
        return;
      }
      const waited = named || changed || now - started >= TITLE_WAIT_MS;
      if (!waited || now - stableSince < TITLE_SETTLE_MS) return;
      window.clearInterval(check);
      setMessage(title);
    }, CHECK_MS);
    return () => window.clearInterval(check);
  }, [pathname, named]);
  return message;
}
