import { useCallback, useMemo } from 'react';
import { useSite, type ReservationKind } from '@dealerline/shared';
import { browserStorage, useHydrated } from '@dealerline/shared/ui';
import {
  checkoutProgressKey,
  NO_PROGRESS,
  readCheckoutProgress,
  writeCheckoutProgress,
  type CheckoutProgress,
} from '../utils/checkout-progress';
import { keepOwnReservation } from '../utils/own-reservations';

/**
 * The kept progress of this tab's checkout of a car (checkout-progress.ts), read once the page has hydrated
 * (the server cannot know it, and reading it while hydrating would not match the server's HTML), and a way
 * to keep the next step's. A paid one is also kept for the browser (own-reservations.ts), so its other tabs
 * and its other checkout of the car know the reservation is the shopper's own.
 */
export function useCheckoutProgress(kind: ReservationKind, carSlug: string) {
  const { slug: site } = useSite();
  const hydrated = useHydrated();
  const key = checkoutProgressKey(site, kind, carSlug);
  const kept = useMemo(
    () => (hydrated ? readCheckoutProgress(browserStorage('session'), key) : NO_PROGRESS),
    [hydrated, key],
  );
  const keep = useCallback(
    (progress: CheckoutProgress) => {
      writeCheckoutProgress(browserStorage('session'), key, progress);
      if (progress.confirmed && progress.idempotencyKey)
        keepOwnReservation(browserStorage('local'), site, {
          slug: carSlug,
          kind,
          idempotencyKey: progress.idempotencyKey,
        });
    },
    [key, site, carSlug, kind],
  );
  return { kept, keep };
}
