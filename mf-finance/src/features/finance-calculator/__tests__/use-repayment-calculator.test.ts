import { act, renderHook } from '@testing-library/react';
import type { CardFinance } from '@dealerline/shared';
import { useRepaymentCalculator } from '../hooks/use-repayment-calculator';

const lender: CardFinance = {
  interestRate: 8.49,
  comparisonRate: 9.1,
  paymentWeek: 118.06,
  paymentMonth: 512.1,
  termYears: 5,
  termMonths: 60,
  balloon: 0,
  deposit: 0,
};

describe('useRepaymentCalculator', () => {
  it('takes the car lender’s terms when the car arrives after the page rendered', () => {
    const { result, rerender } = renderHook(({ car }) => useRepaymentCalculator(30000, 'Angle', car), {
      initialProps: { car: undefined as CardFinance | undefined },
    });
    expect(result.current.values.interestRate).toBe('10');
    rerender({ car: lender });
    expect(result.current.values.interestRate).toBe('8.49');
  });

  it('keeps what the shopper changed before the car arrived', () => {
    const { result, rerender } = renderHook(({ car }) => useRepaymentCalculator(30000, 'Angle', car), {
      initialProps: { car: undefined as CardFinance | undefined },
    });
    act(() => result.current.change({ interestRate: '7' }));
    rerender({ car: lender });
    expect(result.current.values.interestRate).toBe('7');
  });
});
