import { contactProperties } from '../leads/lead-schemas';

/** POST /api/cars/{slug}/reservations params. */
export const reservationParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** ReservationRequest (shared/src/domain/vehicle.ts). The card is checked further by validateCard. */
export const reservationRequestSchema = {
  type: 'object',
  required: ['kind', 'name', 'email', 'phone', 'payment'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['reserve', 'buy_online'] },
    ...contactProperties,
    /** The disclaimer (spec §5): required, checked by leadFormProblem for the form's own message. */
    terms_conditions: { type: 'boolean' },
    payment: {
      type: 'object',
      required: ['card_number', 'expiry', 'cvc', 'name_on_card'],
      additionalProperties: false,
      properties: {
        card_number: { type: 'string', maxLength: 30 },
        expiry: { type: 'string', maxLength: 10 },
        cvc: { type: 'string', maxLength: 10 },
        name_on_card: { type: 'string', maxLength: 100 },
      },
    },
  },
} as const;

/** ReservationConfirmed. */
export const reservationConfirmedSchema = {
  type: 'object',
  required: ['reservation_id', 'lead_id', 'deposit', 'payment_reference'],
  additionalProperties: false,
  properties: {
    reservation_id: { type: 'string' },
    lead_id: { type: 'string' },
    deposit: { type: 'number' },
    payment_reference: { type: 'string' },
  },
} as const;
