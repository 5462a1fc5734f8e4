import { css, useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { ContactFields, contactErrors, SubmitButton, type ContactFieldName } from '@dealerline/shared/forms';

export interface ContactValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
}

const checkoutFieldId = (field: ContactFieldName) => `checkout-${field.replace('_', '-')}`;

/**
 * Step 1: who is reserving, with the lead forms' contact fields and rules (spec §3 labels). Its button only
 * advances to the payment step (spec §4: earlier steps advance).
 */
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
      validate={contactErrors}
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
          <ContactFields idOf={checkoutFieldId} />
          <SubmitButton label="Continue to payment" submitting={false} />
        </form>
      )}
    />
  );
}
