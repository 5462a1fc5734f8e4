import type { PaymentProvider } from './payment-provider';
import { createTestPaymentProvider } from './test-payment-provider';

/** Providers PAYMENT_PROVIDER can name. Only the local test provider is implemented. */
export const PAYMENT_PROVIDERS = ['test'] as const;

/**
 * The payment provider of this server, from PAYMENT_PROVIDER (default "test": the local test provider with
 * Stripe-like test cards). A real provider is an implementation of PaymentProvider registered here with its
 * credentials from the environment; none is, so any other value stops the server with a clear message
 * rather than silently taking test payments.
 */
export function createPaymentProvider(
  env: Record<string, string | undefined> = process.env,
): PaymentProvider {
  const name = env.PAYMENT_PROVIDER?.trim() || 'test';
  if (name === 'test') return createTestPaymentProvider();
  throw new Error(
    `PAYMENT_PROVIDER=${name} is not available: the platform has the payment provider interface and the local ` +
      `test provider only (PAYMENT_PROVIDER=${PAYMENT_PROVIDERS.join(' | ')}).`,
  );
}
