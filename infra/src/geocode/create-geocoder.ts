import type { Geocoder } from './geocoder';
import { GoogleGeocoder } from './google-geocoder';
import { OfflineGeocoder } from './offline-geocoder';
import { loadPostcodeTable } from './postcode-table';

/** Google geocoding when GOOGLE_GEOCODING_KEY is set, else the offline postcode table. */
export function createGeocoder(env: Record<string, string | undefined> = process.env): Geocoder {
  const key = env.GOOGLE_GEOCODING_KEY?.trim();
  return key ? new GoogleGeocoder(key) : new OfflineGeocoder(loadPostcodeTable());
}
