/**
 * CSS for a block that is mostly out of sight when a page first paints (a result card, a location card, the
 * footer): the browser neither lays it out nor paints it until the shopper scrolls near it
 * (content-visibility), which takes that work out of the page's start. Until then it holds `reservedPx` of
 * height; once shown, its real height (the `auto` keyword). Reserve more than the block's tallest content:
 * tools that measure an unrendered block (axe, Lighthouse) lay its content out inside the reserved height,
 * and content taller than that would seem to overlap what follows.
 */
export function renderWhenNear(reservedPx: number): string {
  if (!Number.isFinite(reservedPx) || reservedPx <= 0) {
    throw new RangeError(`renderWhenNear needs a positive height, got ${reservedPx}`);
  }
  return `content-visibility: auto;\ncontain-intrinsic-size: auto ${reservedPx}px;`;
}
