import { useCallback, useEffect, useState } from 'react';

/** How long regions wait for the ones above them before they show anyway: a slow remote must not hold the page. */
export const REVEAL_WAIT_MS = 1500;

/**
 * The regions of a page show in page order (issue 9, CLS): a region whose remote arrived first stays hidden
 * until every region above it has rendered or failed, so nothing the shopper already sees is pushed down
 * when an earlier region appears. After REVEAL_WAIT_MS every region that is ready shows. A page the server
 * rendered (`rendered`) is on screen already: every region starts revealed. `allSettled` once every region
 * has rendered or failed.
 */
export function useRevealInOrder(count: number, rendered = false) {
  const [settled, setSettled] = useState<readonly boolean[]>(() => Array<boolean>(count).fill(false));
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), REVEAL_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const settle = useCallback(
    (index: number) => setSettled((now) => (now[index] ? now : now.map((done, i) => done || i === index))),
    [],
  );
  const revealed = (index: number) => rendered || waited || settled.slice(0, index).every(Boolean);
  return { revealed, settle, allSettled: settled.every(Boolean) };
}
