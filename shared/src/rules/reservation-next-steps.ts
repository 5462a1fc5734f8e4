import type { ReservationKind } from '../domain/vehicle';

/** What a paid deposit does, said on the checkout's confirmation and in the shopper's receipt. */
export const RESERVATION_HOLD = 'no one else can reserve or buy it online';

/**
 * What follows a paid deposit of each kind, the same on the checkout's confirmation and in the receipt email:
 * the reference the shopper quotes, and what the dealer does within one business day.
 */
export const RESERVATION_NEXT_STEPS: Record<ReservationKind, { reference: string; followUp: string }> = {
  reserve: {
    reference: 'Reservation reference',
    followUp: 'to arrange an inspection and a test drive.',
  },
  buy_online: {
    reference: 'Purchase reference',
    followUp: 'to complete the paperwork, settle the balance and arrange delivery or pick-up.',
  },
};
