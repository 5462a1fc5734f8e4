import { useTrailingValue } from './use-trailing-value';

/**
 * Cards rendered in the first pass over new results: two rows of the widest grid (three columns), more than
 * any first screen shows.
 */
export const FIRST_PASS_CARDS = 6;

/**
 * How many of a results page's cards to render now. New results render in two passes: the first cards at
 * once, the rest in a transition right after (useTrailingValue). A filter click's results thus reach the
 * screen after rendering what is in view, not all 24 cards (about 40 ms here unthrottled, 4× that on a
 * mid-range phone). The first results of a page (server HTML, hydration) render whole.
 */
export function useCardsToRender(results: object, total: number): number {
  return useTrailingValue(results) === results ? total : Math.min(FIRST_PASS_CARDS, total);
}
