import { useEffect, useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import {
  newIdempotencyKey,
  type Car,
  type ReservationConfirmed,
  type ReservationKind,
} from '@dealerline/shared';
import { FORM_SUBMIT_ERROR, reservationDeposit } from '@dealerline/shared/rules';
import { useCreateReservationMutation } from '../api/create-reservation';
import { useReservationSent } from '../hooks/use-reservation-sent';
import { CHECKOUT_TEXTS } from '../utils/checkout-kind';
import { reservationFailure } from '../utils/reservation-failure';
import { NO_PROGRESS, type CheckoutProgress } from '../utils/checkout-progress';
import { reservationRequest } from '../utils/reservation-request';
import { CheckoutNotice } from './checkout-notice';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps';
import { ConfirmationStep } from './confirmation-step';
import { ContactStep, type ContactValues } from './contact-step';
import { PaymentStep, type PaymentProblem, type PaymentValues } from './payment-step';

const STEP_HEADINGS = (kind: ReservationKind): Record<CheckoutStep, string> => ({
  contact: 'Your details',
  payment: 'Deposit payment',
  confirmation: CHECKOUT_TEXTS[kind].confirmedHeading,
});

/**
 * The checkout of one eligible car: contact details → deposit payment → confirmation. Earlier steps only
 * advance; the payment step submits (idle → submitting → success: the contact details kept and the lead's
 * analytics event sent, as after a lead form's lead, then the confirmation; or failure: the server's message
 * on the payment step). A car reserved or sold meanwhile (409) ends the checkout with the server's message and
 * a way back to the search; a car whose price changed meanwhile (409 with its price) is read again
 * (`onRepriced`): the payment step says so and shows the new deposit, to pay again; any other failure alerts
 * "An error occurred when submitting this form" and keeps the server's message (else "An unexpected error
 * occured") on the payment step. A checkout the tab kept (`kept`) starts at its confirmation, or at the
 * details with what was typed.
 */
export function CheckoutFlow({
  car,
  kind,
  dealershipName,
  kept = NO_PROGRESS,
  onProgress = () => undefined,
  onRepriced = async () => undefined,
}: {
  car: Car;
  kind: ReservationKind;
  dealershipName: string;
  /** Where this tab's checkout of the car got to: its details at the first step, or its confirmation. */
  kept?: CheckoutProgress;
  /** Keeps each step's progress (the details, then the confirmation). */
  onProgress?: (progress: CheckoutProgress) => void;
  /** Reads the car again after the server said its price is not the one shown (its new price and deposit). */
  onRepriced?: () => Promise<void>;
}) {
  const theme = useTheme();
  const [step, setStep] = useState<CheckoutStep>(kept.confirmed ? 'confirmation' : 'contact');
  const [contact, setContact] = useState<ContactValues | null>(kept.contact);
  const [confirmed, setConfirmed] = useState<ReservationConfirmed | null>(kept.confirmed);
  const [gone, setGone] = useState<string | null>(null);
  const [idempotencyKey] = useState(() => kept.idempotencyKey ?? newIdempotencyKey());
  const [createReservation] = useCreateReservationMutation();
  const reservationSent = useReservationSent(car);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const deposit = reservationDeposit(car.price, kind);
  const carPath = `/cars/${car.slug}`;

  // Each new step (not the first render) moves focus to its heading, so it is announced.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step, gone]);

  const pay = async (payment: PaymentValues): Promise<PaymentProblem | undefined> => {
    if (!contact) return undefined;
    try {
      const request = reservationRequest(kind, contact, payment, car.price);
      const result = await createReservation({ slug: car.slug, idempotencyKey, request }).unwrap();
      reservationSent(result.lead_id, request);
      onProgress({ contact, idempotencyKey, confirmed: result });
      setConfirmed(result);
      setStep('confirmation');
      return undefined;
    } catch (error) {
      const failure = reservationFailure(error);
      if (failure.kind === 'gone') {
        setGone(failure.message);
        return undefined;
      }
      if (failure.kind === 'repriced') {
        await onRepriced();
        return { message: failure.message, about: 'other' };
      }
      if (failure.kind === 'held') return { message: failure.message, about: 'other' };
      if (failure.kind === 'unexpected') window.alert(FORM_SUBMIT_ERROR);
      return { message: failure.message, about: 'card' };
    }
  };

  const headingStyle = css`
    margin: 0;
    font-size: 1.375rem;
    &:focus {
      outline: none;
    }
  `;

  if (gone) {
    return (
      <section aria-labelledby="checkout-step-heading">
        <h2 id="checkout-step-heading" ref={heading} tabIndex={-1} css={headingStyle}>
          This car is no longer available
        </h2>
        <CheckoutNotice message={gone} carPath={carPath} alert />
      </section>
    );
  }

  return (
    <section
      aria-labelledby="checkout-step-heading"
      data-step={step}
      css={css`
        display: grid;
        gap: ${theme.space(4)};
      `}
    >
      <CheckoutSteps current={step} />
      <h2 id="checkout-step-heading" ref={heading} tabIndex={-1} css={headingStyle}>
        {STEP_HEADINGS(kind)[step]}
      </h2>
      {step === 'contact' && (
        <ContactStep
          initialValues={contact ?? undefined}
          onNext={(values) => {
            setContact(values);
            onProgress({ contact: values, idempotencyKey, confirmed: null });
            setStep('payment');
          }}
        />
      )}
      {step === 'payment' && (
        <PaymentStep deposit={deposit} price={car.price} texts={CHECKOUT_TEXTS[kind]} onPay={pay} />
      )}
      {step === 'confirmation' && confirmed && contact && (
        <ConfirmationStep
          confirmed={confirmed}
          kind={kind}
          dealershipName={dealershipName}
          contact={contact}
          carPath={carPath}
        />
      )}
    </section>
  );
}
