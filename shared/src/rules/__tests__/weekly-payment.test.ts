import { lenderRepayment, lenderTermYears, roundWeeklyPayment, weeklyPayment } from '../weekly-payment';

describe('roundWeeklyPayment', () => {
  it.each([
    [123.4, 123],
    [123.5, 124],
    [123.6, 124],
    [99, 99],
  ])('%s → %s', (amount, expected) => {
    expect(roundWeeklyPayment(amount)).toBe(expected);
  });
});

describe('weeklyPayment', () => {
  it("rounds the lender's weekly payment", () => {
    expect(weeklyPayment({ paymentWeek: 87.5 })).toBe(88);
  });
  it('is null without a lender, a payment, or a payment above 0', () => {
    expect(weeklyPayment(null)).toBeNull();
    expect(weeklyPayment({ paymentWeek: null })).toBeNull();
    expect(weeklyPayment({ paymentWeek: 0 })).toBeNull();
    expect(weeklyPayment({ paymentWeek: -5 })).toBeNull();
  });
});

describe('lenderRepayment', () => {
  it('is the weekly payment, rounded, when the lender quotes one', () => {
    expect(lenderRepayment({ paymentWeek: 118.5, paymentMonth: 512.1 })).toEqual({
      amount: 119,
      period: 'week',
    });
  });
  it('is the monthly payment, rounded, when the lender quotes only that (Nissan Finance)', () => {
    expect(lenderRepayment({ paymentWeek: null, paymentMonth: 512.5 })).toEqual({
      amount: 513,
      period: 'month',
    });
    expect(lenderRepayment({ paymentWeek: 0, paymentMonth: 512.1 })).toEqual({
      amount: 512,
      period: 'month',
    });
  });
  it('is null when the lender quotes neither', () => {
    expect(lenderRepayment({ paymentWeek: null, paymentMonth: null })).toBeNull();
    expect(lenderRepayment({ paymentWeek: 0, paymentMonth: 0 })).toBeNull();
  });
});

describe('lenderTermYears', () => {
  it('is the term in years, else its months in years', () => {
    expect(lenderTermYears({ termYears: 5, termMonths: 60 })).toBe(5);
    expect(lenderTermYears({ termYears: null, termMonths: 84 })).toBe(7);
    expect(lenderTermYears({ termYears: 0, termMonths: 54 })).toBe(4.5);
  });
  it('is null when the lender gives no term above 0', () => {
    expect(lenderTermYears({ termYears: null, termMonths: null })).toBeNull();
    expect(lenderTermYears({ termYears: 0, termMonths: 0 })).toBeNull();
  });
});
