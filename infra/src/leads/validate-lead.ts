import type { DealerConfig } from '../../../shared/src/domain/site';
import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import {
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePhone,
} from '../../../shared/src/rules/contact-details';
import { normaliseLeadCategory } from '../../../shared/src/rules/lead-category';
import { isMessageRequired, validateLeadMessage } from '../../../shared/src/rules/lead-message';
import { DISCLAIMER_ERROR } from '../../../shared/src/rules/messages';
import { validatePostcode } from '../../../shared/src/rules/postcode';
import { validateRego } from '../../../shared/src/rules/valuation-input';
import { acceptedOfferLeadId } from './accepted-offer';
import { RequestError } from './request-errors';

/** Contact details as leads and reservations carry them. */
export type ContactDetails = Pick<LeadSubmission, 'name' | 'last_name' | 'email' | 'phone' | 'postcode'>;

/**
 * The first failing contact rule's message (shared/src/rules: first name, last name when given, email, phone,
 * postcode when given), or undefined when all pass: the browser's checks again on the server.
 */
export function contactProblem(contact: ContactDetails): string | undefined {
  return (
    validateFirstName(contact.name) ??
    (contact.last_name ? validateLastName(contact.last_name) : undefined) ??
    validateEmail(contact.email) ??
    validatePhone(contact.phone) ??
    (contact.postcode != null ? validatePostcode(contact.postcode) : undefined)
  );
}

/**
 * Spec §5, trade-in / lead form: the postcode (required, 4 digits) and the disclaimer (required), which every
 * form that sends a lead asks, the checkout's included.
 */
export function leadFormProblem(postcode: string | null | undefined, agreed: boolean): string | undefined {
  return validatePostcode(postcode) ?? (agreed ? undefined : DISCLAIMER_ERROR);
}

/**
 * The browser's rules again on a submission the JSON schema accepted (shared/src/rules: names, email, phone,
 * postcode and disclaimer, the Rego a lead form asks for, message): the first failing rule's message as a 400.
 * A message is required by category (`isMessageRequired`) unless the dealer's lead_message_optional relaxes
 * it: the server cannot tell which form sent the lead, so with the setting on it trusts the form's choice.
 * Returns the submission with Careers turned into General Enquiry / Career Enquiry (spec §5).
 */
export function validateLead(
  submission: LeadSubmission,
  dealer: Pick<DealerConfig, 'lead_message_optional'>,
): LeadSubmission {
  const rego = submission.params?.Rego;
  const problem =
    contactProblem(submission) ??
    // Spec §7.6's accepted offer has no form: it follows the trade-in lead that asked both (the route checks
    // that its lead_id is one).
    (acceptedOfferLeadId(submission) !== null
      ? undefined
      : leadFormProblem(submission.postcode, submission.params?.terms_conditions === true)) ??
    (typeof rego === 'string' && rego.trim() !== '' ? validateRego(rego) : undefined) ??
    validateLeadMessage(
      submission.message,
      isMessageRequired({
        category: submission.category,
        dealerAllowsOptional: dealer.lead_message_optional === true,
        formAllowsOptional: true,
      }),
    );
  if (problem) throw new RequestError(400, problem);
  const { category, subcategory } = normaliseLeadCategory(submission.category, submission.subcategory);
  return { ...submission, category, subcategory };
}
