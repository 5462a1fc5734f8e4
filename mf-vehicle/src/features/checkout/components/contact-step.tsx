import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import {
  normalisePostcodeInput,
  SubmitButton,
  TextInputField,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePhone,
  validatePostcode,
} from '@dealerline/shared';

export interface ContactValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
}

/** Step 1: who is reserving. Its button only advances to the payment step (spec §4: earlier steps advance). */
export function ContactStep({
  initialValues,
  onNext,
}: {
  initialValues?: Partial<ContactValues>;
  onNext: (values: ContactValues) => void;
}) {
  const theme = useTheme();
  return (
    <Form<ContactValues>
      onSubmit={onNext}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form
          noValidate
          aria-label="Your details"
          onSubmit={handleSubmit}
          css={css`
            display: grid;
            gap: ${theme.space(4)};
          `}
        >
          <TextInputField
            id="checkout-name"
            name="name"
            label="First name"
            autoComplete="given-name"
            validate={validateFirstName}
            maxLength={100}
          />
          <TextInputField
            id="checkout-last-name"
            name="last_name"
            label="Last name"
            autoComplete="family-name"
            validate={validateLastName}
            maxLength={100}
          />
          <TextInputField
            id="checkout-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            validate={validateEmail}
            maxLength={254}
          />
          <TextInputField
            id="checkout-phone"
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            validate={validatePhone}
            maxLength={20}
          />
          <TextInputField
            id="checkout-postcode"
            name="postcode"
            label="Postcode"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={4}
            parse={normalisePostcodeInput}
            validate={validatePostcode}
          />
          <SubmitButton label="Continue to payment" submitting={false} />
        </form>
      )}
    />
  );
}
