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

/**
 * The kept progress of this tab's checkout of a car (checkout-progress.ts), read once the page has hydrated
 * (the server cannot know it, and reading it while hydrating would not match the server's HTML), and a way
 * to keep the next step's.
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
    (progress: CheckoutProgress) => writeCheckoutProgress(browserStorage('session'), key, progress),
    [key],
  );
  return { kept, keep };
}
