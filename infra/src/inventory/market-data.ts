import type { AutograbData, CarType } from '../../../shared/src/domain/car';
import { chance, randomBetween, type Random } from './prng';

/** Share of cars with market data, by car type (valuation services cover used stock best). */
const MARKET_DATA_SHARE: Record<CarType, number> = { new: 0.35, demo: 0.8, used: 0.85 };

/**
 * autograb_data around the car's value: the average between 8% under and 6% over, so roughly a third of
 * priced cars sit $500 or more under the market and show the spec §5 market price indicator; a state
 * average within ±3% on most. Null for some cars.
 */
export function marketData(random: Random, carType: CarType, value: number): AutograbData | null {
  if (!chance(random, MARKET_DATA_SHARE[carType])) return null;
  const average = Math.round(value * (1 + randomBetween(random, -0.08, 0.06)));
  const state = chance(random, 0.85) ? Math.round(average * randomBetween(random, 0.97, 1.03)) : null;
  return { average_market_price: average, state_average_market_price: state };
}
