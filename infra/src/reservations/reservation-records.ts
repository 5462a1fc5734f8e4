import type { Car } from '../../../shared/src/domain/car';
import type { LeadSubmission, ReservationRequest } from '../../../shared/src/domain/vehicle';
import { formatAud } from '../../../shared/src/format/currency';
import { reservationLeadCategory } from '../../../shared/src/rules/lead-category';
import type { CheckedCard } from './payment-card-of';
import type { ReservationRow } from './reservations-repository';

export const DEPOSIT_CURRENCY = 'AUD';

/** The lead a reservation sends the dealer (category Reserve or Buy Online, spec §7.4 fields). */
export function reservationLead(
  car: Car,
  request: ReservationRequest,
  payment: { deposit: number; reservationId: string; reference: string },
): LeadSubmission {
  const reserve = request.kind === 'reserve';
  return {
    category: reservationLeadCategory(request.kind),
    subcategory: null,
    name: request.name.trim(),
    last_name: request.last_name?.trim() || null,
    email: request.email,
    phone: request.phone,
    postcode: request.postcode ?? null,
    message: `${reserve ? 'Reserved' : 'Bought online'} with a deposit of ${formatAud(payment.deposit)} paid by card.`,
    dealership_slug: car.dealership_slug,
    car_id: car.id,
    source: 'Website',
    params: {
      reservation_id: payment.reservationId,
      deposit: payment.deposit,
      payment_reference: payment.reference,
      stock_number: car.stocknum,
      terms_conditions: request.terms_conditions === true,
    },
  };
}

/** The reservation's row: the shopper, the car as it was, the payment (card brand and last 4 digits only). */
export function reservationRow(
  car: Car,
  input: { tenant: { site: { id: number } }; request: ReservationRequest; idempotencyKey: string | null },
  payment: {
    id: string;
    depositCents: number;
    provider: string;
    reference: string;
    card: CheckedCard;
    leadId: string;
  },
): ReservationRow {
  const { request } = input;
  return {
    id: payment.id,
    site_id: input.tenant.site.id,
    car_id: car.id,
    car_slug: car.slug,
    car_name: car.name,
    dealership_id: car.dealership_id,
    kind: request.kind,
    name: request.name.trim(),
    last_name: request.last_name?.trim() || null,
    email: request.email,
    phone: request.phone,
    postcode: request.postcode ?? null,
    deposit_cents: payment.depositCents,
    currency: DEPOSIT_CURRENCY,
    payment_provider: payment.provider,
    payment_reference: payment.reference,
    card_brand: payment.card.brand,
    card_last4: payment.card.last4,
    lead_id: payment.leadId,
    idempotency_key: input.idempotencyKey,
  };
}
