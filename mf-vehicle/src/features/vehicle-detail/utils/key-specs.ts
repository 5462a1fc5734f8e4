import { carTypeLabel, formatKm, type Car } from '@dealerline/shared';

export interface KeySpec {
  /** Stable key, also the row's `data-spec`. */
  key: string;
  label: string;
  value: string;
}

type SpecCar = Pick<
  Car,
  | 'car_type'
  | 'km'
  | 'simple_body'
  | 'bodyconfiguration'
  | 'trans'
  | 'simple_transmission'
  | 'gearnum'
  | 'variant'
  | 'fuel'
  | 'simple_fuel'
  | 'simple_drive'
  | 'colour'
  | 'seats'
  | 'stocknum'
  | 'vin'
>;

/** "6 (Sports Automatic)", "6", or null when the car has no gear count. */
function gears(car: SpecCar): string | null {
  if (car.gearnum == null) return null;
  const type = car.variant?.geartype;
  return type ? `${car.gearnum} (${type})` : String(car.gearnum);
}

/**
 * The key specifications of the vehicle page (spec §2, §3 Car), in order; a row whose value the car lacks is
 * left out. The detailed text wins over the simple one where the car has both (trans "6 Speed Sports
 * Automatic" over "Automatic", fuel "Petrol - Premium ULP" over "Petrol"). The Car has no engine or
 * registration field, so neither is shown.
 */
export function keySpecs(car: SpecCar, usedLabel: string): KeySpec[] {
  const rows: [string, string, string | null | undefined][] = [
    ['condition', 'Condition', carTypeLabel(car.car_type, usedLabel)],
    ['km', 'Odometer', formatKm(car.km)],
    ['body', 'Body', car.simple_body],
    ['configuration', 'Body configuration', car.bodyconfiguration],
    ['transmission', 'Transmission', car.trans || car.simple_transmission],
    ['gears', 'Gears', gears(car)],
    ['fuel', 'Fuel', car.fuel || car.simple_fuel],
    ['drive', 'Drive', car.simple_drive],
    ['colour', 'Colour', car.colour],
    ['seats', 'Seats', car.seats == null ? null : String(car.seats)],
    ['stocknum', 'Stock number', car.stocknum],
    ['vin', 'VIN', car.vin],
  ];
  return rows.flatMap(([key, label, value]) => (value ? [{ key, label, value }] : []));
}
