import { useEffect, useMemo, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { useParams } from 'react-router';
import {
  useDealer,
  useSite,
  type ReservationConfirmed,
  type ReservationKind,
  type VehicleDetailResponse,
} from '@dealerline/shared';
import { LoadError, useHydrated } from '@dealerline/shared/ui';
import { useGetVehicleQuery } from '../../vehicle-detail/api/get-vehicle';
import { useFindReservationQuery } from '../api/create-reservation';
import { useCheckoutProgress } from '../hooks/use-checkout-progress';
import { useOwnReservation } from '../hooks/use-own-reservation';
import { BLOCKER_MESSAGES, checkoutBlocker } from '../utils/checkout-blocker';
import { NO_PROGRESS } from '../utils/checkout-progress';
import { CHECKOUT_TEXTS, checkoutKind } from '../utils/checkout-kind';
import { CarSummary } from './car-summary';
import { CheckoutFlow } from './checkout-flow';
import { CheckoutNotice } from './checkout-notice';
import { OwnReservationNotice } from './own-reservation-notice';

const NOT_FOUND = 'Sorry, this car could not be found. It may have been sold or the link may be out of date.';

/**
 * How old (seconds) an answer for the car may be and still count as fresh. The server's answer for this very
 * page is seconds old when the browser hydrates it: were it read again, the server would render "Loading
 * vehicle…" (on the server a query starts in render, so every pass would start it again) while the browser's
 * first render showed the car, and React would throw the server's HTML away. The vehicle page's answer is
 * reused only when the shopper chose Reserve within this time; the reservation is checked again by the
 * server in one transaction anyway.
 */
export const FRESH_CAR_SECONDS = 30;

/**
 * The car of one checkout, read fresh from GET /api/cars/{slug} (see FRESH_CAR_SECONDS): the checkout when
 * spec §4's reserve rule allows it, else a clear message instead of the form. Once the checkout has started
 * it keeps its car, so the confirmation stays when the car then reads as reserved; the tab keeps the
 * checkout's progress (use-checkout-progress.ts), so a reload comes back to the details typed or to the
 * confirmation, not to "already reserved". A checkout that paid but lost the answer (a reload while paying, a
 * dropped connection) kept no confirmation, and finds the car reserved: it asks the server whether by its own
 * payment (useFindReservationQuery, under its key) and, if so, shows that confirmation. A car this browser
 * paid for in another checkout (another tab, or reserved and now Buy Online) shows that reservation as the
 * shopper's own (useOwnReservation), not "already reserved", and no form to pay again: at once, or as soon as
 * another tab pays while this one is open. A car whose price changed while the shopper paid is read again
 * and kept with its new price (onRepriced).
 */
function CheckoutBody({ slug, kind }: { slug: string; kind: ReservationKind }) {
  const site = useSite();
  const dealer = useDealer();
  const { currentData, isError, isFetching, refetch } = useGetVehicleQuery(slug, {
    refetchOnMountOrArgChange: FRESH_CAR_SECONDS,
  });
  const hydrated = useHydrated();
  const { kept, keep } = useCheckoutProgress(kind, slug);
  const mine = useOwnReservation(slug, kind);
  const [held, setHeld] = useState<VehicleDetailResponse | null>(null);
  const fresh = isFetching ? undefined : currentData;
  const blocker = fresh ? checkoutBlocker(fresh.car, kind, site, dealer) : null;
  // The confirmation of a payment whose answer was lost, found under the tab's key.
  const [found, setFound] = useState<ReservationConfirmed | null>(null);
  const key = kept.idempotencyKey;
  const askOwn = !held && !kept.confirmed && key !== null && blocker !== null;
  const own = useFindReservationQuery(
    { slug, kind, idempotencyKey: key ?? '' },
    { skip: !askOwn, refetchOnMountOrArgChange: true },
  );
  if (askOwn && own.currentData && !found) setFound(own.currentData);
  const progress = useMemo(() => (found ? { ...kept, confirmed: found } : kept), [found, kept]);
  useEffect(() => {
    if (found) keep(progress);
  }, [found, keep, progress]);
  // A car this tab has just reserved reads as reserved: its kept confirmation is shown, not the blocker.
  if (!held && fresh && (progress.confirmed || !blocker)) setHeld(fresh);
  const detail = held ?? fresh;
  const carPath = `/cars/${slug}`;

  const readAgain = async () => {
    const again = await refetch()
      .unwrap()
      .catch(() => null);
    if (again) setHeld(again);
  };

  // Only the browser knows whether it paid for this car (the tab's progress, its own reservations): the server
  // does not tell the shopper who paid and reloads that the car "has already been reserved".
  if (!hydrated && !held && blocker === BLOCKER_MESSAGES.reserved) {
    return (
      <p role="status" aria-busy="true">
        Checking this car…
      </p>
    );
  }
  if ((askOwn && !found && (own.isUninitialized || own.isFetching)) || (!held && mine.checking)) {
    return (
      <p role="status" aria-busy="true">
        Checking your payment…
      </p>
    );
  }
  if (detail) {
    const { car, dealership } = detail;
    return (
      <>
        <CarSummary car={car} dealershipName={dealership.name} />
        {mine.found ? (
          <OwnReservationNotice own={mine.found} dealershipName={dealership.name} carPath={carPath} />
        ) : held ? (
          <CheckoutFlow
            key={progress === NO_PROGRESS ? 'new' : 'kept'}
            car={car}
            kind={kind}
            dealershipName={dealership.name}
            kept={progress}
            onProgress={keep}
            onRepriced={readAgain}
          />
        ) : (
          <CheckoutNotice message={blocker ?? ''} carPath={carPath} />
        )}
      </>
    );
  }
  if (fresh === null) return <CheckoutNotice message={NOT_FOUND} />;
  if (isError && !isFetching) return <LoadError what="this vehicle" onRetry={() => void refetch()} />;
  return (
    <p role="status" aria-busy="true">
      Loading vehicle…
    </p>
  );
}

/** /cars/{slug}/checkout (variant 'reserve') and /cars/{slug}/buy-online (variant 'buy-online'). */
export function CheckoutPage({ variant }: { variant?: string }) {
  const theme = useTheme();
  const { slug = '' } = useParams();
  const kind = checkoutKind(variant);
  return (
    <section
      aria-labelledby="checkout-heading"
      data-checkout={kind}
      css={css`
        display: grid;
        gap: ${theme.space(5)};
        max-width: 720px;
        margin: 0 auto;
      `}
    >
      <h1
        id="checkout-heading"
        css={css`
          margin: 0;
        `}
      >
        {CHECKOUT_TEXTS[kind].heading}
      </h1>
      <CheckoutBody key={`${kind}:${slug}`} slug={slug} kind={kind} />
    </section>
  );
}
