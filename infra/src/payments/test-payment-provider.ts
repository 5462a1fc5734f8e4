import { randomBytes } from 'node:crypto';
import { CARD_MESSAGES, luhnValid, validateCvc } from '../../../shared/src/rules/payment-card';
import {
  CardInvalid,
  PaymentDeclined,
  type Charge,
  type ChargeRequest,
  type PaymentProvider,
} from './payment-provider';

interface Decline {
  message: string;
  code: string;
}

/** Test cards as Stripe's test mode knows them: null succeeds, else the decline each number gets. */
export const TEST_CARDS: Readonly<Record<string, Decline | null>> = {
  '4242424242424242': null,
  '5555555555554444': null,
  '4000000000000002': { message: 'Your card was declined.', code: 'card_declined' },
  '4000000000009995': { message: 'Your card has insufficient funds.', code: 'insufficient_funds' },
  '4000000000000069': { message: 'Your card has expired.', code: 'expired_card' },
  '4000000000000127': { message: "Your card's security code is incorrect.", code: 'incorrect_cvc' },
};

/** The reference of a charge this provider makes. */
const TEST_REFERENCE = /^ch_test_[0-9a-f]{24}$/;

/** Any other number: declined, as a real card is in a provider's test mode. */
const NOT_A_TEST_CARD: Decline = { message: 'Your card was declined.', code: 'card_declined' };

export interface TestCharge extends Charge {
  amountCents: number;
  currency: string;
  last4: string;
  refunded: boolean;
}

export interface TestPaymentProvider extends PaymentProvider {
  /** Charges made so far, in order (refunded ones flagged). */
  charges(): TestCharge[];
}

/**
 * The local payment provider (PAYMENT_PROVIDER=test, the default): no network, Stripe-like test cards.
 * 4242 4242 4242 4242 and 5555 5555 5555 4444 succeed; 4000 0000 0000 0002 is declined, …9995 has
 * insufficient funds, …0069 has expired, …0127 fails its security code; every other number is declined as
 * a real card would be in test mode. A malformed card (Luhn, expiry, security code) is refused as invalid.
 * The same idempotency key returns the first charge and charges nothing more.
 */
export function createTestPaymentProvider(now: () => Date = () => new Date()): TestPaymentProvider {
  const charges: TestCharge[] = [];
  const byKey = new Map<string, TestCharge>();
  const refunds = new Set<string>();
  return {
    name: 'test',
    async charge(request: ChargeRequest) {
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier) return { reference: earlier.reference };
      const { card } = request;
      if (!luhnValid(card.number)) throw new CardInvalid(CARD_MESSAGES.number);
      const current = now();
      if (card.expYear * 12 + card.expMonth - 1 < current.getUTCFullYear() * 12 + current.getUTCMonth())
        throw new CardInvalid(CARD_MESSAGES.expired);
      if (validateCvc(card.cvc, card.number)) throw new CardInvalid(CARD_MESSAGES.cvc);
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
        throw new CardInvalid('The amount must be a positive number of cents.');
      const decline = card.number in TEST_CARDS ? TEST_CARDS[card.number] : NOT_A_TEST_CARD;
      if (decline) throw new PaymentDeclined(decline.message, decline.code);
      const charge: TestCharge = {
        reference: `ch_test_${randomBytes(12).toString('hex')}`,
        amountCents: request.amountCents,
        currency: request.currency,
        last4: card.number.slice(-4),
        refunded: false,
      };
      charges.push(charge);
      byKey.set(request.idempotencyKey, charge);
      return { reference: charge.reference };
    },
    async refund(reference, idempotencyKey) {
      if (refunds.has(idempotencyKey)) return;
      const charge = charges.find((c) => c.reference === reference);
      // A test charge made by another process, or before a restart (charges are kept in memory): refunded,
      // as the provider's test mode would. Anything else is no charge of this provider.
      if (!charge && !TEST_REFERENCE.test(reference)) throw new Error(`No such charge: ${reference}`);
      if (charge) charge.refunded = true;
      refunds.add(idempotencyKey);
    },
    charges: () => charges.map((charge) => ({ ...charge })),
  };
}
