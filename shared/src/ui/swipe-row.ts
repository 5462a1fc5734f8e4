import { BREAKPOINT_PX, renderWhenNear } from '@dealerline/shared';

/**
 * CSS for a list (`ul > li`) that, below the sm breakpoint, is one row the shopper swipes through (an item and
 * the edge of the next in view, each snapping into place) instead of a column a screen per item: on a phone,
 * the home page's stock lists were 18 screens of a 33-screen page and its eight locations another 11. From sm
 * up the list keeps the caller's own layout (a grid).
 *
 * The row is laid out as a whole when it comes near (it holds `reservedHeightPx` until then): its items, side
 * by side, are all in it, so their own render-when-near (on the item or on its first child) is switched off
 * inside the row. Put it last in the list's CSS, after the caller's grid columns, which it overrides.
 */
export const swipeRowOnPhone = (reservedHeightPx: number) => `
  @media (max-width: ${BREAKPOINT_PX.sm - 0.02}px) {
    grid-auto-flow: column;
    grid-template-columns: none;
    grid-auto-columns: 85%;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    ${renderWhenNear(reservedHeightPx)}
    & > li {
      scroll-snap-align: start;
    }
    & > li,
    & > li > * {
      content-visibility: visible;
    }
  }
`;
