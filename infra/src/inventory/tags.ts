import type { CarType } from '../../../shared/src/domain/car';
import { chance, pick, type Random } from './prng';

/** Share of available cars with a custom tag (spec §4 card tag "custom"). */
export const TAG_SHARE = 0.12;

/**
 * A custom tag fitting the car, or null. "Low Kms" only on used cars with under half the usual km for
 * their age, "One Owner" on used cars up to 10 years old, "Test Drive Only" on new and demo stock.
 */
export function customTag(
  random: Random,
  car: { carType: CarType; available: boolean; km: number; expectedKm: number; ageYears: number },
): string | null {
  if (!car.available || !chance(random, TAG_SHARE)) return null;
  if (car.carType === 'new')
    return pick(random, ['Drive Away', 'Test Drive Only', 'Run Out Sale', 'Drive Away']);
  if (car.carType === 'demo') return pick(random, ['Test Drive Only', 'Ex-Demo', 'Drive Away']);
  const options = ['Just Serviced', 'Finance Available', 'Log Books'];
  if (car.km < car.expectedKm / 2) options.push('Low Kms', 'Low Kms');
  if (car.ageYears <= 10) options.push('One Owner');
  return pick(random, options);
}

/** Certified pre-owned: some used cars up to 7 years old and 140,000 km. */
export function isCertified(
  random: Random,
  car: { carType: CarType; km: number; ageYears: number },
): boolean {
  return car.carType === 'used' && car.ageYears <= 7 && car.km <= 140_000 && chance(random, 0.25);
}
