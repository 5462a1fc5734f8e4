import type { Car } from '../domain/car';
import { REAL_PRICE_MIN } from './constants';
import { PREORDER_LABEL } from './messages';

export type PriceDisplay =
  | { kind: 'subscription'; amount: number }
  | { kind: 'reduced'; amount: number; was: number }
  | { kind: 'price'; amount: number }
  | { kind: 'preorder'; label: string }
  | { kind: 'no_price'; label: string };

export interface PriceDisplayOptions {
  /** The site offers subscriptions (SiteConfig.offers_subscription). */
  subscription: boolean;
  /** The site's no-price text (SiteConfig.no_price_text). */
  noPriceText: string;
}

/** Spec §4, §9: a real price is shown only when the price is over 10. */
export function hasRealPrice(car: Pick<Car, 'price'>): boolean {
  return car.price > REAL_PRICE_MIN;
}

/**
 * Spec §4 "Price display priority": subscription price on subscription sites (when the car has one above
 * 0); a reduced price (with the was-price, when before_price is above price) or the normal price when the
 * price is over 10; PREORDER for pre-order cars; otherwise the site's no-price text. offer_price plays no
 * part: the spec's priority does not mention it.
 */
export function priceDisplay(
  car: Pick<Car, 'price' | 'before_price' | 'subscription_price' | 'preorder'>,
  options: PriceDisplayOptions,
): PriceDisplay {
  if (options.subscription && car.subscription_price != null && car.subscription_price > 0) {
    return { kind: 'subscription', amount: car.subscription_price };
  }
  if (hasRealPrice(car)) {
    if (car.before_price != null && car.before_price > car.price) {
      return { kind: 'reduced', amount: car.price, was: car.before_price };
    }
    return { kind: 'price', amount: car.price };
  }
  if (car.preorder) return { kind: 'preorder', label: PREORDER_LABEL };
  return { kind: 'no_price', label: options.noPriceText };
}
