import type { CarLocation } from '../../../../shared/src/domain/car';
import { followLocation, type LocationCopy } from '../location-copy';

const newcastle: CarLocation = {
  name: 'Harbour Nissan',
  phone: '0418 226 540',
  slug: 'harbour-nissan-newcastle',
  distribution_locations: [],
  address: {
    id: 7,
    street: '120 Hunter Street',
    city: 'Newcastle',
    state: 'NSW',
    place_url: 'https://maps.example/newcastle',
  },
};

const maitland: CarLocation = {
  ...newcastle,
  name: 'Harbour Nissan Maitland',
  phone: '0418 226 999',
  address: { ...newcastle.address, street: '1 High Street', city: 'Maitland', place_url: null },
};

const copyAt = (location: CarLocation | null, fields: Partial<LocationCopy> = {}): LocationCopy => ({
  id: 41,
  dealership_id: 3,
  location_id: location?.address.id ?? null,
  location,
  city: location?.address.city ?? 'Newcastle',
  state: location?.address.state ?? 'NSW',
  ...fields,
});

/** The same value with every object's keys in reverse order (as jsonb may hand them back). */
function reversedKeys<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversedKeys(v)]),
  ) as T;
}

describe('a car’s copy of its location', () => {
  it('takes every value it copied from the location as the location now reads', () => {
    expect(followLocation(copyAt(newcastle), newcastle, maitland)).toEqual(copyAt(maitland));
  });

  it('keeps the values a feed row gave of its own, and the feed’s distribution locations', () => {
    const own = copyAt(
      { ...newcastle, name: 'Harbour Nissan Yard', distribution_locations: ['Cessnock'] },
      { city: 'Wickham' },
    );
    expect(followLocation(own, newcastle, maitland)).toEqual({
      ...copyAt(maitland),
      location: { ...maitland, name: 'Harbour Nissan Yard', distribution_locations: ['Cessnock'] },
      city: 'Wickham',
    });
  });

  it('moves to another location: its slug and id, and the values it copied', () => {
    const broadmeadow: CarLocation = {
      ...maitland,
      slug: 'harbour-nissan-service-broadmeadow',
      address: { ...maitland.address, id: 8 },
    };
    expect(followLocation(copyAt(newcastle), newcastle, broadmeadow)).toEqual(copyAt(broadmeadow));
  });

  it('is left at no location when there is none to move to, keeping its city and state', () => {
    expect(followLocation(copyAt(newcastle), newcastle, null)).toEqual({
      ...copyAt(newcastle),
      location_id: null,
      location: null,
    });
  });

  it('is null when nothing changes, whatever the order of the stored keys', () => {
    expect(followLocation(copyAt(newcastle), newcastle, { ...newcastle })).toBeNull();
    expect(followLocation(reversedKeys(copyAt(newcastle)), newcastle, newcastle)).toBeNull();
  });
});
