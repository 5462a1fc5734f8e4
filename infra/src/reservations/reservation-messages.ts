/** What the reservation route answers when it does not reserve (the spec gives no texts for these). */
export const RESERVATION_MESSAGES = {
  notFound: 'Sorry, this car could not be found.',
  takenByOther: 'Sorry, this car has just been reserved by someone else.',
  sold: 'Sorry, this car has just been sold.',
  notReservable: 'Sorry, this car cannot be reserved online.',
  noBuyOnline: 'Buying online is not available on this site.',
} as const;
