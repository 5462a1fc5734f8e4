import type { LeadCategory } from '../../../shared/src/domain/vehicle';
import { LEAD_ATTRIBUTION_LIMITS as LIMITS } from '../../../shared/src/rules/lead-attribution';
import { HONEYPOT_FIELD } from '../../../shared/src/rules/lead-honeypot';
import { MAX_ROW_ID } from '../db/db';

/** Every category of LeadCategory (shared/src/domain/vehicle.ts); the schema accepts no other. */
export const LEAD_CATEGORIES: readonly LeadCategory[] = [
  'General Enquiry',
  'Vehicle Enquiry',
  'Test Drive',
  'Request Photos',
  'Trade-In',
  'Finance',
  'Reserve',
  'Buy Online',
  'Service',
  'Fleet',
  'Careers',
];

const nullable = (schema: Record<string, unknown>) => ({
  anyOf: [schema, { type: 'null' }],
});

/** Something other than white space. */
const NOT_BLANK = '\\S';

/** The contact fields a lead and a reservation share (size limits: the spec gives none). */
export const contactProperties = {
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: NOT_BLANK },
  last_name: nullable({ type: 'string', maxLength: 100 }),
  /** The address's form is validateEmail's (shared/src/rules), the browser's own rule: one rule, not two. */
  email: { type: 'string', maxLength: 254 },
  /** 6 to 20 characters of digits, spaces, brackets, dashes and a leading +; validatePhone decides. */
  phone: { type: 'string', pattern: '^\\+?[0-9 ()-]{6,20}$' },
  postcode: nullable({ type: 'string', pattern: '^[0-9]{4}$' }),
} as const;

const shortText = { type: 'string', maxLength: 2000 } as const;

/** A page address (shared/src/rules/lead-attribution.ts: the browser fits it to this). */
const leadUrl = { type: 'string', maxLength: LIMITS.urlLength } as const;

/** POST /api/leads body: LeadSubmission. Unknown fields are refused. */
export const leadSubmissionSchema = {
  type: 'object',
  required: ['category', 'subcategory', 'name', 'email', 'phone', 'dealership_slug'],
  additionalProperties: false,
  properties: {
    category: { type: 'string', enum: LEAD_CATEGORIES },
    subcategory: nullable({ type: 'string', maxLength: 200 }),
    ...contactProperties,
    message: nullable({ type: 'string', maxLength: 5000 }),
    opt_in: { type: 'boolean' },
    dealership_slug: nullable({ type: 'string', minLength: 1, maxLength: 100 }),
    car_id: nullable({ type: 'integer', minimum: 1, maximum: MAX_ROW_ID }),
    car_dealership_id: nullable({ type: 'integer', minimum: 1, maximum: MAX_ROW_ID }),
    user_agent: nullable({ type: 'string', maxLength: LIMITS.userAgentLength }),
    /** The honeypot (see honeypot.ts): any text up to the limit, so a bot's answer looks accepted. */
    [HONEYPOT_FIELD]: { type: 'string', maxLength: 2000 },
    additional_services: {
      type: 'array',
      maxItems: 20,
      items: { type: 'string', minLength: 1, maxLength: 100 },
    },
    params: {
      type: 'object',
      maxProperties: 50,
      propertyNames: { maxLength: 100 },
      additionalProperties: { anyOf: [shortText, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
    },
    url: nullable(leadUrl),
    source: { type: 'string', const: 'Website' },
    lead_attributes: {
      type: 'object',
      additionalProperties: false,
      properties: {
        visited_pages: { type: 'array', maxItems: LIMITS.visitedPages, items: leadUrl },
        linked_query_params: {
          type: 'object',
          maxProperties: LIMITS.queryParams,
          propertyNames: { maxLength: LIMITS.queryNameLength },
          additionalProperties: { type: 'string', maxLength: LIMITS.queryValueLength },
        },
      },
    },
  },
} as const;

export const leadAcceptedSchema = {
  type: 'object',
  required: ['lead_id'],
  additionalProperties: false,
  properties: { lead_id: { type: 'string' } },
} as const;

/** A refused lead: the message a shopper reads and, for a lead the schema refused, the schema's own sentence. */
export const leadErrorSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' }, detail: { type: 'string' } },
} as const;
