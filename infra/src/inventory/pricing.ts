import type { CarType } from '../../../shared/src/domain/car';
import { normal, randomBetween, type Random } from './prng';

/** New prices of older model years were lower: about 2% a year back from today's price list. */
const PRICE_INFLATION = 0.02;

/**
 * Share of the then-new price a car keeps at a given age. Australian used prices are firm: about 14% off in
 * the first year, then about 7.5% a year (a 10-year-old Corolla at roughly $12k, a 10-year-old HiLux SR5 in
 * the mid $20ks). Towed caravans hold value a little better.
 */
export function residual(ageYears: number, towable: boolean): number {
  const yearly = towable ? 0.94 : 0.925;
  if (ageYears <= 0) return 0.9;
  return 0.86 * Math.pow(yearly, ageYears - 1);
}

/** Above-average km lower the value, below-average km raise it a little (clamped to 0.7..1.12). */
export function kmFactor(km: number, expectedKm: number): number {
  if (expectedKm <= 0) return 1;
  const ratio = km / expectedKm;
  return Math.min(1.12, Math.max(0.7, 1 - 0.15 * (ratio - 1)));
}

/** Dealer-style price ending: $64,990 for new and demo, $12,490 or $12,990 for used. */
export function dealerRound(value: number, carType: CarType): number {
  const step = carType === 'used' ? 500 : 1000;
  return Math.max(step, Math.round(value / step) * step) - 10;
}

export interface ValuationInput {
  carType: CarType;
  /** Today's new price of the badge, in dollars. */
  newPrice: number;
  ageYears: number;
  km: number;
  expectedKm: number;
  /** Make's resale strength (1 = average). */
  resale: number;
  towable: boolean;
}

/**
 * The car's asking price before rounding: new around list price, demo 5–12% under, used from the
 * inflation-adjusted new price by age, km and make, with ±6% for condition and options.
 */
export function marketValue(random: Random, input: ValuationInput): number {
  if (input.carType === 'new') return input.newPrice * randomBetween(random, 0.97, 1.04);
  if (input.carType === 'demo') return input.newPrice * randomBetween(random, 0.88, 0.95);
  const thenNew = input.newPrice * Math.pow(1 - PRICE_INFLATION, input.ageYears);
  const condition = 1 + Math.max(-0.12, Math.min(0.12, normal(random) * 0.05));
  const resale = 1 + (input.resale - 1) * Math.min(1, input.ageYears / 3);
  return (
    thenNew *
    residual(input.ageYears, input.towable) *
    resale *
    kmFactor(input.km, input.expectedKm) *
    condition
  );
}
