/** A card as the deposit form sends it; never stored (only its brand and last 4 digits are). */
export interface PaymentCard {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  name: string;
}

export interface ChargeRequest {
  /** Whole cents, > 0. */
  amountCents: number;
  /** ISO 4217, e.g. "AUD". */
  currency: string;
  card: PaymentCard;
  /** Shown on the statement and in the provider's dashboard. */
  description: string;
  /** The same key charges at most once: a retry returns the first charge. */
  idempotencyKey: string;
}

export interface Charge {
  /** The provider's id of the charge (stored with the reservation). */
  reference: string;
}

/** The card was refused (declined, insufficient funds, expired…): answered 402 with its `message`. */
export class PaymentDeclined extends Error {
  constructor(
    message: string,
    /** The provider's decline code, e.g. card_declined, insufficient_funds. */
    readonly code: string,
  ) {
    super(message);
  }
}

/** The card details are malformed (bad number, past expiry, bad security code): answered 400. */
export class CardInvalid extends Error {}

/**
 * A card payment provider. The platform charges deposits through this interface only; which one is used is
 * configuration (PAYMENT_PROVIDER, see create-payment-provider.ts). The local test provider is the only
 * implementation here: a real one (Stripe, Adyen, a bank gateway) implements the same two calls.
 */
export interface PaymentProvider {
  /** Short name stored with each payment, e.g. "test". */
  readonly name: string;
  /** Charges the card; throws PaymentDeclined or CardInvalid when it is not charged. */
  charge(request: ChargeRequest): Promise<Charge>;
  /** Gives a charge back in full (a reservation that could not be stored after its charge). */
  refund(reference: string, idempotencyKey: string): Promise<void>;
}
