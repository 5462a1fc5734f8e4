import { GeocoderUnavailableError, type GeocodeResult, type Geocoder } from './geocoder';

export const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
const TIMEOUT_MS = 5000;

interface GoogleAnswer {
  status?: string;
  error_message?: string;
  results?: GeocodeResult[];
}

/**
 * Google's Geocoding API (production, when GOOGLE_GEOCODING_KEY is set): the postcode restricted to
 * Australian postal codes. ZERO_RESULTS is an empty answer; any other failure is GeocoderUnavailableError.
 */
export class GoogleGeocoder implements Geocoder {
  constructor(
    private readonly key: string,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async geocode(postcode: string): Promise<GeocodeResult[]> {
    const query = new URLSearchParams({
      address: postcode,
      components: `country:AU|postal_code:${postcode}`,
      key: this.key,
    });
    let answer: GoogleAnswer;
    try {
      const response = await this.fetchFn(`${GOOGLE_GEOCODE_URL}?${query.toString()}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      answer = (await response.json()) as GoogleAnswer;
    } catch (error) {
      throw new GeocoderUnavailableError(`Google geocoding failed: ${(error as Error).message}`);
    }
    if (answer.status === 'ZERO_RESULTS') return [];
    if (answer.status !== 'OK' || !Array.isArray(answer.results))
      throw new GeocoderUnavailableError(
        `Google geocoding answered ${answer.status ?? 'nothing'}${answer.error_message ? `: ${answer.error_message}` : ''}`,
      );
    return answer.results
      .filter(
        (result) =>
          Number.isFinite(result.geometry?.location?.lat) && Number.isFinite(result.geometry?.location?.lng),
      )
      .map((result) => ({
        formatted_address: String(result.formatted_address ?? ''),
        geometry: { location: { lat: result.geometry.location.lat, lng: result.geometry.location.lng } },
      }));
  }
}
