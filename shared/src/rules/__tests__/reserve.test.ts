import { canReserve } from '../reserve';
import { makeCar } from './car-fixture';

const autograb = { autograb: true };

describe('canReserve', () => {
  it('is offered for an in-stock, unsold, unreserved car priced above 200 at an autograb dealer', () => {
    expect(canReserve(makeCar({ price: 201 }), autograb)).toBe(true);
  });
  it('needs a price above 200: 200 is not enough', () => {
    expect(canReserve(makeCar({ price: 200 }), autograb)).toBe(false);
  });
  it('needs status in_stock (not coming_soon or sold)', () => {
    expect(canReserve(makeCar({ status: 'coming_soon' }), autograb)).toBe(false);
    expect(canReserve(makeCar({ status: 'sold' }), autograb)).toBe(false);
  });
  it('refuses a car flagged sold', () => {
    expect(canReserve(makeCar({ sold: true }), autograb)).toBe(false);
  });
  it('refuses a reserved car', () => {
    expect(canReserve(makeCar({ reserved: true }), autograb)).toBe(false);
  });
  it('needs the dealer to use autograb', () => {
    expect(canReserve(makeCar(), { autograb: false })).toBe(false);
  });
});
