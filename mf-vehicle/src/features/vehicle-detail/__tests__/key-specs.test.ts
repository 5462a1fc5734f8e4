import { testCar } from '@dealerline/shared/testing';
import { keySpecs } from '../utils/key-specs';

describe('keySpecs', () => {
  it('lists the key specifications in order, the detailed text before the simple one', () => {
    expect(keySpecs(testCar(), 'Pre-Owned').map(({ label, value }) => [label, value])).toEqual([
      ['Condition', 'Pre-Owned'],
      ['Odometer', '48,210 km'],
      ['Body', 'Ute'],
      ['Body configuration', 'Double Cab Pick Up'],
      ['Transmission', '6 Speed Sports Automatic'],
      ['Gears', '6 (Sports Automatic)'],
      ['Fuel', 'Diesel'],
      ['Drive', '4x4'],
      ['Colour', 'White'],
      ['Seats', '5'],
      ['Stock number', 'U12345'],
      ['VIN', 'MR0HA3CD100123456'],
    ]);
  });

  it('falls back to the simple values and leaves out what the car lacks', () => {
    const car = testCar({
      car_type: 'new',
      trans: null,
      fuel: null,
      simple_fuel: 'Electric',
      gearnum: null,
      bodyconfiguration: null,
      colour: null,
      seats: null,
      simple_drive: null,
      stocknum: '',
      vin: null,
    });
    expect(keySpecs(car, 'Used').map(({ key, value }) => `${key}=${value}`)).toEqual([
      'condition=New',
      'km=48,210 km',
      'body=Ute',
      'transmission=Automatic',
      'fuel=Electric',
    ]);
  });

  it('shows the gear count alone when the gear type is unknown', () => {
    const car = testCar({ gearnum: 5, variant: { geartype: null } });
    expect(keySpecs(car, 'Used').find((spec) => spec.key === 'gears')?.value).toBe('5');
  });
});
