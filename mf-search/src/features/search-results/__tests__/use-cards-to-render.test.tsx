import { renderHook } from '@testing-library/react';
import { FIRST_PASS_CARDS, useCardsToRender } from '../hooks/use-cards-to-render';

/** Every value the hook returned, render by render. */
function renderCounts(results: object, total: number) {
  const counts: number[] = [];
  const hook = renderHook(
    ({ results: current, total: size }) => {
      const count = useCardsToRender(current, size);
      counts.push(count);
      return count;
    },
    { initialProps: { results, total } },
  );
  return { counts, hook };
}

describe('useCardsToRender', () => {
  it('renders the first results of a page whole (server HTML and hydration)', () => {
    const { counts } = renderCounts({}, 21);
    expect(counts).toEqual([21]);
  });

  it('renders new results in two passes: the first cards, then all of them', () => {
    const { counts, hook } = renderCounts({}, 21);
    counts.length = 0;
    hook.rerender({ results: {}, total: 24 });
    expect(counts[0]).toBe(FIRST_PASS_CARDS);
    expect(counts.at(-1)).toBe(24);
    expect(hook.result.current).toBe(24);
  });

  it('never asks for more cards than the results have', () => {
    const { counts, hook } = renderCounts({}, 21);
    counts.length = 0;
    hook.rerender({ results: {}, total: 2 });
    expect(counts).toEqual([2, 2]);
  });

  it('keeps rendering all cards while the same results render again', () => {
    const results = {};
    const { counts, hook } = renderCounts(results, 21);
    hook.rerender({ results, total: 21 });
    expect(counts).toEqual([21, 21]);
  });
});
