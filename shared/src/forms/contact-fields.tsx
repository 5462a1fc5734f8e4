import { Fragment, type ComponentProps } from 'react';
import { useForm } from 'react-final-form';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '../rules/contact-details';
import { normalisePostcodeInput } from '../rules/postcode';
import { POSTCODE_INPUT, postcodePaste } from './postcode-input';
import { TextInputField } from './text-input-field';

export type ContactFieldName = 'name' | 'last_name' | 'email' | 'phone' | 'postcode';

/** Spec §3 lead form fields: their labels (First Name, Mobile Number, Email Address) and input kinds. */
const CONTACT_FIELDS: Record<ContactFieldName, Omit<ComponentProps<typeof TextInputField>, 'name' | 'id'>> = {
  name: { label: 'First Name', autoComplete: 'given-name', maxLength: MAX_NAME_LENGTH },
  last_name: { label: 'Last Name', autoComplete: 'family-name', maxLength: MAX_NAME_LENGTH },
  email: { label: 'Email Address', type: 'email', autoComplete: 'email', maxLength: MAX_EMAIL_LENGTH },
  phone: { label: 'Mobile Number', type: 'tel', autoComplete: 'tel', maxLength: MAX_PHONE_LENGTH },
  // Spec §5: input limited to 4 characters, digits only, no thousand separator (every postcode box's).
  postcode: { label: 'Postcode', ...POSTCODE_INPUT, parse: normalisePostcodeInput },
};

const DEFAULT_ORDER: readonly ContactFieldName[] = ['name', 'last_name', 'email', 'phone', 'postcode'];

/**
 * The contact fields of the lead forms (lead forms, trade-in, finance application, checkout), in the form's
 * order, each capped at its rule's length; `fullWidth` fields span the form grid (formGridStyle's `.full`).
 * The postcode takes a pasted address's postcode (postcodePaste). The form validates them as a whole
 * (contactErrors).
 */
export function ContactFields({
  idOf,
  order = DEFAULT_ORDER,
  fullWidth = [],
}: {
  idOf: (field: ContactFieldName) => string;
  order?: readonly ContactFieldName[];
  fullWidth?: readonly ContactFieldName[];
}) {
  const form = useForm();
  const pastePostcode = postcodePaste((postcode) => form.change('postcode', postcode));
  return (
    <>
      {order.map((field) => {
        const input = (
          <TextInputField
            name={field}
            id={idOf(field)}
            {...CONTACT_FIELDS[field]}
            onPaste={field === 'postcode' ? pastePostcode : undefined}
          />
        );
        return (
          <Fragment key={field}>
            {fullWidth.includes(field) ? <div className="full">{input}</div> : input}
          </Fragment>
        );
      })}
    </>
  );
}
