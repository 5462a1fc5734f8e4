import type { GeocodeResult, Geocoder } from './geocoder';
import type { PostcodePlace } from './postcode-table';

/** Geocodes from the shipped postcode table, without the network (development, tests, no key set). */
export class OfflineGeocoder implements Geocoder {
  constructor(private readonly table: ReadonlyMap<string, PostcodePlace>) {}

  async geocode(postcode: string): Promise<GeocodeResult[]> {
    const place = this.table.get(postcode);
    if (!place) return [];
    return [
      {
        formatted_address: `${place.place} ${place.state} ${place.postcode}, Australia`,
        geometry: { location: { lat: place.lat, lng: place.lng } },
      },
    ];
  }
}
