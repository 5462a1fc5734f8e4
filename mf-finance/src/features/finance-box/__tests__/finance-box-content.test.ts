import type { CardFinance } from '@dealerline/shared';
import { testCarHit, testDealer, testSite } from '@dealerline/shared/testing';
import { financeBoxContent } from '../finance-box-content';

const NOW = new Date('2026-03-01T00:00:00Z');
const dealer = testDealer();
const lender: CardFinance = {
  interestRate: 8.99,
  comparisonRate: 9.65,
  paymentWeek: 183.5,
  paymentMonth: 795.49,
  termYears: 5,
  termMonths: 60,
  balloon: 0,
  deposit: 0,
};
const taurus = testSite({ finance_provider: 'Taurus' });
const withLender = (figures: Partial<CardFinance>, overrides: Parameters<typeof testCarHit>[0] = {}) =>
  testCarHit({ finance_lenders: { Taurus: { ...lender, ...figures } }, ...overrides });

describe('financeBoxContent', () => {
  it('shows the rates and the weekly payment rounded to whole dollars when the provider rule holds', () => {
    expect(financeBoxContent(withLender({}), taurus, dealer, NOW)).toEqual({
      kind: 'shown',
      provider: 'Taurus',
      repayment: { amount: 184, period: 'week' },
      interestRate: 8.99,
      comparisonRate: 9.65,
      lender,
    });
  });

  it.each([
    [183.49, 183],
    [183.5, 184],
    [0.5, 1],
  ])('rounds a weekly payment of %s to %s (spec §9)', (paymentWeek, amount) => {
    const content = financeBoxContent(withLender({ paymentWeek }), taurus, dealer, NOW);
    expect(content.kind === 'shown' && content.repayment).toEqual({ amount, period: 'week' });
  });

  it('is hidden when the car is not eligible (sold, 12 years old for Taurus, price 500)', () => {
    expect(financeBoxContent(withLender({}, { status: 'sold' }), taurus, dealer, NOW).kind).toBe('hidden');
    expect(financeBoxContent(withLender({}, { year: 2014 }), taurus, dealer, NOW).kind).toBe('hidden');
    expect(financeBoxContent(withLender({}, { price: 500 }), taurus, dealer, NOW).kind).toBe('hidden');
    expect(financeBoxContent(withLender({}, { year: 2015, price: 501 }), taurus, dealer, NOW).kind).toBe(
      'shown',
    );
  });

  it('is hidden when either rate is null', () => {
    expect(financeBoxContent(withLender({ comparisonRate: null }), taurus, dealer, NOW).kind).toBe('hidden');
    expect(financeBoxContent(withLender({ interestRate: null }), taurus, dealer, NOW).kind).toBe('hidden');
  });

  it('is hidden on sites without the box: flag, manufacturer template, dealer group, no provider data', () => {
    const car = withLender({});
    const hidden = { kind: 'hidden' };
    expect(financeBoxContent(car, testSite({ hide_finance_box: true }), dealer, NOW)).toEqual(hidden);
    expect(financeBoxContent(car, testSite({ template: 'subaru-manufacturer' }), dealer, NOW)).toEqual(
      hidden,
    );
    expect(financeBoxContent(car, taurus, testDealer({ dealership_group: 'Autopact Group' }), NOW)).toEqual(
      hidden,
    );
    expect(financeBoxContent(car, testSite({ finance_provider: 'Angle' }), dealer, NOW)).toEqual(hidden);
    expect(financeBoxContent(car, testSite({ finance_provider: null }), dealer, NOW)).toEqual(hidden);
  });

  it('uses the monthly payment, rounded, for Nissan Finance when it quotes no weekly one', () => {
    const car = testCarHit({ finance_lenders: { 'Nissan Finance': { ...lender, paymentWeek: null } } });
    const content = financeBoxContent(car, testSite({ finance_provider: 'Nissan Finance' }), dealer, NOW);
    expect(content.kind === 'shown' && content.repayment).toEqual({ amount: 795, period: 'month' });
  });

  it('shows no figure when an eligible lender quotes no repayment (AusLoans, no price)', () => {
    const car = testCarHit({
      price: 0,
      finance_lenders: { AusLoans: { ...lender, paymentWeek: null, paymentMonth: null } },
    });
    const content = financeBoxContent(car, testSite({ finance_provider: 'AusLoans' }), dealer, NOW);
    expect(content).toMatchObject({ kind: 'shown', provider: 'AusLoans', repayment: null });
  });
});
