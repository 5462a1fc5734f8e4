import { Suspense, use, type ReactNode } from 'react';

/** Never settles: what a part waits for where the browser will not show it. */
const NEVER = new Promise<never>(() => {});

function ShownHere({ query, children }: { query: string; children: ReactNode }) {
  const known = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  if (known && !window.matchMedia(query).matches) use(NEVER);
  return children;
}

/**
 * Server HTML that CSS shows only where the media query matches (the filter sidebar from the md breakpoint, the
 * drawer button below it). Where the query matches, or on the server, the children render as usual. In a
 * browser where it does not, they wait in a Suspense boundary that never resolves: while hydrating, React then
 * leaves their server HTML as it is (hidden by CSS) instead of hydrating hundreds of elements the caller
 * removes as soon as it knows the width; in a later render, nothing is rendered. Issue 9: on a phone, the
 * search page's sidebar was 705 of its 1,567 elements.
 */
export function HydratesWhereShown({ query, children }: { query: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <ShownHere query={query}>{children}</ShownHere>
    </Suspense>
  );
}
