import { PREORDER_LABEL } from '../messages';
import { hasRealPrice, priceDisplay } from '../price-display';
import { makeCar } from './car-fixture';

const site = { subscription: false, noPriceText: 'Call for price' };
const subscriptionSite = { ...site, subscription: true };

describe('hasRealPrice', () => {
  it.each([
    [10, false],
    [11, true],
    [10.01, true],
    [0, false],
  ])('price %s → %s', (price, expected) => {
    expect(hasRealPrice({ price })).toBe(expected);
  });
});

describe('priceDisplay', () => {
  it('shows the subscription price on subscription sites', () => {
    const car = makeCar({ subscription_price: 199, price: 30000, before_price: 32000 });
    expect(priceDisplay(car, subscriptionSite)).toEqual({ kind: 'subscription', amount: 199 });
  });

  it('ignores the subscription price on other sites', () => {
    const car = makeCar({ subscription_price: 199, price: 30000 });
    expect(priceDisplay(car, site)).toEqual({ kind: 'price', amount: 30000 });
  });

  it('falls through on subscription sites when the car has no subscription price (null or 0)', () => {
    expect(priceDisplay(makeCar({ subscription_price: null, price: 30000 }), subscriptionSite).kind).toBe(
      'price',
    );
    expect(priceDisplay(makeCar({ subscription_price: 0, price: 30000 }), subscriptionSite).kind).toBe(
      'price',
    );
  });

  it('shows a reduced price with the was-price when before_price is above price', () => {
    const car = makeCar({ price: 29990, before_price: 31990 });
    expect(priceDisplay(car, site)).toEqual({ kind: 'reduced', amount: 29990, was: 31990 });
  });

  it('shows the normal price when before_price is equal, lower or missing', () => {
    expect(priceDisplay(makeCar({ price: 29990, before_price: 29990 }), site)).toEqual({
      kind: 'price',
      amount: 29990,
    });
    expect(priceDisplay(makeCar({ price: 29990, before_price: 100 }), site).kind).toBe('price');
    expect(priceDisplay(makeCar({ price: 29990, before_price: null }), site).kind).toBe('price');
  });

  it('shows a price of 11 but not of 10', () => {
    expect(priceDisplay(makeCar({ price: 11 }), site)).toEqual({ kind: 'price', amount: 11 });
    expect(priceDisplay(makeCar({ price: 10 }), site)).toEqual({ kind: 'no_price', label: 'Call for price' });
  });

  it('shows PREORDER for pre-order cars without a real price', () => {
    expect(priceDisplay(makeCar({ price: 0, preorder: true }), site)).toEqual({
      kind: 'preorder',
      label: PREORDER_LABEL,
    });
    expect(PREORDER_LABEL).toBe('PREORDER');
  });

  it('prefers a real price over PREORDER', () => {
    expect(priceDisplay(makeCar({ price: 50000, preorder: true }), site).kind).toBe('price');
  });

  it("shows the site's no-price text otherwise, never a reduced price", () => {
    expect(priceDisplay(makeCar({ price: 0, before_price: 5000 }), site)).toEqual({
      kind: 'no_price',
      label: 'Call for price',
    });
  });
});
