import type { RegoState, TradeInVehicle } from '../../../shared/src/domain/valuation';

export interface DemoRego {
  rego: string;
  state: RegoState;
  vehicle: TradeInVehicle;
}

const car = (
  make: string,
  model: string,
  year: number,
  badge: string,
  body: string,
  transmission: string,
  fuel: string,
): TradeInVehicle => ({ make, model, year, badge, body, transmission, fuel });

/**
 * The demo registration register (documented in infra/README.md): makes and models the demo inventory
 * stocks, so the market data has something to go on. Two of them are over 7 years old (valued in person).
 */
export const DEMO_REGOS: readonly DemoRego[] = [
  { rego: 'ABC123', state: 'QLD', vehicle: car('Toyota', 'RAV4', 2021, 'GXL', 'SUV', 'Automatic', 'Hybrid') },
  {
    rego: '123ABC',
    state: 'QLD',
    vehicle: car('Mazda', 'CX-5', 2022, 'Maxx Sport', 'SUV', 'Automatic', 'Petrol'),
  },
  {
    rego: 'TRD4IN',
    state: 'QLD',
    vehicle: car('Toyota', 'HiLux', 2020, 'SR5', 'Ute', 'Automatic', 'Diesel'),
  },
  {
    rego: 'OLD001',
    state: 'QLD',
    vehicle: car('Holden', 'Commodore', 2012, 'SV6', 'Sedan', 'Automatic', 'Petrol'),
  },
  {
    rego: 'AB12CD',
    state: 'NSW',
    vehicle: car('Hyundai', 'i30', 2021, 'Active', 'Hatch', 'Automatic', 'Petrol'),
  },
  { rego: 'XYZ789', state: 'NSW', vehicle: car('Ford', 'Ranger', 2022, 'XLT', 'Ute', 'Automatic', 'Diesel') },
  { rego: '1ABC2D', state: 'VIC', vehicle: car('Kia', 'Sportage', 2023, 'SX', 'SUV', 'Automatic', 'Petrol') },
  {
    rego: 'SUB018',
    state: 'TAS',
    vehicle: car('Subaru', 'Forester', 2018, '2.5i-L', 'SUV', 'CVT', 'Petrol'),
  },
  { rego: 'NT4521', state: 'NT', vehicle: car('Nissan', 'X-Trail', 2021, 'ST-L', 'SUV', 'CVT', 'Petrol') },
];
