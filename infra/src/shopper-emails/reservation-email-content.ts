import type { Car } from '../../../shared/src/domain/car';
import type { ReservationKind } from '../../../shared/src/domain/vehicle';
import type { Tenant } from '../sites/tenant';

/** Whom the shopper calls about the reservation: the car's dealership, its location's phone else the dealer's. */
export interface EmailDealer {
  name: string;
  phone: string;
  /** Where a reply goes (the dealer's email); null: nowhere but the phone. */
  email: string | null;
}

/**
 * What the receipt says, as it was when the reservation committed (shopper_emails.content, migration 020):
 * the car, the payment (card brand and last 4 digits only, never more of the card) and the dealer. Not the
 * shopper's name or address: those are read from the reservation when the email is sent.
 */
export interface ReceiptContent {
  reservation_id: string;
  kind: ReservationKind;
  site_name: string;
  /** In dollars. */
  deposit: number;
  currency: string;
  payment_reference: string;
  card_brand: string;
  card_last4: string;
  car: { name: string; stocknum: string; url: string };
  /** Buy online: what is left to pay the dealer (0: the deposit is the whole price); reserve: null. */
  balance: number | null;
  dealer: EmailDealer;
  /** Where the car is: its location's name and address; null when the car has no location. */
  location: string | null;
}

/** What the cancellation notice says (the reservation's car and deposit, whether it was refunded, the dealer). */
export interface CancellationContent {
  reservation_id: string;
  kind: ReservationKind;
  site_name: string;
  deposit: number;
  currency: string;
  card_brand: string;
  card_last4: string;
  car_name: string;
  refunded: boolean;
  dealer: EmailDealer;
}

/** The receipt of a reservation of `car` on the tenant's site; `origin` is the site's own (siteOrigin). */
export function receiptContent(
  car: Car,
  tenant: Tenant,
  origin: string,
  payment: {
    reservationId: string;
    kind: ReservationKind;
    deposit: number;
    currency: string;
    reference: string;
    brand: string;
    last4: string;
  },
): ReceiptContent {
  const dealership = tenant.dealer.dealerships.find((d) => d.id === car.dealership_id);
  const place = car.location;
  return {
    reservation_id: payment.reservationId,
    kind: payment.kind,
    site_name: tenant.site.name,
    deposit: payment.deposit,
    currency: payment.currency,
    payment_reference: payment.reference,
    card_brand: payment.brand,
    card_last4: payment.last4,
    car: { name: car.name, stocknum: car.stocknum, url: `${origin}/cars/${encodeURIComponent(car.slug)}` },
    balance: payment.kind === 'buy_online' ? Math.max(0, car.price - payment.deposit) : null,
    dealer: {
      name: dealership?.name ?? tenant.dealer.name,
      phone: place?.phone || tenant.dealer.phone,
      email: tenant.dealer.email || null,
    },
    location: place
      ? [place.name, place.address.street, `${place.address.city} ${place.address.state}`]
          .filter((part) => part.trim())
          .join(', ')
      : null,
  };
}
