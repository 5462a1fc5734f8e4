import type { NoEstimateReason } from '../domain/valuation';
import { TRADE_IN_ONLINE_ESTIMATE_LIMITS } from './constants';

/**
 * Spec §9 trade-in FAQ: online estimates are generally not given for cars over 7 years old or 100,000 km; the
 * dealer values those in person. The age is the calendar year minus the model year (as the finance rule
 * counts it), so a 2019 car is 7 in 2026 and still gets an estimate; 100,000 km exactly still does too.
 * Returns null when an online estimate may be given, else the reason.
 */
export function onlineEstimateRefusal(input: {
  year: number;
  odometerKm: number;
  currentYear: number;
}): Extract<NoEstimateReason, 'age' | 'km'> | null {
  const { maxAgeYears, maxKm } = TRADE_IN_ONLINE_ESTIMATE_LIMITS;
  if (input.currentYear - input.year > maxAgeYears) return 'age';
  if (input.odometerKm > maxKm) return 'km';
  return null;
}
