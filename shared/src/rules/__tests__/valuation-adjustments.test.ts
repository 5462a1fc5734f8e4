import type { AdjustmentAnswers } from '../../domain/valuation';
import {
  adjustmentFactor,
  CONDITION_FACTOR,
  ILLEGAL_MODIFICATIONS_FACTOR,
  MISSING_KEY_SET_FACTOR,
  odometerFactor,
  SERVICE_HISTORY_FACTOR,
} from '../valuation-adjustments';

const BEST: AdjustmentAnswers = {
  odometer_km: 45_000,
  service_history: 'full',
  two_key_sets: true,
  illegal_modifications: false,
  condition: 'good',
  finance_owing: false,
};

describe('odometerFactor', () => {
  it('is 1 at 15,000 km a year of age', () => {
    expect(odometerFactor(45_000, 3)).toBeCloseTo(1);
    expect(odometerFactor(15_000, 0)).toBeCloseTo(1);
  });
  it('takes 0.3% per 1,000 km over and gives it back under', () => {
    expect(odometerFactor(55_000, 3)).toBeCloseTo(0.97);
    expect(odometerFactor(35_000, 3)).toBeCloseTo(1.03);
  });
  it('stays between 0.8 and 1.06', () => {
    expect(odometerFactor(900_000, 3)).toBe(0.8);
    expect(odometerFactor(0, 7)).toBe(1.06);
  });
});

describe('adjustmentFactor', () => {
  it('is 1 for a good car with full history, both keys, no modifications, at the expected km', () => {
    expect(adjustmentFactor(BEST, 3)).toBeCloseTo(1);
  });
  it('multiplies each answer’s factor', () => {
    const worst: AdjustmentAnswers = {
      ...BEST,
      service_history: 'none',
      two_key_sets: false,
      illegal_modifications: true,
      condition: 'poor',
    };
    expect(adjustmentFactor(worst, 3)).toBeCloseTo(
      SERVICE_HISTORY_FACTOR.none *
        MISSING_KEY_SET_FACTOR *
        ILLEGAL_MODIFICATIONS_FACTOR *
        CONDITION_FACTOR.poor,
    );
  });
  it('moves the value down for each worse answer and up for excellent condition', () => {
    const base = adjustmentFactor(BEST, 3);
    expect(adjustmentFactor({ ...BEST, service_history: 'partial' }, 3)).toBeLessThan(base);
    expect(adjustmentFactor({ ...BEST, two_key_sets: false }, 3)).toBeLessThan(base);
    expect(adjustmentFactor({ ...BEST, illegal_modifications: true }, 3)).toBeLessThan(base);
    expect(adjustmentFactor({ ...BEST, condition: 'fair' }, 3)).toBeLessThan(base);
    expect(adjustmentFactor({ ...BEST, condition: 'excellent' }, 3)).toBeGreaterThan(base);
  });
  it('ignores finance owing (the payout comes off the price)', () => {
    expect(adjustmentFactor({ ...BEST, finance_owing: true }, 3)).toBe(adjustmentFactor(BEST, 3));
  });
});
