import { testCar } from '@dealerline/shared/testing';
import { BLOCKER_MESSAGES, checkoutBlocker } from '../utils/checkout-blocker';
import { CHECKOUT_TEXTS, checkoutKind } from '../utils/checkout-kind';
import { reservationFailure } from '../utils/reservation-failure';

const site = { buy_online: true };
const autograb = { autograb: true };

describe('checkoutBlocker', () => {
  it('lets an eligible car through, to reserve and to buy online on a site that sells online', () => {
    expect(checkoutBlocker(testCar(), 'reserve', site, autograb)).toBeNull();
    expect(checkoutBlocker(testCar(), 'buy_online', site, autograb)).toBeNull();
  });

  it('stops buying online on a site without it', () => {
    expect(checkoutBlocker(testCar(), 'buy_online', { buy_online: false }, autograb)).toBe(
      BLOCKER_MESSAGES.noBuyOnline,
    );
    expect(checkoutBlocker(testCar(), 'reserve', { buy_online: false }, autograb)).toBeNull();
  });

  it('says why the reserve rule fails', () => {
    expect(checkoutBlocker(testCar({ reserved: true }), 'reserve', site, autograb)).toBe(
      BLOCKER_MESSAGES.reserved,
    );
    expect(checkoutBlocker(testCar({ status: 'sold', sold: true }), 'reserve', site, autograb)).toBe(
      BLOCKER_MESSAGES.unavailable,
    );
    expect(checkoutBlocker(testCar({ status: 'coming_soon' }), 'reserve', site, autograb)).toBe(
      BLOCKER_MESSAGES.notOffered,
    );
    expect(checkoutBlocker(testCar({ price: 200 }), 'reserve', site, autograb)).toBe(
      BLOCKER_MESSAGES.notOffered,
    );
    expect(checkoutBlocker(testCar(), 'reserve', site, { autograb: false })).toBe(
      BLOCKER_MESSAGES.notOffered,
    );
  });
});

describe('checkoutKind', () => {
  it('reads the variant of the route', () => {
    expect(checkoutKind('buy-online')).toBe('buy_online');
    expect(checkoutKind('reserve')).toBe('reserve');
    expect(checkoutKind(undefined)).toBe('reserve');
  });
});

describe('reservationFailure', () => {
  const failed = (status: unknown, data?: unknown) => reservationFailure({ status, data });

  it('ends the checkout for a car taken or gone meanwhile', () => {
    expect(failed(409, { message: 'Sorry, this car has just been reserved by someone else.' })).toEqual({
      kind: 'gone',
      message: 'Sorry, this car has just been reserved by someone else.',
    });
    expect(failed(404, { message: 'Sorry, this car could not be found.' }).kind).toBe('gone');
  });

  it('shows declines and refused input on the payment step', () => {
    expect(failed(402, { message: 'Your card was declined.' })).toEqual({
      kind: 'payment',
      message: 'Your card was declined.',
    });
    expect(failed(400, { message: "Your card's security code is invalid." }).kind).toBe('payment');
  });

  it('treats anything else as unexpected, with the spec text where the server has no words for a shopper', () => {
    const unexpected = { kind: 'unexpected', message: 'An unexpected error occured' };
    expect(failed(500, {})).toEqual(unexpected);
    expect(failed(500, { message: 'Internal server error' })).toEqual(unexpected);
    expect(failed(502, { message: 'Bad gateway' })).toEqual(unexpected);
    expect(failed(503, { message: 'Down for maintenance' })).toEqual(unexpected);
    expect(failed('FETCH_ERROR')).toEqual(unexpected);
    expect(failed(409)).toEqual(unexpected);
    expect(reservationFailure(undefined).kind).toBe('unexpected');
  });

  it("shows the platform's briefly-unavailable answer (503 with Retry-After) and another refusal's words", () => {
    const briefly = 'Sorry, we are briefly unavailable. Please try again in a minute.';
    expect(reservationFailure({ status: 503, data: { message: briefly }, retryAfter: '30' })).toEqual({
      kind: 'unexpected',
      message: briefly,
    });
    expect(failed(413, { message: 'The request is too large.' }).message).toBe('The request is too large.');
  });
});

describe('the buy-online deposit note', () => {
  const note = CHECKOUT_TEXTS.buy_online.depositNote;

  it('names the share, its bounds and the balance', () => {
    expect(note(4_599, 45_990)).toBe(
      'The deposit, 10% of the price (at least $500, at most $5,000), secures the car; the balance of $41,391 is settled with the dealer before delivery.',
    );
  });

  it('says a car of $500 or less is paid in full, not "at least $500" with a balance of $0', () => {
    expect(note(350, 350)).toBe(
      "This car's whole price, $350, is paid now and secures it: there is no balance to settle.",
    );
  });
});
