import type { Car } from '../domain/car';
import { MARKET_PRICE_THRESHOLD } from './constants';
import { priceDisplay } from './price-display';

/** Which market average a car is compared with. */
export type MarketPriceBasis = 'state' | 'overall';

export type MarketPriceIndicator =
  | { shown: false }
  | {
      shown: true;
      /** Which average the car was compared with. */
      basis: MarketPriceBasis;
      average: number;
      /** average − price, at least 500. */
      difference: number;
    };

/** The state average when the car has one above 0, else the overall average above 0, else null. */
function marketAverage(data: Car['autograb_data']): { basis: MarketPriceBasis; average: number } | null {
  const state = data?.state_average_market_price;
  if (state != null && state > 0) return { basis: 'state', average: state };
  const overall = data?.average_market_price;
  if (overall != null && overall > 0) return { basis: 'overall', average: overall };
  return null;
}

/** What the market price indicator needs of a car: its price, how the page shows it, and the market data. */
export type MarketPricedCar = Pick<Car, 'price' | 'autograb_data'> &
  Partial<Pick<Car, 'before_price' | 'subscription_price' | 'preorder'>>;

/**
 * Spec §5, §9 "Market price indicator": shown when the price is at least 500 below the market average
 * (difference ≥ 500, so exactly 500 shows). The state average is preferred: when the car has one, it alone
 * decides, even if the overall average would have shown. The page must show the car's price (spec §4's price
 * display: over 10, and not its subscription price on a subscription site), otherwise the note compares a
 * price the shopper cannot see: a car without a price would look like a bargain, and on a subscription site
 * "$715 below the market average" sat under "$190 /week".
 */
export function marketPriceIndicator(
  car: MarketPricedCar,
  site: { subscription: boolean } = { subscription: false },
): MarketPriceIndicator {
  const display = priceDisplay(
    { before_price: null, subscription_price: null, preorder: false, ...car },
    { subscription: site.subscription, noPriceText: '' },
  );
  const showsPrice = display.kind === 'price' || display.kind === 'reduced';
  const market = showsPrice ? marketAverage(car.autograb_data) : null;
  if (market == null) return { shown: false };
  const difference = market.average - car.price;
  if (difference < MARKET_PRICE_THRESHOLD) return { shown: false };
  return { shown: true, ...market, difference };
}
