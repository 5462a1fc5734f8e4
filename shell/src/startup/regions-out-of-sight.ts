/**
 * The regions of the server's HTML that start out of sight (issue 9, TBT): a region more than half a screen
 * away from the viewport keeps its server HTML, and its remote's code does not even load, until the shopper
 * scrolls within half a screen of it. Until then its links work as plain links; the home page's finance teaser and
 * location block, and the contact page's lead form, are far below the first screen on a phone.
 */
export interface RegionsOutOfSight {
  /** Resolves once the shopper comes near the region; undefined for a region in sight (hydrate it now). */
  whenNear(region: string): Promise<void> | undefined;
  /** The held region has hydrated (or failed): it no longer waits. */
  hydrated(region: string): void;
  /**
   * Every held region loads now: the page is changing. A navigation changes the router's location, a context
   * above every region, and React hydrates each server boundary under a changed context before it commits the
   * update: a region still waiting for the shopper would hold the page's update (a same-path navigation) for
   * as long as the shopper does not scroll to it.
   */
  releaseAll(): void;
}

/**
 * On a held region's first box until it hydrates, its value the region's name (end-to-end tests scroll to
 * each one).
 */
export const HELD_REGION_ATTRIBUTE = 'data-hydrates-when-near';

/** Every region in sight: the server's render, and a browser page it did not render. */
export const ALL_IN_SIGHT: RegionsOutOfSight = { whenNear: () => undefined, hydrated() {}, releaseAll() {} };

/**
 * How near counts as near: within half a screen above or below the viewport. With a whole screen, a phone
 * hydrated harbour's home stock (sixteen cards with their finance boxes, starting 1.8 screens down) at start.
 */
export const SCREENS_AHEAD = 0.5;

/** What of the browser's window this needs (a test passes its own). */
type View = Pick<typeof globalThis, 'IntersectionObserver' | 'getComputedStyle' | 'innerHeight'>;

/** The region's element of the server HTML: `data-region="{remote}/{module}"` (RemoteRegion). */
function regionElements(root: ParentNode): Element[] {
  return [...root.querySelectorAll('[data-region]')];
}

/** The first element of a region that has a box of its own (its wrappers are `display: contents`). */
function firstBox(element: Element, view: View): Element | null {
  for (const child of element.children) {
    if (view.getComputedStyle(child).display !== 'contents') return child;
    const inner = firstBox(child, view);
    if (inner) return inner;
  }
  return null;
}

function isOutOfSight(box: Element, viewportHeight: number): boolean {
  const { top, bottom } = box.getBoundingClientRect();
  return top > viewportHeight * (1 + SCREENS_AHEAD) || bottom < -viewportHeight * SCREENS_AHEAD;
}

/**
 * Finds the out-of-sight regions of the server's HTML (call it before hydrating, once the HTML is laid out)
 * and watches how near the shopper comes to each. Without IntersectionObserver every region hydrates at once.
 */
export function holdRegionsOutOfSight(root: ParentNode, view: View): RegionsOutOfSight {
  const held = new Map<string, { box: Element; near: Promise<void> }>();
  let releaseAll = () => {};
  if (typeof view.IntersectionObserver === 'function') {
    const arrivals = new Map<Element, () => void>();
    const arrive = (box: Element) => {
      arrivals.get(box)?.();
      arrivals.delete(box);
    };
    releaseAll = () => {
      observer.disconnect();
      for (const box of [...arrivals.keys()]) arrive(box);
    };
    const observer = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          arrive(entry.target);
        }
      },
      { rootMargin: `${SCREENS_AHEAD * 100}% 0px` },
    );
    for (const element of regionElements(root)) {
      const region = element.getAttribute('data-region')!;
      const box = firstBox(element, view);
      if (!box || held.has(region) || !isOutOfSight(box, view.innerHeight)) continue;
      const near = new Promise<void>((resolve) => arrivals.set(box, resolve));
      box.setAttribute(HELD_REGION_ATTRIBUTE, region);
      held.set(region, { box, near });
      observer.observe(box);
    }
  }
  return {
    whenNear: (region) => held.get(region)?.near,
    hydrated(region) {
      held.get(region)?.box.removeAttribute(HELD_REGION_ATTRIBUTE);
    },
    releaseAll: () => releaseAll(),
  };
}
