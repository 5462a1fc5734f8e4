import type { CarStatus, CarType } from '../../../shared/src/domain/car';
import { chance, randomBetween, type Random } from './prng';

const DAY_SECONDS = 86_400;
/** Stock is listed over the last ~120 days (issue 3 item 3). */
export const LISTING_WINDOW_DAYS = 120;
/** Sold cars were sold within the last ~10 days, so some are still shown for 3–4 days (spec §4, §9). */
export const SOLD_WINDOW_DAYS = 10;

/** Share of sold and coming-soon cars by car type. */
const SOLD_SHARE: Record<CarType, number> = { new: 0.08, demo: 0.12, used: 0.12 };
const COMING_SOON_SHARE: Record<CarType, number> = { new: 0.1, demo: 0.03, used: 0.04 };
/** Coming-soon new cars are often pre-ordered (spec §4: PREORDER price display). */
export const PREORDER_SHARE_OF_COMING_SOON_NEW = 0.35;

export interface Lifecycle {
  status: CarStatus;
  /** Unix seconds. */
  createdAt: number;
  soldAt: number | null;
  /** Days since the car was listed (for views). */
  daysListed: number;
}

/**
 * Status and dates: most cars in stock, some coming soon (listed recently), some sold within the last 10
 * days. Listing ages skew recent (about 12% within 8 days, the new-arrival window of spec §4).
 */
export function lifecycle(random: Random, carType: CarType, nowSeconds: number): Lifecycle {
  const roll = random();
  if (roll < SOLD_SHARE[carType]) {
    const soldAt = nowSeconds - Math.floor(randomBetween(random, 0, SOLD_WINDOW_DAYS * DAY_SECONDS));
    const createdAt = soldAt - Math.floor(randomBetween(random, 3, 110) * DAY_SECONDS);
    return { status: 'sold', createdAt, soldAt, daysListed: (soldAt - createdAt) / DAY_SECONDS };
  }
  const comingSoon = roll < SOLD_SHARE[carType] + COMING_SOON_SHARE[carType];
  const days = comingSoon ? randomBetween(random, 0, 30) : LISTING_WINDOW_DAYS * Math.pow(random(), 1.35);
  const createdAt = nowSeconds - Math.floor(days * DAY_SECONDS);
  return { status: comingSoon ? 'coming_soon' : 'in_stock', createdAt, soldAt: null, daysListed: days };
}

/** Preorder: only coming-soon new cars, about a third of them. */
export function isPreorder(random: Random, carType: CarType, status: CarStatus): boolean {
  return carType === 'new' && status === 'coming_soon' && chance(random, PREORDER_SHARE_OF_COMING_SOON_NEW);
}

/** Listing page views: a few to a few dozen a day. */
export function viewsFor(random: Random, daysListed: number): number {
  return Math.floor(Math.max(0.2, daysListed) * randomBetween(random, 2, 25));
}
