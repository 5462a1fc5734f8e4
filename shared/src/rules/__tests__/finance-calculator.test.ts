import {
  amortisedRepayment,
  calculateRepayment,
  defaultDeposit,
  PERIODS_PER_YEAR,
  type RepaymentInput,
  type RepaymentQuote,
} from '../finance-calculator';

/**
 * Hand-checked figures. Each expected repayment was worked out outside this code with the annuity formula
 * (P − B·(1+r)^−n)·r / (1 − (1+r)^−n) in 40-digit decimal arithmetic (Python's decimal module, see the
 * value after each case), and the two plain loans against published amortisation tables:
 *   - $30,000 at 10% over 5 years monthly: $637.41 (the usual car-loan table figure; 637.41134…)
 *   - $10,000 at 6% over 3 years monthly: $304.22 (the textbook example; 304.21937…)
 * The repayment is then checked independently by running the loan month by month (balance × (1 + r) −
 * repayment): after the last repayment what is left is the balloon, to within the rounding of one cent per
 * period.
 */
const base: RepaymentInput = {
  price: 30000,
  deposit: 0,
  termYears: 5,
  balloon: 0,
  interestRate: 10,
  frequency: 'monthly',
};

function quote(overrides: Partial<RepaymentInput>): RepaymentQuote {
  const result = calculateRepayment({ ...base, ...overrides });
  if (result.kind !== 'quote') throw new Error(`expected a quote, got ${result.message}`);
  return result;
}

/** The balance left after every repayment, running the loan period by period. */
function balanceAfterTerm(input: RepaymentInput, repayment: number, periods: number): number {
  const rate = input.interestRate / 100 / PERIODS_PER_YEAR[input.frequency];
  let balance = input.price - input.deposit;
  for (let i = 0; i < periods; i++) balance = balance * (1 + rate) - repayment;
  return balance;
}

describe('calculateRepayment: hand-checked figures', () => {
  it.each([
    // [case, input, repayment, periods]   exact value of the formula
    ['$30,000, 10%, 5 years, monthly', {}, 637.41, 60], // 637.4113413
    ['$30,000, 10%, 5 years, fortnightly', { frequency: 'fortnightly' }, 293.68, 130], // 293.6837123
    ['$30,000, 10%, 5 years, weekly', { frequency: 'weekly' }, 146.73, 260], // 146.7332899
    ['$10,000, 6%, 3 years, monthly', { price: 10000, interestRate: 6, termYears: 3 }, 304.22, 36], // 304.2193745
    [
      '$30,000 less a 10% deposit, $6,000 balloon, 10%, 5 years, monthly',
      { deposit: 3000, balloon: 6000 },
      496.19, // 496.1879389
      60,
    ],
    [
      '$30,000 less a 10% deposit, $6,000 balloon, 10%, 5 years, weekly',
      { deposit: 3000, balloon: 6000, frequency: 'weekly' },
      114.25, // 114.2517645
      260,
    ],
    [
      '$45,990 less a $4,599 deposit, 8.99%, 5 years, weekly',
      { price: 45990, deposit: 4599, interestRate: 8.99, frequency: 'weekly' },
      197.78, // 197.7822567
      260,
    ],
  ] as const)('%s', (_name, overrides: Partial<RepaymentInput>, repayment, periods) => {
    const result = quote(overrides);
    expect(result.repayment).toBe(repayment);
    expect(result.periods).toBe(periods);
    const input = { ...base, ...overrides };
    // Running the loan leaves the balloon (at most a cent a period off, from rounding the repayment).
    expect(Math.abs(balanceAfterTerm(input, repayment, periods) - input.balloon)).toBeLessThan(
      periods * 0.01,
    );
  });

  it('totals the repayments and the balloon, and the interest over the amount financed', () => {
    const result = quote({ deposit: 3000, balloon: 6000 });
    expect(result.amountFinanced).toBe(27000);
    // 60 × 496.1879… + 6,000: the last repayment settles the cent rounding, as on a lender's statement.
    expect(result.totalPaid).toBe(35771.28);
    expect(result.totalInterest).toBe(8771.28); // 35,771.28 − 27,000
  });

  it('repays the amount financed less the balloon in equal parts at 0% (no division by zero)', () => {
    const result = quote({ interestRate: 0, deposit: 3000, balloon: 6000 });
    expect(result.repayment).toBe(350); // (27,000 − 6,000) / 60
    expect(result.totalPaid).toBe(27000);
    expect(result.totalInterest).toBe(0);
  });

  it('pays back exactly the amount financed at 0%, though the repayment is rounded to the cent', () => {
    const thirds = quote({ price: 1000, interestRate: 0, termYears: 0.25 }); // 1,000 / 3 = 333.33
    expect(thirds.repayment).toBe(333.33);
    expect(thirds.totalPaid).toBe(1000);
    expect(thirds.totalInterest).toBe(0);
    const weekly = quote({ interestRate: 0, frequency: 'weekly' }); // 30,000 / 260 = 115.38
    expect(weekly.repayment).toBe(115.38);
    expect(weekly.totalPaid).toBe(30000);
  });

  it('quotes interest only when the balloon is the whole amount financed', () => {
    const result = quote({ price: 12000, balloon: 12000, interestRate: 12 });
    expect(result.repayment).toBe(120); // 12,000 × 1% a month
  });

  it('counts whole periods for part years (18 months is 39 fortnights)', () => {
    expect(quote({ termYears: 1.5, frequency: 'fortnightly' }).periods).toBe(39);
    expect(quote({ termYears: 1.5 }).periods).toBe(18);
  });
});

describe('calculateRepayment: inputs it cannot quote', () => {
  it.each([
    ['no price', { price: 0 }, 'price', 'Enter a vehicle price.'],
    ['an unreadable price', { price: Number.NaN }, 'price', 'Enter a vehicle price.'],
    ['a negative deposit', { deposit: -1 }, 'deposit', 'Enter a deposit of $0 or more.'],
    [
      'a deposit of the whole price',
      { deposit: 30000 },
      'deposit',
      'The deposit must be less than the price.',
    ],
    ['no term', { termYears: 0 }, 'termYears', 'Choose a loan term.'],
    ['a negative balloon', { balloon: -5 }, 'balloon', 'Enter a balloon of $0 or more.'],
    [
      'a balloon over the amount financed',
      { deposit: 10000, balloon: 20001 },
      'balloon',
      'The balloon cannot be more than the amount financed.',
    ],
    ['a negative rate', { interestRate: -0.5 }, 'interestRate', 'Enter an interest rate of 0% or more.'],
    [
      'an unreadable rate',
      { interestRate: Number.NaN },
      'interestRate',
      'Enter an interest rate as a number, like 9.5.',
    ],
    [
      'a price past any vehicle (a typing slip)',
      { price: 99_999_999_999 },
      'price',
      'Enter a vehicle price of $5,000,000 or less.',
    ],
    [
      'a rate over the legal cap',
      { interestRate: 999 },
      'interestRate',
      'Enter an interest rate of 48% or less.',
    ],
  ] as const)('%s', (_name, overrides: Partial<RepaymentInput>, field, message) => {
    expect(calculateRepayment({ ...base, ...overrides })).toEqual({ kind: 'invalid', field, message });
  });

  it('accepts a balloon equal to the amount financed and a deposit of $0', () => {
    expect(calculateRepayment({ ...base, deposit: 0, balloon: 30000 }).kind).toBe('quote');
  });
});

describe('amortisedRepayment', () => {
  it('is the annuity formula per period', () => {
    expect(amortisedRepayment(30000, 0.1 / 12, 60)).toBeCloseTo(637.4113413, 6);
    expect(amortisedRepayment(27000, 0.1 / 12, 60, 6000)).toBeCloseTo(496.1879389, 6);
  });
  it('splits the loan less the balloon evenly at a zero rate', () => {
    expect(amortisedRepayment(27000, 0, 60, 6000)).toBe(350);
  });
});

describe('defaultDeposit', () => {
  it('is 10% of the price for Taurus (spec §9), in whole dollars', () => {
    expect(defaultDeposit(30000, 'Taurus')).toBe(3000);
    expect(defaultDeposit(45995, 'Taurus')).toBe(4600); // 4,599.5 rounds half up
  });
  it('is $0 for other providers, no provider, or no price', () => {
    expect(defaultDeposit(30000, 'Angle')).toBe(0);
    expect(defaultDeposit(30000, null)).toBe(0);
    expect(defaultDeposit(0, 'Taurus')).toBe(0);
    expect(defaultDeposit(Number.NaN, 'Taurus')).toBe(0);
  });
});
