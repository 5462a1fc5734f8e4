import { validateEmail, validateFirstName, validateLastName, validatePhone } from '../rules/contact-details';
import { DISCLAIMER_ERROR } from '../rules/messages';
import { validatePostcode } from '../rules/postcode';
import type { HoneypotFields } from '../rules/lead-honeypot';
import type { ContactFieldName } from './contact-fields';
import { leadHoneypot } from './honeypot-field';

/** The messages of the ContactFields (the shared contact and postcode rules); undefined where a field is valid. */
export function contactErrors(
  values: Partial<Record<ContactFieldName, string>>,
): Record<ContactFieldName, string | undefined> {
  return {
    name: validateFirstName(values.name),
    last_name: validateLastName(values.last_name),
    email: validateEmail(values.email),
    phone: validatePhone(values.phone),
    postcode: validatePostcode(values.postcode),
  };
}

/**
 * A lead form of contact details and spec §5's required disclaimer (the trade-in's last step, checkout's first):
 * the failing fields' messages only, as final-form's validate wants them.
 */
export function contactAndDisclaimerErrors(
  values: Partial<Record<ContactFieldName, string>> & { disclaimer?: boolean },
): Partial<Record<ContactFieldName | 'disclaimer', string>> {
  const errors = { ...contactErrors(values), disclaimer: values.disclaimer ? undefined : DISCLAIMER_ERROR };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

const trimmed = (text: string | undefined): string => (text ?? '').trim();

/**
 * The ContactFields as a lead carries them (spec §7.4): the texts trimmed, no postcode as null; with the
 * form's honeypot (HoneypotField) when something filled it, so the server drops the lead.
 */
export function leadContact(values: Partial<Record<ContactFieldName, string> & HoneypotFields>) {
  return {
    name: trimmed(values.name),
    last_name: trimmed(values.last_name),
    email: trimmed(values.email),
    phone: trimmed(values.phone),
    postcode: values.postcode ?? null,
    ...leadHoneypot(values),
  };
}
