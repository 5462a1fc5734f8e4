import type { CarType } from '../../../shared/src/domain/car';
import { normal, randomBetween, randomInt, type Random } from './prng';

/**
 * Odometer reading (issue 3 item 3): new 10–50 km, demo 1,000–15,000 km, used about the model's yearly
 * average (15,000 km for cars) times the years on the road, with a log-normal spread. Towed vans have none.
 */
export function odometer(
  random: Random,
  input: { carType: CarType; ageYears: number; kmPerYear: number; towable: boolean },
): number {
  if (input.towable) return 0;
  if (input.carType === 'new') return randomInt(random, 10, 50);
  if (input.carType === 'demo') return randomInt(random, 1_000, 15_000);
  const yearsOnRoad = input.ageYears <= 0 ? randomBetween(random, 0.2, 0.8) : input.ageYears - 0.5 + random();
  const spread = Math.exp(Math.max(-1.2, Math.min(1.2, normal(random) * 0.35)));
  return Math.max(300, Math.round(input.kmPerYear * yearsOnRoad * spread));
}

/** The usual km for a car of this age (what "Low Kms" and the price's km factor compare with). */
export function expectedKm(ageYears: number, kmPerYear: number): number {
  return kmPerYear * Math.max(0.5, ageYears);
}
