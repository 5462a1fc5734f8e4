import { act, renderHook } from '@testing-library/react';
import { usePendingValue } from '../use-pending-value';

describe('usePendingValue', () => {
  it('shows the chosen value until the value itself changes, then the value', () => {
    const selected = ['Toyota'];
    const { result, rerender } = renderHook(({ value }) => usePendingValue(value), {
      initialProps: { value: selected },
    });
    expect(result.current[0]).toBe(selected);

    act(() => result.current[1](['Toyota', 'Mazda']));
    expect(result.current[0]).toEqual(['Toyota', 'Mazda']);
    rerender({ value: selected }); // same value: the choice is still pending
    expect(result.current[0]).toEqual(['Toyota', 'Mazda']);

    const committed = ['Mazda'];
    rerender({ value: committed });
    expect(result.current[0]).toBe(committed);
  });

  it('shows the value, not an old choice, when the value returns to the one the choice was made over (Back)', () => {
    const { result, rerender } = renderHook(({ value }) => usePendingValue(value), {
      initialProps: { value: 'relevance' },
    });
    act(() => result.current[1]('price_desc'));
    rerender({ value: 'price_desc' });
    rerender({ value: 'relevance' });
    expect(result.current[0]).toBe('relevance');
  });
});
