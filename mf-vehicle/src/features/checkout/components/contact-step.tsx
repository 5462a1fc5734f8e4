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
 * advances to the payment step (spec §4: earlier steps advance).
 */
export function ContactStep({
  initialValues,
  onNext,
}: {
  initialValues?: Partial<ContactValues>;
  onNext: (values: ContactValues) => void;
}) {
  return (
    <ValidatedForm<ContactValues>
      onSubmit={(values) => onNext(values)}
      validate={contactAndDisclaimerErrors}
      initialValues={initialValues}
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
