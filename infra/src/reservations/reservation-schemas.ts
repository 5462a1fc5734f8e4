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
    /** The price the checkout showed (ReservationRequest.price): no payment when the car's is another. */
    price: { type: 'number', minimum: 0, maximum: 100_000_000 },
  },
} as const;

/** 409 ReservationRepriced: the car's price changed since the checkout read it. */
export const reservationRepricedSchema = {
  type: 'object',
  required: ['message', 'price'],
  additionalProperties: false,
  properties: { message: { type: 'string' }, price: { type: 'number' } },
} as const;

/** GET /api/cars/{slug}/reservation's query: the checkout's kind (and the site, as every tenant route). */
export const reservationLookupQuery = {
  type: 'object',
  required: ['kind'],
  properties: {
    site: { type: 'string', maxLength: 100 },
    kind: { type: 'string', enum: ['reserve', 'buy_online'] },
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
