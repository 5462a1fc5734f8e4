import { createPaymentProvider } from '../create-payment-provider';
import { CardInvalid, PaymentDeclined, type ChargeRequest } from '../payment-provider';
import { createTestPaymentProvider } from '../test-payment-provider';

const NOW = new Date('2026-05-15T00:00:00Z');

function request(number: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    amountCents: 50_000,
    currency: 'AUD',
    card: { number, expMonth: 12, expYear: 2030, cvc: '123', name: 'Jo Citizen' },
    description: 'Reservation deposit',
    idempotencyKey: `key-${number}-${Math.random()}`,
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: Error) => error,
  );
}

describe('the local test payment provider', () => {
  it('charges 4242 4242 4242 4242 and keeps only its last 4 digits', async () => {
    const provider = createTestPaymentProvider(() => NOW);
    const { reference } = await provider.charge(request('4242424242424242'));
    expect(reference).toMatch(/^ch_test_[0-9a-f]{24}$/);
    expect(provider.charges()).toEqual([
      { reference, amountCents: 50_000, currency: 'AUD', last4: '4242', refunded: false },
    ]);
    expect(JSON.stringify(provider.charges())).not.toContain('4242424242424242');
  });

  it.each([
    ['4000000000000002', 'Your card was declined.', 'card_declined'],
    ['4000000000009995', 'Your card has insufficient funds.', 'insufficient_funds'],
    ['4000000000000069', 'Your card has expired.', 'expired_card'],
    ['4000000000000127', "Your card's security code is incorrect.", 'incorrect_cvc'],
    ['4111111111111111', 'Your card was declined.', 'card_declined'],
  ])('declines %s with "%s"', async (number, message, code) => {
    const provider = createTestPaymentProvider(() => NOW);
    const error = await rejection(provider.charge(request(number)));
    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error.message).toBe(message);
    expect((error as PaymentDeclined).code).toBe(code);
    expect(provider.charges()).toEqual([]);
  });

  it('refuses malformed cards as invalid, not declined', async () => {
    const provider = createTestPaymentProvider(() => NOW);
    const bad = [
      request('4242424242424241'),
      request('4242424242424242', {
        card: { ...request('').card, number: '4242424242424242', expMonth: 4, expYear: 2026 },
      }),
      request('4242424242424242', { card: { ...request('').card, number: '4242424242424242', cvc: '12' } }),
      request('4242424242424242', { amountCents: 0 }),
    ];
    for (const charge of bad) expect(await rejection(provider.charge(charge))).toBeInstanceOf(CardInvalid);
    expect(provider.charges()).toEqual([]);
  });

  it('charges once per idempotency key', async () => {
    const provider = createTestPaymentProvider(() => NOW);
    const first = await provider.charge(request('4242424242424242', { idempotencyKey: 'r-1' }));
    const again = await provider.charge(request('4242424242424242', { idempotencyKey: 'r-1' }));
    expect(again).toEqual(first);
    expect(provider.charges()).toHaveLength(1);
  });

  it('refunds a charge once per refund key, and refuses an unknown charge', async () => {
    const provider = createTestPaymentProvider(() => NOW);
    const { reference } = await provider.charge(request('4242424242424242'));
    await provider.refund(reference, 'refund-1');
    await provider.refund(reference, 'refund-1');
    expect(provider.charges()[0]!.refunded).toBe(true);
    await expect(provider.refund('ch_test_nope', 'refund-2')).rejects.toThrow('No such charge');
    // A test charge it does not hold (made by the server before a restart, or by another process): refunded.
    await expect(provider.refund(`ch_test_${'ab'.repeat(12)}`, 'refund-3')).resolves.toBeUndefined();
  });
});

describe('createPaymentProvider (PAYMENT_PROVIDER)', () => {
  it('is the local test provider by default and for "test"', () => {
    expect(createPaymentProvider({}).name).toBe('test');
    expect(createPaymentProvider({ PAYMENT_PROVIDER: ' test ' }).name).toBe('test');
  });

  it('refuses a provider that has no implementation instead of taking test payments', () => {
    expect(() => createPaymentProvider({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER=stripe is not available/,
    );
  });
});
