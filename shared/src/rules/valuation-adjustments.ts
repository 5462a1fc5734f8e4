import type { AdjustmentAnswers, ServiceHistory, VehicleCondition } from '../domain/valuation';

/**
 * How the answers of the adjustment questions (spec §9 trade-in FAQ: odometer, service history, two key sets,
 * no illegal modifications, good condition) move an estimate, as factors on the market value. The spec gives
 * no figures; these are ours (docs/decisions.md). Finance owing does not change the car's value: the payout
 * comes off the price, and the FAQ asks for a payout letter instead.
 */
export const SERVICE_HISTORY_FACTOR: Record<ServiceHistory, number> = { full: 1, partial: 0.96, none: 0.9 };
export const CONDITION_FACTOR: Record<VehicleCondition, number> = {
  excellent: 1.03,
  good: 1,
  fair: 0.92,
  poor: 0.8,
};
export const MISSING_KEY_SET_FACTOR = 0.98;
export const ILLEGAL_MODIFICATIONS_FACTOR = 0.85;
/** Kilometres an Australian car is expected to travel a year (a brand new car counts as one year). */
export const EXPECTED_KM_PER_YEAR = 15_000;
/** Value change per 1,000 km over (or under) the expected odometer, and the bounds of the km factor. */
export const KM_FACTOR_PER_THOUSAND = 0.003;
export const KM_FACTOR_BOUNDS = { min: 0.8, max: 1.06 } as const;

/** The odometer's factor: 0.3% per 1,000 km away from 15,000 km a year of age, between 0.8 and 1.06. */
export function odometerFactor(odometerKm: number, ageYears: number): number {
  const expected = EXPECTED_KM_PER_YEAR * Math.max(1, ageYears);
  const factor = 1 - ((odometerKm - expected) / 1000) * KM_FACTOR_PER_THOUSAND;
  return Math.min(KM_FACTOR_BOUNDS.max, Math.max(KM_FACTOR_BOUNDS.min, factor));
}

/** Every answer's factor multiplied: what the market value of the same car is multiplied by. */
export function adjustmentFactor(answers: AdjustmentAnswers, ageYears: number): number {
  return (
    odometerFactor(answers.odometer_km, ageYears) *
    SERVICE_HISTORY_FACTOR[answers.service_history] *
    CONDITION_FACTOR[answers.condition] *
    (answers.two_key_sets ? 1 : MISSING_KEY_SET_FACTOR) *
    (answers.illegal_modifications ? ILLEGAL_MODIFICATIONS_FACTOR : 1)
  );
}
