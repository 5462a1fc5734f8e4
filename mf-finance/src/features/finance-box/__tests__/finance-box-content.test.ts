import { testCarHit, testDealer, testSite } from '@dealerline/shared/testing';
import { financeBoxContent } from '../finance-box-content';

const NOW = new Date('2026-03-01T00:00:00Z');
const dealer = testDealer();
const lender = {
  interestRate: 8.99,
  comparisonRate: 9.65,
  paymentWeek: 183.5,
  paymentMonth: 795.49,
  termYears: 5,
  termMonths: 60,
  balloon: 0,
  deposit: 0,
};

describe('financeBoxContent', () => {
  it('shows the weekly payment rounded to whole dollars when the provider rule holds', () => {
    const car = testCarHit({ finance_lenders: { Taurus: lender } });
    expect(financeBoxContent(car, testSite({ finance_provider: 'Taurus' }), dealer, NOW)).toEqual({
      kind: 'repayment',
      amount: 184,
      period: 'week',
    });
  });

  it('is hidden when the car is not eligible (sold, no rates, too old for Taurus)', () => {
    const site = testSite({ finance_provider: 'Taurus' });
    const withLender = (overrides: Parameters<typeof testCarHit>[0]) =>
      testCarHit({ finance_lenders: { Taurus: lender }, ...overrides });
    expect(financeBoxContent(withLender({ status: 'sold' }), site, dealer, NOW)).toEqual({ kind: 'hidden' });
    expect(financeBoxContent(withLender({ year: 2014 }), site, dealer, NOW)).toEqual({ kind: 'hidden' });
    const noRate = testCarHit({ finance_lenders: { Taurus: { ...lender, comparisonRate: null } } });
    expect(financeBoxContent(noRate, site, dealer, NOW)).toEqual({ kind: 'hidden' });
  });

  it('is hidden on sites without the box: flag, manufacturer template, dealer group, no provider data', () => {
    const car = testCarHit({ finance_lenders: { Taurus: lender } });
    const hidden = { kind: 'hidden' };
    expect(financeBoxContent(car, testSite({ hide_finance_box: true }), dealer, NOW)).toEqual(hidden);
    expect(financeBoxContent(car, testSite({ template: 'subaru-manufacturer' }), dealer, NOW)).toEqual(
      hidden,
    );
    expect(
      financeBoxContent(car, testSite(), testDealer({ dealership_group: 'Autopact Group' }), NOW),
    ).toEqual(hidden);
    expect(financeBoxContent(car, testSite({ finance_provider: 'Angle' }), dealer, NOW)).toEqual(hidden);
  });

  it('uses the monthly payment for Nissan Finance when it quotes no weekly one', () => {
    const car = testCarHit({ finance_lenders: { 'Nissan Finance': { ...lender, paymentWeek: null } } });
    expect(financeBoxContent(car, testSite({ finance_provider: 'Nissan Finance' }), dealer, NOW)).toEqual({
      kind: 'repayment',
      amount: 795,
      period: 'month',
    });
  });

  it('says finance is available when an eligible lender quotes no repayment (AusLoans, no price)', () => {
    const car = testCarHit({
      price: 0,
      finance_lenders: { AusLoans: { ...lender, paymentWeek: null, paymentMonth: null } },
    });
    expect(financeBoxContent(car, testSite({ finance_provider: 'AusLoans' }), dealer, NOW)).toEqual({
      kind: 'available',
    });
  });
});
