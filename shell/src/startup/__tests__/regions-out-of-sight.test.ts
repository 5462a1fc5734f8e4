import { ALL_IN_SIGHT, HELD_REGION_ATTRIBUTE, holdRegionsOutOfSight } from '../regions-out-of-sight';

const VIEWPORT_HEIGHT = 800;

/** A fake IntersectionObserver: records what it observes and lets the test say what came near. */
class FakeObserver {
  static last: FakeObserver;
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  comeNear(target: Element, isIntersecting = true) {
    this.callback([{ target, isIntersecting }]);
  }
}

/** A page of server HTML: one region per top, each a `display: contents` wrapper around its first box. */
function page(tops: Record<string, number>) {
  const main = document.createElement('main');
  const boxes: Record<string, Element> = {};
  for (const [region, top] of Object.entries(tops)) {
    const wrapper = document.createElement('div');
    wrapper.style.display = 'contents';
    wrapper.setAttribute('data-region', region);
    const inner = document.createElement('div');
    inner.style.display = 'contents';
    const box = document.createElement('section');
    box.getBoundingClientRect = () => ({ top, bottom: top + 300 }) as DOMRect;
    inner.append(box);
    wrapper.append(inner);
    main.append(wrapper);
    boxes[region] = box;
  }
  return { main, boxes };
}

const view = (observer: unknown = FakeObserver) =>
  ({
    IntersectionObserver: observer,
    getComputedStyle: (element: Element) => window.getComputedStyle(element),
    innerHeight: VIEWPORT_HEIGHT,
  }) as Parameters<typeof holdRegionsOutOfSight>[1];

async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe('holdRegionsOutOfSight', () => {
  it('holds only the regions more than half a screen away from the viewport, above or below', () => {
    // The viewport is 800 px and each box 300 px: half a screen ahead reaches 1200 px down and 400 px up.
    const { main } = page({ top: 120, next: 1150, far: 1300, above: -800 });
    const held = holdRegionsOutOfSight(main, view());
    expect(held.whenNear('top')).toBeUndefined();
    expect(held.whenNear('next')).toBeUndefined();
    expect(held.whenNear('far')).toBeInstanceOf(Promise);
    expect(held.whenNear('above')).toBeInstanceOf(Promise);
    const marked = [...main.querySelectorAll(`[${HELD_REGION_ATTRIBUTE}]`)].map((box) =>
      box.getAttribute(HELD_REGION_ATTRIBUTE),
    );
    expect(marked).toEqual(['far', 'above']);
    expect(FakeObserver.last.options.rootMargin).toBe('50% 0px');
  });

  it('lets a held region go once the shopper comes near it, and no other', async () => {
    const { main, boxes } = page({ top: 0, teaser: 4000, block: 6000 });
    const held = holdRegionsOutOfSight(main, view());
    const teaser = held.whenNear('teaser')!;
    const block = held.whenNear('block')!;
    expect([...FakeObserver.last.observed]).toEqual([boxes.teaser, boxes.block]);

    FakeObserver.last.comeNear(boxes.teaser!, false);
    expect(await isSettled(teaser)).toBe(false);
    FakeObserver.last.comeNear(boxes.teaser!);
    expect(await isSettled(teaser)).toBe(true);
    expect(await isSettled(block)).toBe(false);
    expect([...FakeObserver.last.observed]).toEqual([boxes.block]);
  });

  it('lets every held region go at once when the page starts to change, and stops watching', async () => {
    const { main } = page({ top: 0, teaser: 4000, block: 6000 });
    const held = holdRegionsOutOfSight(main, view());
    const waiting = [held.whenNear('teaser')!, held.whenNear('block')!];
    held.releaseAll();
    expect(await Promise.all(waiting.map(isSettled))).toEqual([true, true]);
    expect(FakeObserver.last.observed.size).toBe(0);
  });

  it('unmarks a held region once it has hydrated', () => {
    const { main } = page({ top: 0, block: 6000 });
    const held = holdRegionsOutOfSight(main, view());
    held.hydrated('block');
    expect(main.querySelector(`[${HELD_REGION_ATTRIBUTE}]`)).toBeNull();
    expect(held.whenNear('block')).toBeInstanceOf(Promise);
  });

  it('holds nothing where the browser cannot tell when the shopper comes near', () => {
    const { main } = page({ top: 0, block: 6000 });
    const held = holdRegionsOutOfSight(main, view(null));
    expect(held.whenNear('block')).toBeUndefined();
    expect(main.querySelector(`[${HELD_REGION_ATTRIBUTE}]`)).toBeNull();
  });

  it('the server, and a page it did not render, hold nothing', () => {
    expect(ALL_IN_SIGHT.whenNear('mf-finance/finance-teaser')).toBeUndefined();
  });
});
