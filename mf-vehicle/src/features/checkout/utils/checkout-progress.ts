import type { ReservationConfirmed, ReservationKind } from '@dealerline/shared';
import type { ContactValues } from '../components/contact-step';

/**
 * How far the shopper got in one car's checkout, kept for the browser tab (sessionStorage) so a reload or a
 * return to the page does not lose it: the contact details (never the card), the idempotency key of the
 * payment (a payment sent again after a reload is answered with the first one's result, not charged twice or
 * refused as taken by the shopper's own reservation), and the confirmation once paid.
 */
export interface CheckoutProgress {
  contact: ContactValues | null;
  idempotencyKey: string | null;
  confirmed: ReservationConfirmed | null;
}

export const NO_PROGRESS: CheckoutProgress = { contact: null, idempotencyKey: null, confirmed: null };

export const checkoutProgressKey = (site: string, kind: ReservationKind, carSlug: string): string =>
  `dealerline:${site}:checkout:${kind}:${carSlug}`;

const isText = (value: unknown): value is string => typeof value === 'string';

function contactOf(value: unknown): ContactValues | null {
  const v = value as Partial<Record<keyof ContactValues, unknown>> | null;
  if (typeof v !== 'object' || v === null) return null;
  const { name, last_name, email, phone, postcode, disclaimer } = v;
  if (![name, last_name, email, phone, postcode].every(isText) || typeof disclaimer !== 'boolean')
    return null;
  return { name, last_name, email, phone, postcode, disclaimer } as ContactValues;
}

function confirmedOf(value: unknown): ReservationConfirmed | null {
  const v = value as Partial<Record<keyof ReservationConfirmed, unknown>> | null;
  if (typeof v !== 'object' || v === null) return null;
  const { reservation_id, lead_id, deposit, payment_reference } = v;
  if (![reservation_id, lead_id, payment_reference].every(isText) || typeof deposit !== 'number') return null;
  return { reservation_id, lead_id, deposit, payment_reference } as ReservationConfirmed;
}

/** The kept progress of a checkout; nothing (NO_PROGRESS) without storage or for anything malformed. */
export function readCheckoutProgress(storage: Storage | null, key: string): CheckoutProgress {
  try {
    const kept = JSON.parse(storage?.getItem(key) ?? 'null') as Record<string, unknown> | null;
    if (typeof kept !== 'object' || kept === null) return NO_PROGRESS;
    const contact = contactOf(kept.contact);
    return {
      contact,
      idempotencyKey: contact && isText(kept.idempotencyKey) ? kept.idempotencyKey : null,
      confirmed: contact ? confirmedOf(kept.confirmed) : null,
    };
  } catch {
    return NO_PROGRESS;
  }
}

export function writeCheckoutProgress(
  storage: Storage | null,
  key: string,
  progress: CheckoutProgress,
): void {
  try {
    storage?.setItem(key, JSON.stringify(progress));
  } catch {
    // Storage full or blocked: the checkout then lasts for this page only, as before.
  }
}
