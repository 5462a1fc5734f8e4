import { renderHook } from '@testing-library/react';
import { useHeldValue } from '../hooks/use-held-value';

function renderHeld(value: string, hold: boolean) {
  return renderHook(({ value, hold }) => useHeldValue(value, hold), { initialProps: { value, hold } });
}

describe('useHeldValue', () => {
  it('returns the value while not holding', () => {
    const hook = renderHeld('Used Cars', false);
    expect(hook.result.current).toBe('Used Cars');
    hook.rerender({ value: 'Demo Cars', hold: false });
    expect(hook.result.current).toBe('Demo Cars');
  });

  it('keeps the last value it did not hold while holding, then follows the value again', () => {
    const hook = renderHeld('Used Cars', false);
    hook.rerender({ value: 'Mazda Cx 5', hold: true });
    expect(hook.result.current).toBe('Used Cars');
    hook.rerender({ value: 'Mazda Cx 5 (other)', hold: true });
    expect(hook.result.current).toBe('Used Cars');
    hook.rerender({ value: 'Mazda CX-5', hold: false });
    expect(hook.result.current).toBe('Mazda CX-5');
  });

  it('returns the first value when it holds from the start', () => {
    expect(renderHeld('Mazda Cx 5', true).result.current).toBe('Mazda Cx 5');
  });
});
