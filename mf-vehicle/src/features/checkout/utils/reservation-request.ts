import type { ReservationKind, ReservationRequest } from '@dealerline/shared';
import type { ContactValues } from '../components/contact-step';
import type { PaymentValues } from '../components/payment-step';

/**
 * POST /api/cars/{slug}/reservations' body: the contact step's details trimmed, the disclaimer, the card, and
 * the car's price the checkout showed (its deposit was worked out from it: the server charges no other).
 */
export function reservationRequest(
  kind: ReservationKind,
  contact: ContactValues,
  payment: PaymentValues,
  price: number,
): ReservationRequest {
  return {
    kind,
    name: contact.name.trim(),
    last_name: contact.last_name.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    postcode: contact.postcode,
    terms_conditions: contact.disclaimer === true,
    payment,
    price,
  };
}
