import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

/** The postcode table shipped with the platform: infra/data/postcodes.csv. */
export const POSTCODES_CSV = path.join(REPO_ROOT, 'infra', 'data', 'postcodes.csv');

export interface PostcodePlace {
  postcode: string;
  place: string;
  state: string;
  lat: number;
  lng: number;
}

/**
 * Reads `postcode,place,state,lat,lng` rows (with that header line), one place per postcode: the first row
 * of a postcode wins. A malformed row throws with its line number, so a bad table fails at start-up.
 */
export function parsePostcodeTable(csv: string): Map<string, PostcodePlace> {
  const table = new Map<string, PostcodePlace>();
  const lines = csv.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (index === 0 || line.trim() === '') return;
    const [postcode = '', place = '', state = '', lat = '', lng = ''] = line.split(',').map((f) => f.trim());
    const point = { lat: Number(lat), lng: Number(lng) };
    const valid =
      /^\d{4}$/.test(postcode) &&
      place !== '' &&
      state !== '' &&
      lat !== '' &&
      lng !== '' &&
      Math.abs(point.lat) <= 90 &&
      Math.abs(point.lng) <= 180;
    if (!valid)
      throw new Error(`postcode table line ${index + 1} is not postcode,place,state,lat,lng: ${line}`);
    if (!table.has(postcode)) table.set(postcode, { postcode, place, state, ...point });
  });
  return table;
}

export function loadPostcodeTable(file: string = POSTCODES_CSV): Map<string, PostcodePlace> {
  return parsePostcodeTable(readFileSync(file, 'utf8'));
}
