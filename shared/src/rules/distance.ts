import { EARTH_RADIUS_KM } from './constants';

/** A point in degrees, as geocoding returns it (spec §7.10: geometry.location lat and lng). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface WithDistance<T> {
  item: T;
  /** Kilometres from the origin, or null when the item has no position. */
  distanceKm: number | null;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Spec §7.10, §9: great-circle distance in km by the haversine formula, Earth radius 6371 km. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Items paired with their distance from `origin`, nearest first. Items without a position (pointOf returns
 * null, e.g. a location with null lat/long) go last; equal distances keep their input order.
 */
export function sortByDistance<T>(
  items: readonly T[],
  origin: GeoPoint,
  pointOf: (item: T) => GeoPoint | null,
): WithDistance<T>[] {
  return items
    .map((item) => {
      const point = pointOf(item);
      return { item, distanceKm: point ? haversineKm(origin, point) : null };
    })
    .sort((a, b) => {
      const x = a.distanceKm ?? Number.POSITIVE_INFINITY;
      const y = b.distanceKm ?? Number.POSITIVE_INFINITY;
      return x === y ? 0 : x < y ? -1 : 1;
    });
}
