import { FINANCE_PROVIDERS, type FinanceProvider } from '../../domain/car';
import {
  carAgeYears,
  financeBoxHiddenForSite,
  financeLender,
  HIDDEN_FINANCE_GROUPS,
  HIDDEN_FINANCE_TEMPLATES,
  isFinanceBoxShown,
  isFinanceProviderEligible,
} from '../finance-eligibility';
import { makeCar, makeLender } from './car-fixture';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('financeLender', () => {
  const lender = makeLender();
  const car = makeCar({ finance_lenders: { Taurus: lender } });

  it("returns the site provider's data when both rates are set", () => {
    expect(financeLender(car, 'Taurus')).toBe(lender);
  });
  it('returns null without a provider', () => {
    expect(financeLender(car, null)).toBeNull();
  });
  it('returns null when the car has no data for the provider', () => {
    expect(financeLender(car, 'Angle')).toBeNull();
  });
  it('returns null when interestRate is null', () => {
    expect(
      financeLender(makeCar({ finance_lenders: { Taurus: makeLender({ interestRate: null }) } }), 'Taurus'),
    ).toBeNull();
  });
  it('returns null when comparisonRate is null', () => {
    const c = makeCar({ finance_lenders: { Taurus: makeLender({ comparisonRate: null }) } });
    expect(financeLender(c, 'Taurus')).toBeNull();
  });
  it('accepts rates of 0 (non-null)', () => {
    const c = makeCar({ finance_lenders: { Taurus: makeLender({ interestRate: 0, comparisonRate: 0 }) } });
    expect(financeLender(c, 'Taurus')).not.toBeNull();
  });
});

describe('carAgeYears', () => {
  it('is the calendar year of now (UTC) minus the model year', () => {
    expect(carAgeYears({ year: 2014 }, NOW)).toBe(12);
    expect(carAgeYears({ year: 2026 }, NOW)).toBe(0);
  });
  it('uses the UTC year at a year boundary', () => {
    expect(carAgeYears({ year: 2020 }, new Date('2025-12-31T23:59:59Z'))).toBe(5);
    expect(carAgeYears({ year: 2020 }, new Date('2026-01-01T00:00:00Z'))).toBe(6);
  });
});

describe('isFinanceProviderEligible', () => {
  const eligible = (provider: FinanceProvider, car = makeCar(), lender = makeLender()) =>
    isFinanceProviderEligible(car, provider, lender, NOW);

  describe('Taurus', () => {
    it('accepts a car 11 years old priced over 500 with a comparison rate', () => {
      expect(eligible('Taurus', makeCar({ year: 2015, price: 501 }))).toBe(true);
    });
    it('refuses a car exactly 12 years old', () => {
      expect(eligible('Taurus', makeCar({ year: 2014 }))).toBe(false);
    });
    it('refuses a price of 500', () => {
      expect(eligible('Taurus', makeCar({ price: 500 }))).toBe(false);
    });
    it('refuses a null or zero comparison rate', () => {
      expect(eligible('Taurus', makeCar(), makeLender({ comparisonRate: null }))).toBe(false);
      expect(eligible('Taurus', makeCar(), makeLender({ comparisonRate: 0 }))).toBe(false);
    });
    it('refuses a sold car', () => {
      expect(eligible('Taurus', makeCar({ status: 'sold' }))).toBe(false);
    });
    it('accepts a coming-soon car (available) and ignores the payments', () => {
      const lender = makeLender({ paymentWeek: null, paymentMonth: null });
      expect(eligible('Taurus', makeCar({ status: 'coming_soon' }), lender)).toBe(true);
    });
    it('counts the age by calendar year: a 2015 car is 11 on 31 December 2026, 12 a second later', () => {
      const car = makeCar({ year: 2015 });
      const lender = makeLender();
      expect(isFinanceProviderEligible(car, 'Taurus', lender, new Date('2026-12-31T23:59:59Z'))).toBe(true);
      expect(isFinanceProviderEligible(car, 'Taurus', lender, new Date('2027-01-01T00:00:00Z'))).toBe(false);
    });
  });

  describe.each(['360 Finance', 'AusLoans'] as const)('%s', (provider) => {
    it('accepts any available car, whatever its price and payments', () => {
      const lender = makeLender({ paymentWeek: null, paymentMonth: null });
      expect(eligible(provider, makeCar({ price: 0, status: 'coming_soon', year: 1990 }), lender)).toBe(true);
    });
    it('refuses a sold car', () => {
      expect(eligible(provider, makeCar({ status: 'sold' }))).toBe(false);
    });
  });

  describe.each(['Manual', 'Angle', 'Powertorque', 'Car Clarity'] as const)('%s', (provider) => {
    it('accepts an available car priced 501 with a weekly payment', () => {
      expect(eligible(provider, makeCar({ price: 501 }), makeLender({ paymentMonth: null }))).toBe(true);
    });
    it('refuses a price of 500', () => {
      expect(eligible(provider, makeCar({ price: 500 }))).toBe(false);
    });
    it('refuses a null or zero weekly payment', () => {
      expect(eligible(provider, makeCar(), makeLender({ paymentWeek: null }))).toBe(false);
      expect(eligible(provider, makeCar(), makeLender({ paymentWeek: 0 }))).toBe(false);
    });
    it('refuses a sold car', () => {
      expect(eligible(provider, makeCar({ status: 'sold' }))).toBe(false);
    });
    it('ignores the car age', () => {
      expect(eligible(provider, makeCar({ year: 1990 }))).toBe(true);
    });
  });

  describe('Nissan Finance', () => {
    it('accepts an available car priced 501 with a monthly payment', () => {
      expect(eligible('Nissan Finance', makeCar({ price: 501 }), makeLender({ paymentWeek: null }))).toBe(
        true,
      );
    });
    it('refuses a price of 500', () => {
      expect(eligible('Nissan Finance', makeCar({ price: 500 }))).toBe(false);
    });
    it('refuses a null or zero monthly payment', () => {
      expect(eligible('Nissan Finance', makeCar(), makeLender({ paymentMonth: null }))).toBe(false);
      expect(eligible('Nissan Finance', makeCar(), makeLender({ paymentMonth: 0 }))).toBe(false);
    });
    it('refuses a sold car', () => {
      expect(eligible('Nissan Finance', makeCar({ status: 'sold' }))).toBe(false);
    });
  });
});

describe('financeBoxHiddenForSite', () => {
  const plain = { template: 'default', dealership_group: null, hide_finance_box: false };

  it('is shown for an ordinary site', () => {
    expect(financeBoxHiddenForSite(plain)).toBe(false);
  });
  it('is hidden under the flag', () => {
    expect(financeBoxHiddenForSite({ ...plain, hide_finance_box: true })).toBe(true);
  });
  it('is hidden for the named manufacturer template', () => {
    expect(HIDDEN_FINANCE_TEMPLATES).toEqual(['subaru-manufacturer']);
    expect(financeBoxHiddenForSite({ ...plain, template: 'subaru-manufacturer' })).toBe(true);
  });
  it('is hidden for the named dealer group', () => {
    expect(HIDDEN_FINANCE_GROUPS).toEqual(['Autopact Group']);
    expect(financeBoxHiddenForSite({ ...plain, dealership_group: 'Autopact Group' })).toBe(true);
  });
  it('is shown for another dealer group', () => {
    expect(financeBoxHiddenForSite({ ...plain, dealership_group: 'Other Group' })).toBe(false);
  });
});

describe('isFinanceBoxShown', () => {
  const site = {
    finance_provider: 'Angle' as FinanceProvider | null,
    template: 'default',
    hide_finance_box: false,
  };
  const dealer = { dealership_group: null };
  const car = makeCar({ finance_lenders: { Angle: makeLender() } });

  it('shows for an eligible car with both rates', () => {
    expect(isFinanceBoxShown(car, site, dealer, NOW)).toBe(true);
  });
  it('hides when the site has no provider', () => {
    expect(isFinanceBoxShown(car, { ...site, finance_provider: null }, dealer, NOW)).toBe(false);
  });
  it('hides when the car has no data for the provider', () => {
    expect(isFinanceBoxShown(car, { ...site, finance_provider: 'Taurus' }, dealer, NOW)).toBe(false);
  });
  it('hides when a rate is null', () => {
    const c = makeCar({ finance_lenders: { Angle: makeLender({ interestRate: null }) } });
    expect(isFinanceBoxShown(c, site, dealer, NOW)).toBe(false);
  });
  it("hides when the provider's rule fails", () => {
    const c = makeCar({ price: 500, finance_lenders: { Angle: makeLender() } });
    expect(isFinanceBoxShown(c, site, dealer, NOW)).toBe(false);
  });
  it('hides for the flag, the template and the dealer group', () => {
    expect(isFinanceBoxShown(car, { ...site, hide_finance_box: true }, dealer, NOW)).toBe(false);
    expect(isFinanceBoxShown(car, { ...site, template: 'subaru-manufacturer' }, dealer, NOW)).toBe(false);
    expect(isFinanceBoxShown(car, site, { dealership_group: 'Autopact Group' }, NOW)).toBe(false);
  });
});

describe('isFinanceBoxShown for each provider (spec §5 table)', () => {
  const site = (provider: FinanceProvider) => ({
    finance_provider: provider,
    template: 'default',
    hide_finance_box: false,
  });
  const dealer = { dealership_group: null };
  const withLender = (
    provider: FinanceProvider,
    lender = makeLender(),
    car: Parameters<typeof makeCar>[0] = {},
  ) => makeCar({ ...car, finance_lenders: { [provider]: lender } });

  it.each(FINANCE_PROVIDERS)('%s: shown for an eligible car priced 501 with both rates', (provider) => {
    expect(
      isFinanceBoxShown(withLender(provider, makeLender(), { price: 501 }), site(provider), dealer, NOW),
    ).toBe(true);
  });
  it.each(FINANCE_PROVIDERS)('%s: hidden when interestRate is null', (provider) => {
    const car = withLender(provider, makeLender({ interestRate: null }));
    expect(isFinanceBoxShown(car, site(provider), dealer, NOW)).toBe(false);
  });
  it.each(FINANCE_PROVIDERS)('%s: hidden when comparisonRate is null', (provider) => {
    const car = withLender(provider, makeLender({ comparisonRate: null }));
    expect(isFinanceBoxShown(car, site(provider), dealer, NOW)).toBe(false);
  });
  it.each(FINANCE_PROVIDERS)("%s: hidden when the car only has another provider's data", (provider) => {
    const other = FINANCE_PROVIDERS.find((p) => p !== provider)!;
    expect(isFinanceBoxShown(withLender(other), site(provider), dealer, NOW)).toBe(false);
  });
  it.each(FINANCE_PROVIDERS)('%s: hidden for a sold car', (provider) => {
    expect(
      isFinanceBoxShown(withLender(provider, makeLender(), { status: 'sold' }), site(provider), dealer, NOW),
    ).toBe(false);
  });
  it.each([
    ['Taurus', true],
    ['360 Finance', false],
    ['AusLoans', false],
    ['Manual', true],
    ['Angle', true],
    ['Powertorque', true],
    ['Nissan Finance', true],
    ['Car Clarity', true],
  ] as const)('%s: price 500 hides the box: %s', (provider, hidden) => {
    const car = withLender(provider, makeLender(), { price: 500 });
    expect(isFinanceBoxShown(car, site(provider), dealer, NOW)).toBe(!hidden);
  });
  it.each([
    ['Taurus', true],
    ['360 Finance', false],
    ['AusLoans', false],
    ['Manual', false],
    ['Angle', false],
    ['Powertorque', false],
    ['Nissan Finance', false],
    ['Car Clarity', false],
  ] as const)('%s: a 12-year-old car (2014 in 2026) hides the box: %s', (provider, hidden) => {
    const car = withLender(provider, makeLender(), { year: 2014 });
    expect(isFinanceBoxShown(car, site(provider), dealer, NOW)).toBe(!hidden);
  });
});
