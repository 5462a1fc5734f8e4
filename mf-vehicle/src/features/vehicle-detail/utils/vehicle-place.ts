import { type Car, type DealerLocation } from '@dealerline/shared';
import { MAP_DEFAULT_ZOOM } from '@dealerline/shared/rules';
import type { MapPlace } from '../map/map-provider';

/**
 * Where the car is: its location (name, street, city, state, directions URL), completed from the dealer
 * config's location of the same slug (postcode, coordinates); without a location, the dealership's name and
 * the car's city and state.
 */
export function vehiclePlace(
  car: Pick<Car, 'location' | 'city' | 'state'>,
  dealershipName: string,
  locations: readonly DealerLocation[],
): MapPlace {
  const location = car.location;
  const known = location ? locations.find((candidate) => candidate.slug === location.slug) : undefined;
  const city = location?.address.city || car.city;
  const state = location?.address.state || car.state;
  const locality = [city, state, known?.address.postcode].filter(Boolean).join(' ');
  return {
    name: location?.name || dealershipName,
    address: [location?.address.street, locality].filter(Boolean).join(', '),
    lat: known?.address.lat ?? null,
    lng: known?.address.long ?? null,
    zoom: MAP_DEFAULT_ZOOM,
    placeUrl: location?.address.place_url || known?.address.place_url || null,
  };
}
