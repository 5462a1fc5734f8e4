import type { CarLocation } from '../../../shared/src/domain/car';
import { canonical } from './car-content';

/**
 * What a car keeps of the location it is at: its copy of the location (spec §3 Car.location, built by the
 * seeder and the importer from the site's location, with what a feed row says on top) and its city and
 * state (search facets, the home-state stock rule).
 */
export interface LocationCopy {
  /** The car's id. */
  id: number;
  dealership_id: number;
  location_id: number | null;
  location: CarLocation | null;
  city: string;
  state: string;
}

const follow = <T>(value: T, was: T, now: T): T => (value === was ? now : value);

/**
 * The copy of a car whose location `was` reads as `now`: the same location edited, or the one the car moves
 * to when its own is deleted (null: none, the car keeps its city and state). A value the car took from `was`
 * takes `now`'s; a value of its own (a feed row's name, phone, address, city or state) stays, as a new import
 * of that row would keep it. The slug and id are always `now`'s. Null when nothing changes.
 */
export function followLocation(
  copy: LocationCopy,
  was: CarLocation,
  now: CarLocation | null,
): LocationCopy | null {
  const own = copy.location ?? was;
  const followed: LocationCopy = now
    ? {
        ...copy,
        location_id: now.address.id,
        location: {
          ...own,
          name: follow(own.name, was.name, now.name),
          phone: follow(own.phone, was.phone, now.phone),
          slug: now.slug,
          address: {
            ...own.address,
            id: now.address.id,
            street: follow(own.address.street, was.address.street, now.address.street),
            city: follow(own.address.city, was.address.city, now.address.city),
            state: follow(own.address.state, was.address.state, now.address.state),
            place_url: follow(own.address.place_url, was.address.place_url, now.address.place_url),
          },
        },
        city: follow(copy.city, was.address.city, now.address.city),
        state: follow(copy.state, was.address.state, now.address.state),
      }
    : { ...copy, location_id: null, location: null };
  // Compared key order aside: a copy read back from jsonb has its keys in jsonb's order.
  return canonical(followed) === canonical(copy) ? null : followed;
}
