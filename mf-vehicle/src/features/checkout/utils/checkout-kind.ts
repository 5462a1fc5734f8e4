import type { ReservationKind } from '@dealerline/shared';

/** The texts of each checkout: /cars/{slug}/checkout reserves, /cars/{slug}/buy-online buys online. */
export interface CheckoutTexts {
  heading: string;
  payButton: (deposit: string) => string;
  confirmedHeading: string;
  depositNote: string;
}

export const CHECKOUT_TEXTS: Record<ReservationKind, CheckoutTexts> = {
  reserve: {
    heading: 'Reserve this car',
    payButton: (deposit) => `Pay ${deposit} deposit and reserve`,
    confirmedHeading: 'Your car is reserved',
    depositNote: 'A deposit holds the car for you: no one else can reserve or buy it online meanwhile.',
  },
  buy_online: {
    heading: 'Buy online',
    payButton: (deposit) => `Pay ${deposit} deposit and buy`,
    confirmedHeading: 'Your purchase deposit is paid',
    depositNote: 'The deposit secures the car; the balance is settled with the dealer before delivery.',
  },
};

/** The exposed module's variant ('reserve' | 'buy-online', spec §2 routes) as the reservation kind. */
export function checkoutKind(variant: string | undefined): ReservationKind {
  return variant === 'buy-online' ? 'buy_online' : 'reserve';
}
