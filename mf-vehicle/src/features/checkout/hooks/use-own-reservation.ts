import { useMemo, useSyncExternalStore } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSite, type ReservationConfirmed, type ReservationKind } from '@dealerline/shared';
import { browserStorage } from '@dealerline/shared/ui';
import { useFindReservationQuery } from '../api/create-reservation';
import { checkoutProgressKey, readCheckoutProgress } from '../utils/checkout-progress';
import { ownReservationIn, ownReservationsKey } from '../utils/own-reservations';

export interface FoundOwnReservation {
  kind: ReservationKind;
  confirmed: ReservationConfirmed;
}

/** Another tab of the site keeping a paid reservation (the window's storage event) is read at once. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The reservation of this car that this browser paid for in another checkout (another tab, or the other kind:
 * reserved, then Buy Online), as the server has it now: asked under that payment's key
 * (GET /api/cars/{slug}/reservation), so nothing is shown to a browser that did not pay, and a reservation
 * cancelled since is not found. A payment made by this tab's own checkout of this kind is left to it (its
 * confirmation). Nothing while hydrating: the server cannot know.
 */
export function useOwnReservation(
  slug: string,
  kind: ReservationKind,
): { checking: boolean; found: FoundOwnReservation | null } {
  const { slug: site } = useSite();
  const kept = useSyncExternalStore(
    subscribe,
    () => browserStorage('local')?.getItem(ownReservationsKey(site)) ?? null,
    () => null,
  );
  const own = useMemo(() => ownReservationIn(kept, slug), [kept, slug]);
  const tabKey =
    own &&
    readCheckoutProgress(browserStorage('session'), checkoutProgressKey(site, kind, slug)).idempotencyKey;
  const ask = own !== null && own.idempotencyKey !== tabKey;
  const { currentData, isFetching, isUninitialized } = useFindReservationQuery(
    ask ? { slug, kind: own.kind, idempotencyKey: own.idempotencyKey } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  return {
    checking: ask && currentData === undefined && (isUninitialized || isFetching),
    found: ask && currentData ? { kind: own.kind, confirmed: currentData } : null,
  };
}
