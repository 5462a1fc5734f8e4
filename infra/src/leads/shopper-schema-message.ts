import type { FastifySchemaValidationError } from 'fastify';
import { CONTACT_MESSAGES } from '../../../shared/src/rules/contact-details';
import { MESSAGE_REQUIRED_ERROR, MESSAGE_TOO_LONG_ERROR } from '../../../shared/src/rules/lead-message';
import { POSTCODE_ERROR } from '../../../shared/src/rules/messages';
import { VALUATION_MESSAGES } from '../../../shared/src/rules/valuation-input';
import { schemaErrorField } from './request-errors';

/** A lead the schema refused for a field no shopper types: only a fault of the page sending it does that. */
export const LEAD_NOT_READABLE = 'Sorry, we could not read this form. Please try again later, or call us.';

/** The fields a shopper types on a lead form, with the message that form shows for them (shared/src/rules). */
const SHOPPER_FIELDS: Record<string, (error: FastifySchemaValidationError) => string> = {
  name: () => CONTACT_MESSAGES.name,
  last_name: () => CONTACT_MESSAGES.lastName,
  email: () => CONTACT_MESSAGES.email,
  phone: () => CONTACT_MESSAGES.phone,
  postcode: () => POSTCODE_ERROR,
  message: (error) => (error.keyword === 'maxLength' ? MESSAGE_TOO_LONG_ERROR : MESSAGE_REQUIRED_ERROR),
  'params.Rego': () => VALUATION_MESSAGES.rego,
};

/**
 * What a shopper reads of a lead POST /api/leads refused by its schema: the forms show the API's message as it
 * comes (spec §5 form-level error), so never the schema's wording. A field the shopper types gets the message
 * the form itself gives it; any other field, LEAD_NOT_READABLE.
 */
export function shopperSchemaMessage(errors: readonly FastifySchemaValidationError[]): string {
  const [first] = errors;
  const field = first ? SHOPPER_FIELDS[schemaErrorField(first)] : undefined;
  return first && field ? field(first) : LEAD_NOT_READABLE;
}
