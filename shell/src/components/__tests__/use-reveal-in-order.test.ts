import { act, renderHook } from '@testing-library/react';
import { REVEAL_WAIT_MS, useRevealInOrder } from '../use-reveal-in-order';

describe('useRevealInOrder', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const shown = (hook: { current: ReturnType<typeof useRevealInOrder> }, count: number) =>
    Array.from({ length: count }, (_, i) => hook.current.revealed(i));

  it('shows a region only once every region above it has settled', () => {
    const { result } = renderHook(() => useRevealInOrder(3));
    expect(shown(result, 3)).toEqual([true, false, false]);
    act(() => result.current.settle(2));
    expect(shown(result, 3)).toEqual([true, false, false]);
    act(() => result.current.settle(0));
    expect(shown(result, 3)).toEqual([true, true, false]);
    act(() => result.current.settle(1));
    expect(shown(result, 3)).toEqual([true, true, true]);
  });

  it('shows everything after the wait, so a slow region does not hold the ones below it', () => {
    const { result } = renderHook(() => useRevealInOrder(3));
    act(() => jest.advanceTimersByTime(REVEAL_WAIT_MS - 1));
    expect(shown(result, 3)).toEqual([true, false, false]);
    act(() => jest.advanceTimersByTime(1));
    expect(shown(result, 3)).toEqual([true, true, true]);
  });
  describe('on a page the server rendered', () => {
    it('shows every region from the start', () => {
      const { result } = renderHook(() => useRevealInOrder(3, true));
      expect(shown(result, 3)).toEqual([true, true, true]);
      expect(result.current.allSettled).toBe(false);
    });

    it('is all settled only once every region has rendered or failed, in any order', () => {
      const { result } = renderHook(() => useRevealInOrder(3, true));
      act(() => result.current.settle(2));
      expect(result.current.allSettled).toBe(false);
      act(() => result.current.settle(0));
      expect(result.current.allSettled).toBe(false);
      act(() => result.current.settle(0));
      expect(result.current.allSettled).toBe(false);
      act(() => result.current.settle(1));
      expect(result.current.allSettled).toBe(true);
      expect(shown(result, 3)).toEqual([true, true, true]);
    });

    it('does not settle by waiting: only the regions settle it', () => {
      const { result } = renderHook(() => useRevealInOrder(2, true));
      act(() => jest.advanceTimersByTime(REVEAL_WAIT_MS * 10));
      expect(result.current.allSettled).toBe(false);
      expect(shown(result, 2)).toEqual([true, true]);
    });
  });

  it('is all settled only once every region has settled on a page rendered in the browser too', () => {
    const { result } = renderHook(() => useRevealInOrder(2));
    expect(result.current.allSettled).toBe(false);
    act(() => result.current.settle(1));
    expect(result.current.allSettled).toBe(false);
    act(() => result.current.settle(0));
    expect(result.current.allSettled).toBe(true);
  });
});
