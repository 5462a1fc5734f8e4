import { renderHook } from '@testing-library/react';
import { useTrailingValue } from '../hooks/use-trailing-value';

/** Every value the hook returned, render by render. */
function renderValues<T>(value: T) {
  const values: T[] = [];
  const hook = renderHook(
    ({ current }) => {
      const trailing = useTrailingValue(current);
      values.push(trailing);
      return trailing;
    },
    { initialProps: { current: value } },
  );
  return { values, hook };
}

describe('useTrailingValue', () => {
  it('returns the first value at once', () => {
    expect(renderValues('a').values).toEqual(['a']);
  });

  it('returns the last value in the render that brings a new one, then the new one', () => {
    const { values, hook } = renderValues('a');
    values.length = 0;
    hook.rerender({ current: 'b' });
    expect(values[0]).toBe('a');
    expect(values.at(-1)).toBe('b');
    expect(hook.result.current).toBe('b');
  });

  it('renders once when the value stays the same', () => {
    const { values, hook } = renderValues('a');
    hook.rerender({ current: 'a' });
    expect(values).toEqual(['a', 'a']);
  });
});
