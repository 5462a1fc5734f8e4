/**
 * The trade-in inputs the browser and the server check alike (spec §7.5: rego and regoState, the manual car,
 * the odometer). The spec gives no rule or text for them; these are ours (docs/decisions.md). Each validator
 * returns undefined when valid, else the message to show.
 */
export const VALUATION_MESSAGES = {
  rego: 'Please enter your rego (letters and numbers only, up to 9).',
  make: 'Please enter the make.',
  model: 'Please enter the model.',
  year: 'Please enter a year between 1950 and next year.',
  odometer: 'Please enter the odometer in km (0 to 999,999).',
  choice: 'Please choose an answer.',
  /** A rego the register does not know: the manual path (make, model, year) is offered. */
  regoNotFound:
    'We could not find that registration. Please check it, or enter your car’s make, model and year instead.',
} as const;

export const MAX_REGO_LENGTH = 9;
/** What a rego input takes: the 9 characters with room for the spaces and dashes a plate is written with. */
export const MAX_REGO_INPUT_LENGTH = 12;
export const MIN_VEHICLE_YEAR = 1950;
export const MAX_ODOMETER_KM = 999_999;
export const MAX_VEHICLE_TEXT = 60;

/** A rego as registers store it: upper case, without spaces, dots or dashes ("abc 12-3" → "ABC123"). */
export function normaliseRego(raw: string | null | undefined): string {
  return (raw ?? '').replace(/[\s.-]/g, '').toUpperCase();
}

export function validateRego(raw: string | null | undefined): string | undefined {
  const rego = normaliseRego(raw);
  return /^[A-Z0-9]+$/.test(rego) && rego.length <= MAX_REGO_LENGTH ? undefined : VALUATION_MESSAGES.rego;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

export function validateMake(value: string | null | undefined): string | undefined {
  const make = text(value);
  return make && make.length <= MAX_VEHICLE_TEXT ? undefined : VALUATION_MESSAGES.make;
}

export function validateModel(value: string | null | undefined): string | undefined {
  const model = text(value);
  return model && model.length <= MAX_VEHICLE_TEXT ? undefined : VALUATION_MESSAGES.model;
}

/** A model year from 1950 to next year (new models are sold ahead of their year). */
export function validateVehicleYear(value: string | number | null | undefined, currentYear: number) {
  const year = typeof value === 'number' ? value : Number(text(value) || NaN);
  return Number.isInteger(year) && year >= MIN_VEHICLE_YEAR && year <= currentYear + 1
    ? undefined
    : VALUATION_MESSAGES.year;
}

/** Whole kilometres, 0 to 999,999; the input may carry thousand separators ("85,000"). */
export function parseOdometer(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  const digits = text(value).replace(/[,\s]/g, '');
  return /^[0-9]{1,7}$/.test(digits) ? Number(digits) : null;
}

export function validateOdometer(value: string | number | null | undefined): string | undefined {
  const km = parseOdometer(value);
  return km != null && km <= MAX_ODOMETER_KM ? undefined : VALUATION_MESSAGES.odometer;
}
