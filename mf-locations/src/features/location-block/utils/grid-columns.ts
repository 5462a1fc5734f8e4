/**
 * The least width of a location card, in rem so that it follows the shopper's text size: at 200% text the
 * opening-hours table (its day names and times do not break) needs about 11rem of a card and spilled out of
 * the 300 px cards a four-column grid gave, under the next card. 16rem is 256 px at normal text, less than a
 * card of the widest grid (280-300 px), so the grid looks the same there; at 200% it is 512 px, two columns
 * on a 1280 px screen.
 */
export const LOCATION_CARD_LEAST_WIDTH = '16rem';

/**
 * Grid columns for up to `count` cards side by side, each at least LOCATION_CARD_LEAST_WIDTH (and no wider
 * than the grid): fewer columns when the text is larger, `count` when it is not. A column's least width is
 * 1/count of the row (1 px less, so rounding never drops a column), or the card's least width when more.
 */
export const columnsUpTo = (count: number, gap: string) =>
  `repeat(auto-fill, minmax(min(100%, max(${LOCATION_CARD_LEAST_WIDTH}, calc((100% - ${count - 1} * ${gap}) / ${count} - 1px))), 1fr))`;
