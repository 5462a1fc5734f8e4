import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The current time, renewed at the start of every minute (opening hours change on the minute: a yard opening at
 * 8:00 shows "Open now" from 8:00, not up to a minute later) and when the tab is shown again (a hidden tab's
 * timers are held back, and a laptop may have slept).
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const renew = () => {
      clearTimeout(timer);
      const current = new Date();
      setNow(current);
      timer = setTimeout(renew, MINUTE_MS - (current.getTime() % MINUTE_MS));
    };
    const onShown = () => {
      if (document.visibilityState === 'visible') renew();
    };
    timer = setTimeout(renew, MINUTE_MS - (Date.now() % MINUTE_MS));
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, []);
  return now;
}
