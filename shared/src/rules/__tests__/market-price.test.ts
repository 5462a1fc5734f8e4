import type { AutograbData } from '../../domain/car';
import { marketPriceIndicator } from '../market-price';

const car = (price: number, autograb_data: AutograbData | null) => ({ price, autograb_data });

describe('marketPriceIndicator', () => {
  it('shows when the price is 500 below the state average (exactly 500)', () => {
    expect(
      marketPriceIndicator(car(20000, { state_average_market_price: 20500, average_market_price: null })),
    ).toEqual({
      shown: true,
      basis: 'state',
      average: 20500,
      difference: 500,
    });
  });

  it('does not show at 499 below', () => {
    expect(
      marketPriceIndicator(car(20001, { state_average_market_price: 20500, average_market_price: null })),
    ).toEqual({
      shown: false,
    });
  });

  it('shows at 501 below', () => {
    const result = marketPriceIndicator(
      car(19999, { state_average_market_price: 20500, average_market_price: null }),
    );
    expect(result).toMatchObject({ shown: true, difference: 501 });
  });

  it('prefers the state average even when the overall one would show', () => {
    const data = { state_average_market_price: 20000, average_market_price: 30000 };
    expect(marketPriceIndicator(car(20000, data))).toEqual({ shown: false });
  });

  it('falls back to the overall average when the state average is null or 0', () => {
    expect(
      marketPriceIndicator(car(20000, { state_average_market_price: null, average_market_price: 21000 })),
    ).toEqual({ shown: true, basis: 'overall', average: 21000, difference: 1000 });
    expect(
      marketPriceIndicator(car(20000, { state_average_market_price: 0, average_market_price: 21000 })),
    ).toMatchObject({
      basis: 'overall',
    });
  });

  it('does not show without usable averages', () => {
    expect(marketPriceIndicator(car(20000, null))).toEqual({ shown: false });
    expect(
      marketPriceIndicator(car(20000, { state_average_market_price: null, average_market_price: null })),
    ).toEqual({
      shown: false,
    });
    expect(
      marketPriceIndicator(car(20000, { state_average_market_price: null, average_market_price: 0 })),
    ).toEqual({
      shown: false,
    });
  });

  it('does not show for a car without a real price (10 or less)', () => {
    const data = { state_average_market_price: 20000, average_market_price: null };
    expect(marketPriceIndicator(car(10, data))).toEqual({ shown: false });
    expect(marketPriceIndicator(car(11, data))).toMatchObject({ shown: true });
  });

  it('does not show on a subscription site for a car the page shows at its subscription price', () => {
    // The note compared the car's price, which the page did not show: "$715 below…" under "$190 /week".
    const data = { state_average_market_price: 19705, average_market_price: 19906 };
    const subscribed = { ...car(18990, data), subscription_price: 190 };
    expect(marketPriceIndicator(subscribed, { subscription: true })).toEqual({ shown: false });
    expect(marketPriceIndicator(subscribed, { subscription: false })).toMatchObject({
      shown: true,
      difference: 715,
    });
    expect(
      marketPriceIndicator({ ...car(18990, data), subscription_price: null }, { subscription: true }),
    ).toMatchObject({ shown: true });
  });
});
