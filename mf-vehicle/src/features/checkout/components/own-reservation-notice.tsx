import { css } from '@emotion/react';
import type { ReservationKind } from '@dealerline/shared';
import { RESERVATION_NEXT_STEPS } from '@dealerline/shared/rules';
import type { FoundOwnReservation } from '../hooks/use-own-reservation';
import { CheckoutNotice } from './checkout-notice';
import { ConfirmationFigures } from './confirmation-figures';

/** Our wording (docs/decisions.md): the spec gives no text for a shopper's second checkout of their car. */
const OWN_RESERVATION_MESSAGES: Record<ReservationKind, string> = {
  reserve: 'You have already reserved this car: it is held for you.',
  buy_online: 'You have already paid the deposit to buy this car online: it is held for you.',
};

/**
 * Instead of the checkout, for a car this browser has already paid for (useOwnReservation): it is the
 * shopper's own reservation, not someone else's, with its figures and the reference to quote.
 */
export function OwnReservationNotice({
  own,
  dealershipName,
  carPath,
}: {
  own: FoundOwnReservation;
  dealershipName: string;
  carPath: string;
}) {
  const { reference } = RESERVATION_NEXT_STEPS[own.kind];
  return (
    <CheckoutNotice message={OWN_RESERVATION_MESSAGES[own.kind]} carPath={carPath}>
      <ConfirmationFigures confirmed={own.confirmed} kind={own.kind} />
      <p
        css={css`
          margin: 0;
        `}
      >
        Quote your {reference.toLowerCase()} whenever you contact {dealershipName} about this car.
      </p>
    </CheckoutNotice>
  );
}
