import { formatAud, type ReservationKind } from '@dealerline/shared';
import { BUY_ONLINE_DEPOSIT } from '@dealerline/shared/rules';

/** The texts of each checkout: /cars/{slug}/checkout reserves, /cars/{slug}/buy-online buys online. */
export interface CheckoutTexts {
  heading: string;
  payButton: (deposit: string) => string;
  confirmedHeading: string;
  /** What the deposit is, for a car of `price` whose deposit is `deposit` (reservationDeposit). */
  depositNote: (deposit: number, price: number) => string;
}

const buyOnlineDeposit = `${BUY_ONLINE_DEPOSIT.share * 100}% of the price (at least ${formatAud(
  BUY_ONLINE_DEPOSIT.min,
)}, at most ${formatAud(BUY_ONLINE_DEPOSIT.max)})`;

export const CHECKOUT_TEXTS: Record<ReservationKind, CheckoutTexts> = {
  reserve: {
    heading: 'Reserve this car',
    payButton: (deposit) => `Pay ${deposit} deposit and reserve`,
    confirmedHeading: 'Your car is reserved',
    depositNote: () => 'A deposit holds the car for you: no one else can reserve or buy it online meanwhile.',
  },
  buy_online: {
    heading: 'Buy online',
    payButton: (deposit) => `Pay ${deposit} deposit and buy`,
    confirmedHeading: 'Your purchase deposit is paid',
    // A car of $500 or less: its deposit is its whole price (reservationDeposit), so no minimum or balance.
    depositNote: (deposit, price) =>
      deposit >= price
        ? `This car's whole price, ${formatAud(price)}, is paid now and secures it: there is no balance to settle.`
        : `The deposit, ${buyOnlineDeposit}, secures the car; the balance of ${formatAud(
            price - deposit,
          )} is settled with the dealer before delivery.`,
  },
};

/** The exposed module's variant ('reserve' | 'buy-online', spec §2 routes) as the reservation kind. */
export function checkoutKind(variant: string | undefined): ReservationKind {
  return variant === 'buy-online' ? 'buy_online' : 'reserve';
}
