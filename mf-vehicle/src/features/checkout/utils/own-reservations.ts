import type { ReservationKind } from '@dealerline/shared';

/**
 * The reservations this browser has paid for on a site (localStorage, so every tab of the site knows them): for
 * each car, the kind and the payment's Idempotency-Key, never the card, the contact details or the figures. The
 * key is what the server's lookup (GET /api/cars/{slug}/reservation) takes as proof, so a shopper who opens the
 * car's checkout again, in another tab or to buy it online after reserving it, is shown their own reservation
 * as the server has it now (a cancelled one is no longer found), not "reserved by someone else".
 */
export interface OwnReservation {
  slug: string;
  kind: ReservationKind;
  idempotencyKey: string;
}

/** The newest this many are kept: a browser that paid for more cars on one site is an unlikely shopper. */
const OWN_RESERVATIONS_KEPT = 20;

export const ownReservationsKey = (site: string): string => `dealerline:${site}:reservations`;

const isOwnReservation = (value: unknown): value is OwnReservation => {
  const v = value as Partial<Record<keyof OwnReservation, unknown>> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.slug === 'string' &&
    (v.kind === 'reserve' || v.kind === 'buy_online') &&
    typeof v.idempotencyKey === 'string'
  );
};

function parse(kept: string | null): OwnReservation[] {
  try {
    const list = JSON.parse(kept ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter(isOwnReservation) : [];
  } catch {
    return [];
  }
}

/** The latest paid reservation of the car in what the browser keeps (the storage item's text), or null. */
export function ownReservationIn(kept: string | null, slug: string): OwnReservation | null {
  return parse(kept).findLast((own) => own.slug === slug) ?? null;
}

/** Keeps a paid reservation (again: it moves to the newest), dropping the oldest past OWN_RESERVATIONS_KEPT. */
export function keepOwnReservation(storage: Storage | null, site: string, own: OwnReservation): void {
  try {
    const key = ownReservationsKey(site);
    const others = parse(storage?.getItem(key) ?? null).filter(
      (kept) => kept.idempotencyKey !== own.idempotencyKey,
    );
    storage?.setItem(key, JSON.stringify([...others, own].slice(-OWN_RESERVATIONS_KEPT)));
  } catch {
    // Storage full or blocked: other tabs then cannot tell the reservation is this browser's, as before.
  }
}
