import { roundWeeklyPayment, weeklyPayment } from '../weekly-payment';

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
