import type { Car } from '../domain/car';
import { MARKET_PRICE_THRESHOLD } from './constants';
import { hasRealPrice } from './price-display';

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

/**
 * Spec §5, §9 "Market price indicator": shown when the price is at least 500 below the market average
 * (difference ≥ 500, so exactly 500 shows). The state average is preferred: when the car has one, it alone
 * decides, even if the overall average would have shown. The car must show a real price (over 10),
 * otherwise a car without a price would look like a bargain.
 */
export function marketPriceIndicator(car: Pick<Car, 'price' | 'autograb_data'>): MarketPriceIndicator {
  const market = hasRealPrice(car) ? marketAverage(car.autograb_data) : null;
  if (market == null) return { shown: false };
  const difference = market.average - car.price;
  if (difference < MARKET_PRICE_THRESHOLD) return { shown: false };
  return { shown: true, ...market, difference };
}
