import { testCar } from '@dealerline/shared/testing';
import { BLOCKER_MESSAGES, checkoutBlocker } from '../utils/checkout-blocker';
import { checkoutKind } from '../utils/checkout-kind';
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

  it('treats anything else as unexpected, with the spec text when the server gave none', () => {
    expect(failed(500, {})).toEqual({ kind: 'unexpected', message: 'An unexpected error occured' });
    expect(failed('FETCH_ERROR')).toEqual({ kind: 'unexpected', message: 'An unexpected error occured' });
    expect(failed(409)).toEqual({ kind: 'unexpected', message: 'An unexpected error occured' });
    expect(failed(503, { message: 'Down for maintenance' })).toEqual({
      kind: 'unexpected',
      message: 'Down for maintenance',
    });
    expect(reservationFailure(undefined).kind).toBe('unexpected');
  });
});
