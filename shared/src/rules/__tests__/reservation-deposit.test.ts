import { BUY_ONLINE_DEPOSIT, RESERVE_DEPOSIT } from '../constants';
import { reservationDeposit } from '../reservation-deposit';

describe('reservationDeposit', () => {
  it('holds a car for a flat $500', () => {
    expect(RESERVE_DEPOSIT).toBe(500);
    expect(reservationDeposit(45990, 'reserve')).toBe(500);
    expect(reservationDeposit(250000, 'reserve')).toBe(500);
  });

  it('takes 10% of the price to buy online, rounded to the dollar, from $500 to $5,000', () => {
    expect(BUY_ONLINE_DEPOSIT).toEqual({ share: 0.1, min: 500, max: 5000 });
    expect(reservationDeposit(23995, 'buy_online')).toBe(2400);
    expect(reservationDeposit(3000, 'buy_online')).toBe(500);
    expect(reservationDeposit(50000, 'buy_online')).toBe(5000);
    expect(reservationDeposit(89990, 'buy_online')).toBe(5000);
  });

  it('never asks more than the price', () => {
    expect(reservationDeposit(201, 'reserve')).toBe(201);
    expect(reservationDeposit(450.5, 'buy_online')).toBe(450);
  });

  it('is 0 for a car without a usable price', () => {
    expect(reservationDeposit(0, 'reserve')).toBe(0);
    expect(reservationDeposit(Number.NaN, 'buy_online')).toBe(0);
  });
});
