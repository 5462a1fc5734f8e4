import type { CarType } from '../../../shared/src/domain/car';
import { chance, randomInt, type Random } from './prng';
import { dealerRound } from './pricing';

/** Share of cars listed without a price (the site's no-price text shows, spec §4); more for caravans and trucks. */
const NO_PRICE_SHARE = { vehicle: 0.012, specialist: 0.05 } as const;
/** Share of available priced cars shown as reduced (before_price above price). */
const REDUCED_SHARE = 0.08;
/** Share of recent priced cars with a subscription price: most on subscription sites, a few elsewhere. */
const SUBSCRIPTION_SHARE = { site: 0.85, other: 0.08 } as const;
/** Subscriptions are offered on cars up to this age. */
const SUBSCRIPTION_MAX_AGE = 4;

export interface PriceFields {
  price: number;
  before_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
}

/**
 * Asking price and the fields that go with it: a dealer-rounded price (0 on a few cars, half of preorders),
 * a was-price $500–$3,000 higher on some reduced cars, a weekly subscription figure on some, and the price
 * type (drive-away or excluding government charges).
 */
export function priceFields(
  random: Random,
  input: {
    value: number;
    carType: CarType;
    available: boolean;
    preorder: boolean;
    specialist: boolean;
    subscriptionSite: boolean;
    ageYears: number;
  },
): PriceFields {
  const noPrice =
    (input.preorder && chance(random, 0.5)) ||
    chance(random, input.specialist ? NO_PRICE_SHARE.specialist : NO_PRICE_SHARE.vehicle);
  if (noPrice) return { price: 0, before_price: null, subscription_price: null, price_type: null };
  const price = dealerRound(input.value, input.carType);
  const reduced = input.available && chance(random, REDUCED_SHARE);
  const subscribable = input.available && input.ageYears <= SUBSCRIPTION_MAX_AGE;
  const subscriptionShare = input.subscriptionSite ? SUBSCRIPTION_SHARE.site : SUBSCRIPTION_SHARE.other;
  const driveAwayShare = input.carType === 'used' ? 0.45 : 0.75;
  return {
    price,
    before_price: reduced ? price + 500 * randomInt(random, 1, 6) : null,
    subscription_price:
      subscribable && chance(random, subscriptionShare) ? Math.round((price * 0.0062 + 70) / 5) * 5 : null,
    price_type: chance(random, driveAwayShare) ? 'Drive Away' : 'Excl. Govt. Charges',
  };
}
