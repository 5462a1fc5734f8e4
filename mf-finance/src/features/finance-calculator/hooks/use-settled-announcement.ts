import { useEffect, useRef, useState } from 'react';

/**
 * How long the calculator waits after the shopper's last change before its live region says the new
 * repayment: long enough that typing "45000" is one announcement, not five.
 */
export const ANNOUNCE_AFTER_PAUSE_MS = 600;

/**
 * The text a polite live region holds for `text`, a summary that follows every keystroke: it takes `text`
 * once `text` has stayed the same for ANNOUNCE_AFTER_PAUSE_MS, and only when that differs from what it last
 * took, so the summary is announced once per pause and not at all when the changes end where they began.
 * Until `live` (the shopper has changed something) it stays empty: what the page starts with, or changes by
 * itself (a car's price arriving), is on the page to read, not announced.
 */
export function useSettledAnnouncement(text: string, live: boolean): string {
  const [announced, setAnnounced] = useState('');
  const last = useRef(text);
  useEffect(() => {
    if (!live) {
      last.current = text;
      return undefined;
    }
    if (text === last.current) return undefined;
    const timer = setTimeout(() => {
      last.current = text;
      setAnnounced(text);
    }, ANNOUNCE_AFTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, live]);
  return announced;
}
