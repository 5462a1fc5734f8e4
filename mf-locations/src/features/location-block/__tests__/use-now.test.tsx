import { act, renderHook } from '@testing-library/react';
import { useNow } from '../hooks/use-now';

afterEach(() => jest.useRealTimers());

it('renews the time at the start of the next minute, not a minute after the page opened', () => {
  jest.useFakeTimers({ now: new Date('2026-12-07T07:59:20.500Z') });
  const { result } = renderHook(() => useNow());
  expect(result.current.toISOString()).toBe('2026-12-07T07:59:20.500Z');
  act(() => jest.advanceTimersByTime(39_499));
  expect(result.current.toISOString()).toBe('2026-12-07T07:59:20.500Z');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.toISOString()).toBe('2026-12-07T08:00:00.000Z');
  act(() => jest.advanceTimersByTime(60_000));
  expect(result.current.toISOString()).toBe('2026-12-07T08:01:00.000Z');
});

it('renews the time when the tab is shown again', () => {
  jest.useFakeTimers({ now: new Date('2026-12-07T07:59:20.000Z') });
  const { result } = renderHook(() => useNow());
  jest.setSystemTime(new Date('2026-12-07T09:30:05.000Z'));
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(result.current.toISOString()).toBe('2026-12-07T09:30:05.000Z');
});

it('stops renewing once unmounted', () => {
  jest.useFakeTimers({ now: new Date('2026-12-07T07:59:20.000Z') });
  const { unmount } = renderHook(() => useNow());
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
