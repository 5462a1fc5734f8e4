/**
 * Geocoding of a shopper's postcode (spec §7.10), answered in Google's shape so the browser reads the first
 * result's geometry.location { lat, lng } whichever geocoder is behind it.
 */
export interface GeocodeResult {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
}

export interface Geocoder {
  /** Results for an Australian postcode (4 digits, already validated), best first; [] when none. */
  geocode(postcode: string): Promise<GeocodeResult[]>;
}

/** The geocoder could not answer (network, quota, bad key): the route says 502, never 500. */
export class GeocoderUnavailableError extends Error {}
