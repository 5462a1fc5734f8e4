import { useEffect, useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { formatAud } from '@dealerline/shared';
import { AcceptedPayments } from '@dealerline/shared/ui';
import {
  ErrorSummary,
  FormErrorAlert,
  orderedErrors,
  RequiredFieldsNote,
  SubmitButton,
  TextInputField,
  useErrorSummaryFocus,
} from '@dealerline/shared/forms';
import {
  CARD_MESSAGES,
  formatCardNumberInput,
  formatExpiryInput,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from '@dealerline/shared/rules';
import type { CheckoutTexts } from '../utils/checkout-kind';

export interface PaymentValues {
  card_number: string;
  expiry: string;
  cvc: string;
  name_on_card: string;
}

/** The decline's alert, which also describes the card number. */
const DECLINE_ID = 'checkout-payment-error';

/**
 * Why a payment did not go through, shown on this step: the card (a decline: its number is what to change) or
 * something else (the car's price changed meanwhile and the step now shows the new deposit; too many
 * declines from this connection): the card is then neither marked invalid nor focused.
 */
export interface PaymentProblem {
  message: string;
  about: 'card' | 'other';
}
const FIELD_IDS: Record<keyof PaymentValues, string> = {
  card_number: 'checkout-card-number',
  expiry: 'checkout-expiry',
  cvc: 'checkout-cvc',
  name_on_card: 'checkout-name-on-card',
};
const FIELD_ORDER = Object.keys(FIELD_IDS) as (keyof PaymentValues)[];
const digitsOnly = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);
const validateNameOnCard = (value: string | undefined) =>
  value && value.trim() ? undefined : CARD_MESSAGES.nameOnCard;

/** The alert of a problem that is not the card's (a new price, too many declines), focused as it appears. */
function ProblemAlert({ message }: { message: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} data-payment-problem>
      <FormErrorAlert message={message} />
    </div>
  );
}

/**
 * Step 2: the deposit, by card, with the accepted payments display (spec §2). This step submits: while the
 * payment runs the button is disabled with a spinner; `onPay` resolves with the problem to show here when
 * the payment did not go through (a decline, a new price), or undefined. Each field has its own rule, which
 * also marks it required (TextInputField); the note on the marks comes before the first.
 */
export function PaymentStep({
  deposit,
  price,
  texts,
  onPay,
}: {
  deposit: number;
  /** The car's price, for what the deposit leaves to pay. */
  price: number;
  texts: CheckoutTexts;
  onPay: (values: PaymentValues) => Promise<PaymentProblem | undefined>;
}) {
  const theme = useTheme();
  const amount = formatAud(deposit);
  const { summary, invalidSubmit } = useErrorSummaryFocus();
  const [problem, setProblem] = useState<PaymentProblem['about']>('card');
  return (
    <Form<PaymentValues>
      onSubmit={async (values) => {
        const error = await onPay(values);
        if (!error) return undefined;
        setProblem(error.about);
        // The card is what to change after a decline: focus goes to its number (the alert says why). Else it
        // goes to the alert as it appears (ProblemAlert; after a new price: above the new amount on the button).
        if (error.about === 'card')
          window.setTimeout(() => document.getElementById(FIELD_IDS.card_number)?.focus());
        return { [FORM_ERROR]: error.message };
      }}
      render={({
        handleSubmit,
        submitting,
        submitError,
        errors,
        hasValidationErrors,
        submitFailed,
        dirtySinceLastSubmit,
      }) => (
        <form
          noValidate
          aria-label="Deposit payment"
          onSubmit={(event) => {
            if (hasValidationErrors) invalidSubmit();
            void handleSubmit(event);
          }}
          css={css`
            display: grid;
            gap: ${theme.space(4)};
          `}
        >
          <div>
            <p
              css={css`
                margin: 0;
                font-size: 1.25rem;
              `}
            >
              Deposit due today: <strong data-deposit>{amount}</strong>
            </p>
            <p
              css={css`
                margin: ${theme.space(1)} 0 0;
                color: ${theme.colors.muted};
              `}
            >
              {texts.depositNote(deposit, price)}
            </p>
          </div>
          <AcceptedPayments />
          <RequiredFieldsNote />
          <TextInputField
            id={FIELD_IDS.card_number}
            name="card_number"
            label="Card number"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            parse={formatCardNumberInput}
            validate={validateCardNumber}
            alertId={submitError && !dirtySinceLastSubmit && problem === 'card' ? DECLINE_ID : undefined}
          />
          <div
            css={css`
              display: grid;
              grid-template-columns: 1fr 1fr;
              align-items: end;
              gap: ${theme.space(3)};
            `}
          >
            <TextInputField
              id={FIELD_IDS.expiry}
              name="expiry"
              label="Expiry (MM/YY)"
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              maxLength={5}
              parse={formatExpiryInput}
              validate={(value) => validateExpiry(value, new Date())}
            />
            <TextInputField
              id={FIELD_IDS.cvc}
              name="cvc"
              label="Security code (CVC)"
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              parse={digitsOnly(4)}
              validate={(value, values) => validateCvc(value, (values as Partial<PaymentValues>).card_number)}
            />
          </div>
          <TextInputField
            id={FIELD_IDS.name_on_card}
            name="name_on_card"
            label="Name on card"
            autoComplete="cc-name"
            maxLength={100}
            validate={validateNameOnCard}
          />
          {submitFailed && hasValidationErrors && (
            <ErrorSummary
              ref={summary}
              errors={orderedErrors<PaymentValues>(errors ?? {}, FIELD_ORDER, (field) => FIELD_IDS[field])}
            />
          )}
          {submitError && problem === 'card' && (
            <FormErrorAlert id={DECLINE_ID} message={String(submitError)} />
          )}
          {submitError && problem === 'other' && <ProblemAlert message={String(submitError)} />}
          <SubmitButton
            label={texts.payButton(amount)}
            submitting={Boolean(submitting)}
            busyLabel="Processing payment…"
          />
        </form>
      )}
    />
  );
}
