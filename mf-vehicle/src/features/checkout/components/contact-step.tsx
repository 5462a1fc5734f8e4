import { useMemo } from 'react';
import { readContact, useSite } from '@dealerline/shared';
import {
  ContactFields,
  contactAndDisclaimerErrors,
  DisclaimerCheckbox,
  orderedErrors,
  ValidatedForm,
  type ContactFieldName,
} from '@dealerline/shared/forms';

export interface ContactValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  disclaimer: boolean;
}

type ContactStepField = ContactFieldName | 'disclaimer';

const FIELD_ORDER: ContactStepField[] = ['name', 'last_name', 'email', 'phone', 'postcode', 'disclaimer'];
const checkoutFieldId = (field: ContactStepField) => `checkout-${field.replace('_', '-')}`;

/**
 * Step 1: who is reserving, with the lead forms' contact fields and rules (spec §3 labels) and the disclaimer
 * (spec §5: required, the same text and message). The error list heads an invalid submit. Its button only
 * advances to the payment step (spec §4: earlier steps advance). As on the lead forms, contact details kept
 * from an earlier lead are filled in (spec §3), unless the checkout gives its own; the disclaimer never is.
 */
export function ContactStep({
  initialValues,
  onNext,
}: {
  initialValues?: Partial<ContactValues>;
  onNext: (values: ContactValues) => void;
}) {
  const { slug } = useSite();
  const filledIn = useMemo(() => initialValues ?? readContact(slug) ?? undefined, [initialValues, slug]);
  return (
    <ValidatedForm<ContactValues>
      onSubmit={(values) => onNext(values)}
      validate={contactAndDisclaimerErrors}
      initialValues={filledIn}
      listErrors={(errors) => orderedErrors<ContactValues>(errors, FIELD_ORDER, checkoutFieldId)}
      submitLabel="Continue to payment"
    >
      <ContactFields idOf={checkoutFieldId} />
      <div className="full">
        <DisclaimerCheckbox id={checkoutFieldId('disclaimer')} />
      </div>
    </ValidatedForm>
  );
}
