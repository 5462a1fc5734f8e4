import type { ReservationRequest } from '../../../shared/src/domain/vehicle';
import { cardBrand, cardDigits, parseExpiry, validateCard } from '../../../shared/src/rules/payment-card';
import { RequestError } from '../leads/request-errors';
import type { PaymentCard } from '../payments/payment-provider';

export interface CheckedCard {
  card: PaymentCard;
  /** What is stored of the card: its scheme and last 4 digits. */
  brand: string;
  last4: string;
}

/**
 * The deposit form's card, checked by the same rules as in the browser (shared/src/rules/payment-card.ts:
 * Luhn, an expiry not in the past, a 3–4 digit security code, a name): 400 with the rule's message when not.
 */
export function paymentCardOf(payment: ReservationRequest['payment'], now: Date): CheckedCard {
  const problem = validateCard(payment, now);
  if (problem) throw new RequestError(400, problem);
  const number = cardDigits(payment.card_number);
  const expiry = parseExpiry(payment.expiry)!;
  return {
    card: {
      number,
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: payment.cvc,
      name: payment.name_on_card.trim(),
    },
    brand: cardBrand(number),
    last4: number.slice(-4),
  };
}
