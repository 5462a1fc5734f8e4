import { act, renderHook } from '@testing-library/react';
import type { CardFinance } from '@dealerline/shared';
import type { FormDraftId } from '@dealerline/shared/forms';
import { calculatorDraftKey } from '../calculator-draft';
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

  describe('with the finance form’s draft', () => {
    const DRAFT: FormDraftId = { site: 'outback-caravans', form: 'finance:Finance Enquiry', carId: '6158' };
    const keep = (draft: object) =>
      window.sessionStorage.setItem(calculatorDraftKey(DRAFT), JSON.stringify(draft));
    const render = (price: number | null, car?: CardFinance, carPrice?: number | null) =>
      renderHook(({ price, car, carPrice }) => useRepaymentCalculator(price, 'Angle', car, carPrice, DRAFT), {
        initialProps: { price, car, carPrice },
      });

    it('brings back what the shopper changed over the car’s figures arriving later, the lender’s own term too', () => {
      const caravan: CardFinance = { ...lender, termYears: 10, termMonths: 120, deposit: 9000 };
      keep({ deposit: '5000', termYears: 10, interestRate: '6.5' });
      const { result, rerender } = render(null);
      // The 10 years are a term the calculator offers only for this lender: they wait for it.
      expect(result.current.values).toMatchObject({ deposit: '5000', interestRate: '6.5', termYears: 5 });
      expect(result.current.messagesShown).toBe(true);
      rerender({ price: 90000, car: caravan, carPrice: 90000 });
      expect(result.current.values).toMatchObject({
        price: '90000',
        deposit: '5000',
        interestRate: '6.5',
        termYears: 10,
      });
    });

    it('keeps only the fields the shopper changed, and nothing once the lead is sent', () => {
      const { result } = render(36990);
      expect(window.sessionStorage.getItem(calculatorDraftKey(DRAFT))).toBeNull();
      act(() => result.current.change({ frequency: 'monthly' }));
      expect(JSON.parse(window.sessionStorage.getItem(calculatorDraftKey(DRAFT))!)).toEqual({
        frequency: 'monthly',
      });
      act(() => result.current.dropDraft());
      expect(window.sessionStorage.getItem(calculatorDraftKey(DRAFT))).toBeNull();
    });
  });
});
