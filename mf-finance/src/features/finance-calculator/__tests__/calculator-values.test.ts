import type { CardFinance } from '@dealerline/shared';
import {
  calculate,
  calculatorInput,
  depositText,
  initialValues,
  parseNumber,
  followPrice,
  termChoices,
  TERM_CHOICES,
  valuesForLender,
} from '../calculator-values';

describe('parseNumber', () => {
  it.each([
    ['30000', 30000],
    ['$30,000', 30000],
    [' 8.99 ', 8.99],
    ['10%', 10],
    ['.5', 0.5],
    ['7.', 7],
  ])('reads %p as %p', (text, value) => {
    expect(parseNumber(text, 0)).toBe(value);
  });
  it('gives the fallback for an empty field and NaN for text it cannot read', () => {
    expect(parseNumber('  ', 0)).toBe(0);
    expect(parseNumber('', Number.NaN)).toBeNaN();
    expect(parseNumber('-500', 0)).toBeNaN();
    expect(parseNumber('1.2.3', 0)).toBeNaN();
    expect(parseNumber('ten', 0)).toBeNaN();
  });
});

describe('calculator values', () => {
  it('start from the price given, 5 years, no balloon, 10% (spec §9) and weekly', () => {
    expect(initialValues(45990)).toEqual({
      price: '45990',
      deposit: null,
      termYears: 5,
      balloon: '0',
      interestRate: '10',
      frequency: 'weekly',
    });
    expect(initialValues(null).price).toBe('');
  });

  it("follow the price with Taurus's 10% deposit until the shopper types a deposit", () => {
    const values = initialValues(45990);
    expect(depositText(values, 'Taurus')).toBe('4599');
    expect(depositText({ ...values, price: '20000' }, 'Taurus')).toBe('2000');
    expect(depositText({ ...values, deposit: '5000' }, 'Taurus')).toBe('5000');
    expect(depositText(values, 'Angle')).toBe('0');
    expect(depositText({ ...values, price: 'abc' }, 'Taurus')).toBe('0');
  });

  it('turn into the calculator input: empty deposit and balloon are $0, an empty price or rate is not a number', () => {
    const values = { ...initialValues(30000), deposit: '', balloon: '' };
    expect(calculatorInput(values, 'Taurus')).toEqual({
      price: 30000,
      deposit: 0,
      termYears: 5,
      balloon: 0,
      interestRate: 10,
      frequency: 'weekly',
    });
    const empty = calculatorInput({ ...values, price: '', interestRate: '' }, null);
    expect(empty.price).toBeNaN();
    expect(empty.interestRate).toBeNaN();
  });

  it('quote the loan: $30,000 less the Taurus 10% at 10% over 5 years weekly is $132.06', () => {
    // (27,000 · r) / (1 − (1 + r)^−260), r = 0.1 / 52: 132.0599609… (see the shared calculator's tests).
    const { result } = calculate(initialValues(30000), 'Taurus');
    expect(result).toMatchObject({ kind: 'quote', amountFinanced: 27000, repayment: 132.06, periods: 260 });
  });
});

describe('valuesForLender', () => {
  const lender: CardFinance = {
    interestRate: 8.49,
    comparisonRate: 9.1,
    paymentWeek: 118.06,
    paymentMonth: 512.1,
    termYears: 5,
    termMonths: 60,
    balloon: 6000,
    deposit: 0,
  };

  it('starts from the car lender’s rate, term, deposit and balloon at the car’s price: the finance box’s repayment', () => {
    const values = valuesForLender({ ...initialValues(30000), termYears: 3 }, lender, 30000);
    expect(values).toMatchObject({ interestRate: '8.49', termYears: 5, deposit: '0', balloon: '6000' });
    const { result } = calculate(values, 'Angle');
    expect(result.kind === 'quote' && result.repayment).toBeCloseTo(
      // The standard annuity with a balloon, as the seed computes the box's figure.
      ((30000 - 6000 * (1 + 0.0849 / 52) ** -260) * (0.0849 / 52)) / (1 - (1 + 0.0849 / 52) ** -260),
      2,
    );
  });

  it("takes the lender's deposit and balloon only at the car's own price, which they are figures for", () => {
    const taurus = { ...lender, deposit: 999, balloon: 1998 };
    expect(valuesForLender(initialValues(9990), taurus, 9990)).toMatchObject({
      interestRate: '8.49',
      deposit: '999',
      balloon: '1998',
    });
    const budget = valuesForLender(initialValues(20000), taurus, 9990);
    expect(budget).toMatchObject({ interestRate: '8.49', deposit: null, balloon: '0' });
    expect(depositText(budget, 'Taurus')).toBe('2000');
  });

  it('takes a term the lender gives in months, or past 7 years, and offers it among the terms', () => {
    const months = { ...lender, termYears: null, termMonths: 84 };
    expect(valuesForLender(initialValues(30000), months, 30000).termYears).toBe(7);
    const caravan = { ...lender, termYears: 10, termMonths: 120 };
    const values = valuesForLender(initialValues(30000), caravan, 30000);
    expect(values.termYears).toBe(10);
    expect(termChoices(values.termYears, caravan)).toEqual([...TERM_CHOICES, 10]);
    // The lender's term stays on offer after the shopper picks another, and one the shopper picked stays too.
    expect(termChoices(3, caravan)).toEqual([...TERM_CHOICES, 10]);
    expect(termChoices(4.5, { ...lender, termYears: null, termMonths: 54 })).toEqual([
      1, 2, 3, 4, 4.5, 5, 6, 7,
    ]);
    expect(termChoices(5, null)).toEqual([...TERM_CHOICES]);
  });

  it('starts monthly where the lender quotes only a monthly repayment, at the figure its box shows', () => {
    // 30,000 at 8.49% over 60 months: 615.35 a month, $615 in the box.
    const monthly = { ...lender, paymentWeek: null, paymentMonth: 615.35, balloon: 0 };
    const values = valuesForLender(initialValues(30000), monthly, 30000);
    expect(values.frequency).toBe('monthly');
    expect(valuesForLender(initialValues(30000), lender, 30000).frequency).toBe('weekly');
    const { result } = calculate(values, 'Nissan Finance');
    expect(result).toMatchObject({ kind: 'quote', periods: 60, repayment: 615.35 });
  });

  it('keeps the values for a lender without a rate, or none', () => {
    const values = initialValues(30000);
    expect(valuesForLender(values, { ...lender, interestRate: null })).toBe(values);
    expect(valuesForLender(values, undefined)).toBe(values);
  });
});

describe('followPrice', () => {
  const lender: CardFinance = {
    interestRate: 8.49,
    comparisonRate: 9.1,
    paymentWeek: 48,
    paymentMonth: 210,
    termYears: 5,
    termMonths: 60,
    balloon: 1998,
    deposit: 999,
  };
  const untyped = { deposit: false, balloon: false };

  it('gives a deposit and balloon the shopper did not type the figures for the new price', () => {
    const atCar = valuesForLender(initialValues(9990), lender, 9990);
    const moved = followPrice({ ...atCar, price: '20000' }, lender, 9990, untyped);
    expect(moved).toMatchObject({ deposit: null, balloon: '0' });
    expect(depositText(moved, 'Taurus')).toBe('2000');
    expect(followPrice({ ...moved, price: '9990' }, lender, 9990, untyped)).toMatchObject({
      deposit: '999',
      balloon: '1998',
    });
  });

  it('keeps what the shopper typed', () => {
    const values = { ...initialValues(20000), deposit: '5000', balloon: '100' };
    expect(followPrice(values, lender, 9990, { deposit: true, balloon: true })).toMatchObject({
      deposit: '5000',
      balloon: '100',
    });
  });
});
