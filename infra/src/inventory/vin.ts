import { hashString } from './prng';

/** VIN characters: digits and capitals without I, O and Q (ISO 3779). */
export const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const SERIAL_SPACE = 1_000_000;
/** Odd and coprime with 10^6, so serials of one block of a million ids never repeat. */
const SERIAL_STEP = 7919;

/** The check digit (position 9) of a 17-character VIN, '0'..'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin.charAt(i);
    const value = char >= '0' && char <= '9' ? Number(char) : (TRANSLITERATION[char] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const check = sum % 11;
  return check === 10 ? 'X' : String(check);
}

/** Model-year code of position 10 (2008 → '8', 2010 → 'A', 2025 → 'S'). */
export function vinYearCode(year: number): string {
  return YEAR_CODES.charAt((((year - 1980) % 30) + 30) % 30);
}

function descriptor(text: string): string {
  let h = hashString(text);
  let out = '';
  for (let i = 0; i < 5; i++) {
    out += VIN_CHARS.charAt(h % VIN_CHARS.length);
    h = Math.floor(h / VIN_CHARS.length) ^ Math.imul(h, 31);
    h >>>= 0;
  }
  return out;
}

/**
 * A well-formed VIN: the make's WMI, a descriptor fixed per model, the check digit, the model-year code, a
 * plant letter and a six-digit serial. Unique per car id (and salt): the serial is a bijection of the id
 * within each block of a million ids, and the block picks the plant letter (unique up to 33 million ids).
 */
export function makeVin(input: {
  wmi: string;
  model: string;
  year: number;
  id: number;
  salt: number;
}): string {
  const block = Math.floor(input.id / SERIAL_SPACE);
  if (block >= VIN_CHARS.length) throw new Error('makeVin: id out of range');
  const serial = (((input.id % SERIAL_SPACE) * SERIAL_STEP + (input.salt % SERIAL_SPACE)) % SERIAL_SPACE)
    .toString()
    .padStart(6, '0');
  const body = `${input.wmi}${descriptor(input.model)}0${vinYearCode(input.year)}${VIN_CHARS.charAt(block)}${serial}`;
  return `${body.slice(0, 8)}${vinCheckDigit(body)}${body.slice(9)}`;
}
