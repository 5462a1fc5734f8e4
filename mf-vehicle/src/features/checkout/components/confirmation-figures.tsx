import { css, useTheme } from '@emotion/react';
import { formatAud, type ReservationConfirmed, type ReservationKind } from '@dealerline/shared';
import { RESERVATION_NEXT_STEPS } from '@dealerline/shared/rules';

/** What was paid and the references to quote: the reservation's (or purchase's), the deposit, the payment's. */
export function ConfirmationFigures({
  confirmed,
  kind,
}: {
  confirmed: ReservationConfirmed;
  kind: ReservationKind;
}) {
  const theme = useTheme();
  // The pairs share one grid, so every value lines up; each <div> groups its pair for the list semantics.
  const row = css`
    display: contents;
    dd {
      margin: 0;
      font-weight: 700;
      overflow-wrap: anywhere;
    }
  `;
  return (
    <dl
      css={css`
        display: grid;
        grid-template-columns: max-content 1fr;
        gap: ${theme.space(2)} ${theme.space(4)};
        margin: 0;
      `}
    >
      <div css={row}>
        <dt>{RESERVATION_NEXT_STEPS[kind].reference}</dt>
        <dd data-reservation-id>{confirmed.reservation_id}</dd>
      </div>
      <div css={row}>
        <dt>Deposit paid</dt>
        <dd data-deposit>{formatAud(confirmed.deposit)}</dd>
      </div>
      <div css={row}>
        <dt>Payment reference</dt>
        <dd>{confirmed.payment_reference}</dd>
      </div>
    </dl>
  );
}
