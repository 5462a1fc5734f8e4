import type { GeoPoint } from '@dealerline/shared/rules';

/** Why the device gave no position: the shopper (or the browser's settings) refused, or it could not find one. */
export type PositionFailure = 'refused' | 'unavailable';

/** How long the device may take to find itself before the shopper is asked for a postcode instead. */
const POSITION_TIMEOUT_MS = 10_000;
/** A position found in the last five minutes will do: the nearest yard does not change in that time. */
const POSITION_MAX_AGE_MS = 5 * 60_000;

/**
 * The device's position, as the browser asks the shopper for it. Coarse (no GPS: a suburb's accuracy orders
 * yards as well and answers sooner), or the reason there is none.
 */
export function devicePosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<GeoPoint> {
  return new Promise((resolve, reject: (failure: PositionFailure) => void) => {
    if (!geolocation) return reject('unavailable');
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}
