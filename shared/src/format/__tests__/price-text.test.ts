import { priceDisplay } from '../../rules/price-display';
import { priceText } from '../price-text';

const options = { subscription: false, noPriceText: 'POA' };
const car = { price: 45990, before_price: null, subscription_price: null, preorder: false };

describe('priceText', () => {
  it('gives a real price with its price type', () => {
    expect(priceText(priceDisplay(car, options), 'Drive Away')).toEqual({
      amount: '$45,990',
      was: null,
      note: 'Drive Away',
    });
  });

  it('gives a reduced price with the was-price', () => {
    expect(priceText(priceDisplay({ ...car, before_price: 48990 }, options), null)).toEqual({
      amount: '$45,990',
      was: 'Was $48,990',
      note: null,
    });
  });

  it('gives a subscription per week on subscription sites', () => {
    const display = priceDisplay({ ...car, subscription_price: 129 }, { ...options, subscription: true });
    expect(priceText(display, 'Drive Away')).toEqual({
      amount: '$129 /week',
      was: null,
      note: 'Subscription',
    });
  });

  it('gives PREORDER or the site’s no-price text alone, without a price type', () => {
    expect(priceText(priceDisplay({ ...car, price: 10, preorder: true }, options), 'Drive Away')).toEqual({
      amount: 'PREORDER',
      was: null,
      note: null,
    });
    expect(priceText(priceDisplay({ ...car, price: 0 }, options), 'Drive Away')).toEqual({
      amount: 'POA',
      was: null,
      note: null,
    });
  });
});
