import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { formatAud } from '@dealerline/shared';
import { AcceptedPayments } from '@dealerline/shared/ui';
import { FormErrorAlert, SubmitButton, TextInputField } from '@dealerline/shared/forms';
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

const CARD_NUMBER_ID = 'checkout-card-number';
const digitsOnly = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);
const validateNameOnCard = (value: string | undefined) =>
  value && value.trim() ? undefined : CARD_MESSAGES.nameOnCard;

/**
 * Step 2: the deposit, by card, with the accepted payments display (spec §2). This step submits: while the
 * payment runs the button is disabled with a spinner; `onPay` resolves with the message to show here when
 * the payment did not go through (a decline), or undefined.
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
  onPay: (values: PaymentValues) => Promise<string | undefined>;
}) {
  const theme = useTheme();
  const amount = formatAud(deposit);
  return (
    <Form<PaymentValues>
      onSubmit={async (values) => {
        const error = await onPay(values);
        if (!error) return undefined;
        // The card is what to change after a decline: focus goes to its number (the alert says why).
        window.setTimeout(() => document.getElementById(CARD_NUMBER_ID)?.focus());
        return { [FORM_ERROR]: error };
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form
          noValidate
          aria-label="Deposit payment"
          onSubmit={handleSubmit}
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
          <TextInputField
            id={CARD_NUMBER_ID}
            name="card_number"
            label="Card number"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            parse={formatCardNumberInput}
            validate={validateCardNumber}
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
              id="checkout-expiry"
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
              id="checkout-cvc"
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
            id="checkout-name-on-card"
            name="name_on_card"
            label="Name on card"
            autoComplete="cc-name"
            maxLength={100}
            validate={validateNameOnCard}
          />
          {submitError && <FormErrorAlert message={String(submitError)} />}
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
