import { formatAud } from '../../../shared/src/format/currency';

/** What the reservation route answers when it does not reserve (the spec gives no texts for these). */
export const RESERVATION_MESSAGES = {
  notFound: 'Sorry, this car could not be found.',
  takenByOther: 'Sorry, this car has just been reserved by someone else.',
  sold: 'Sorry, this car has just been sold.',
  notReservable: 'Sorry, this car cannot be reserved online.',
  noBuyOnline: 'Buying online is not available on this site.',
  repriced: (was: number, now: number) =>
    `The price of this car has changed from ${formatAud(was)} to ${formatAud(now)} since this page was opened. ` +
    'Please check the new price and deposit, then pay again.',
  noReservation: 'No reservation of this car was made with this Idempotency-Key.',
  cancelled: 'This reservation has been cancelled. Please contact the dealer about this car.',
} as const;
