import { css, useTheme } from '@emotion/react';
import { useSite, type ReservationConfirmed, type ReservationKind } from '@dealerline/shared';
import { RESERVATION_HOLD, RESERVATION_NEXT_STEPS } from '@dealerline/shared/rules';
import { PageLink } from '@dealerline/shared/ui';
import { ConfirmationFigures } from './confirmation-figures';

/** Step 3: what was paid, the references to quote, and what happens next. */
export function ConfirmationStep({
  confirmed,
  kind,
  dealershipName,
  contact,
  carPath,
}: {
  confirmed: ReservationConfirmed;
  kind: ReservationKind;
  dealershipName: string;
  contact: { email: string; phone: string };
  carPath: string;
}) {
  const theme = useTheme();
  const { tag_wording: wording } = useSite();
  const { reference, followUp } = RESERVATION_NEXT_STEPS[kind];
  return (
    <div
      data-confirmation
      css={css`
        display: grid;
        gap: ${theme.space(4)};
      `}
    >
      <ConfirmationFigures confirmed={confirmed} kind={kind} />
      <section aria-labelledby="checkout-next-heading">
        <h3
          id="checkout-next-heading"
          css={css`
            margin: 0 0 ${theme.space(2)};
          `}
        >
          What happens next
        </h3>
        <ol
          css={css`
            margin: 0;
            padding-left: 1.25rem;
            display: grid;
            gap: ${theme.space(1)};
          `}
        >
          <li>
            The car is now held for you: its listing shows {wording.reserved} and {RESERVATION_HOLD}.
          </li>
          <li>
            {dealershipName} will contact you on {contact.phone} or at {contact.email} within one business day{' '}
            {followUp}
          </li>
          <li>Quote your {reference.toLowerCase()} whenever you contact us about this car.</li>
        </ol>
      </section>
      <PageLink
        to={carPath}
        css={css`
          color: ${theme.colors.text};
          font-weight: 600;
        `}
      >
        Back to the car
      </PageLink>
    </div>
  );
}
