import { renderEml } from '../../lead-delivery/mail-message';
import { decodeHeader, parseEml } from '../../lead-delivery/testing/parse-eml';
import { shopperEmail, shopperEmailKey } from '../reservation-email';
import type { CancellationContent, ReceiptContent } from '../reservation-email-content';
import type { DueShopperEmail } from '../shopper-email-queue';

const ID = '5b0e2a4c-1111-4a2b-9c3d-000000000001';

const RECEIPT: ReceiptContent = {
  reservation_id: ID,
  kind: 'reserve',
  site_name: 'Top End Motors',
  deposit: 500,
  currency: 'AUD',
  payment_reference: 'test_ch_123',
  card_brand: 'visa',
  card_last4: '4242',
  car: {
    name: '2021 Toyota Corolla Ascent',
    stocknum: 'TE1234',
    url: 'https://topend.example/cars/corolla-1',
  },
  balance: null,
  dealer: { name: 'Top End Toyota', phone: '08 8900 1234', email: 'sales@topend.example' },
  location: 'Darwin City, 1 Smith St, Darwin NT',
};

const CANCELLATION: CancellationContent = {
  reservation_id: ID,
  kind: 'reserve',
  site_name: 'Top End Motors',
  deposit: 500,
  currency: 'AUD',
  card_brand: 'mastercard',
  card_last4: '4444',
  car_name: '2021 Toyota Corolla Ascent',
  refunded: true,
  dealer: { name: 'Top End Toyota', phone: '08 8900 1234', email: null },
};

const shopper = { created_at: '2025-11-21T10:00:00.000Z', delivery_attempts: 1, site_slug: 'top-end-motors' };
const receipt = (content: Partial<ReceiptContent> = {}): DueShopperEmail => ({
  ...shopper,
  reservation_id: ID,
  name: 'Jo',
  email: 'jo@example.com',
  kind: 'receipt',
  content: { ...RECEIPT, ...content },
});
const cancellation = (content: Partial<CancellationContent> = {}): DueShopperEmail => ({
  ...shopper,
  reservation_id: ID,
  name: 'Jo',
  email: 'jo@example.com',
  kind: 'cancellation',
  content: { ...CANCELLATION, ...content },
});

describe('the reservation receipt', () => {
  it('says what was paid, for which car, the references, what happens next and whom to call', () => {
    const message = shopperEmail(receipt());
    expect(message.to).toBe('jo@example.com');
    expect(message.fromName).toBe('Top End Toyota');
    expect(message.replyTo).toBe('sales@topend.example');
    expect(message.subject).toBe('Your reservation of 2021 Toyota Corolla Ascent: deposit received');
    expect(message.messageId).toBe(`reservation-${ID}.receipt@dealerline.shoppers`);
    expect(message.attachment).toBeUndefined();
    const text = message.text;
    expect(text).toMatch(/^Hi Jo,/);
    expect(text).toContain('deposit of $500 AUD');
    expect(text).toContain('Stock number: TE1234');
    expect(text).toContain('https://topend.example/cars/corolla-1');
    expect(text).toContain(`Reservation reference: ${ID}`);
    expect(text).toContain('Payment reference: test_ch_123');
    expect(text).toContain('Paid by: Visa ending 4242');
    expect(text).toContain(
      'Top End Toyota will contact you within one business day to arrange an inspection',
    );
    expect(text).toContain('The car is at: Darwin City, 1 Smith St, Darwin NT');
    expect(text).toContain('To cancel or ask anything, call Top End Toyota on 08 8900 1234');
    expect(text).not.toContain('balance');
  });

  it('gives a buy-online purchase its balance, or says there is none', () => {
    const bought = shopperEmail(receipt({ kind: 'buy_online', deposit: 2500, balance: 22_490 }));
    expect(bought.subject).toBe('Your online purchase of 2021 Toyota Corolla Ascent: deposit received');
    expect(bought.text).toContain(`Purchase reference: ${ID}`);
    expect(bought.text).toContain(
      'The balance of $22,490 AUD is settled with Top End Toyota before delivery.',
    );
    expect(bought.text).toContain(
      'to complete the paperwork, settle the balance and arrange delivery or pick-up',
    );
    const whole = shopperEmail(receipt({ kind: 'buy_online', deposit: 450, balance: 0 }));
    expect(whole.text).toContain('there is no balance to settle');
  });

  it('shows the last 4 digits of the card and never more', () => {
    const text = shopperEmail(receipt({ card_last4: '4242 4242 4242 4242' })).text;
    expect(text).toContain('Visa ending 4242');
    expect(text).not.toMatch(/4242\D*4242/);
  });

  it('keeps hostile names to one line of text and out of the headers', () => {
    const hostile = 'Evil "Motors" <b>\r\nBcc: victim@example.com\r\n\r\nYour card number is 4111';
    const message = shopperEmail(
      receipt({
        site_name: hostile,
        car: { ...RECEIPT.car, name: `Car ${hostile}` },
        dealer: { ...RECEIPT.dealer, name: hostile, email: 'x@example.com>\r\nBcc: victim@example.com' },
        location: hostile,
      }),
    );
    const eml = renderEml(message);
    const head = eml.slice(0, eml.indexOf('\r\n\r\n'));
    expect(head).not.toMatch(/^Bcc:/im);
    const parsed = parseEml(eml);
    expect(decodeHeader(parsed.headers.from!)).toContain('Evil "Motors" <b> Bcc: victim@example.com');
    expect(decodeHeader(parsed.headers.subject!)).not.toMatch(/[\r\n]/);
    const body = parsed.parts[0]!.body;
    expect(body).toBe(message.text);
    expect(body.split('\n')).not.toContain('Bcc: victim@example.com');
    expect(body.split('\n').filter((line) => line.startsWith('Your card number'))).toEqual([]);
  });

  it('has one key per reservation and kind, the same on every attempt', () => {
    expect(shopperEmailKey(receipt())).toBe(`reservation-${ID}.receipt`);
    expect(shopperEmailKey(cancellation())).toBe(`reservation-${ID}.cancellation`);
    expect(shopperEmail(receipt()).date).toEqual(shopperEmail({ ...receipt(), delivery_attempts: 5 }).date);
  });
});

describe('the cancellation notice', () => {
  it('says the deposit was refunded to the card', () => {
    const message = shopperEmail(cancellation());
    expect(message.subject).toBe('Your reservation of 2021 Toyota Corolla Ascent is cancelled');
    expect(message.replyTo).toBeUndefined();
    expect(message.text).toContain(`Reservation reference: ${ID}`);
    expect(message.text).toContain(
      'Your deposit of $500 AUD has been refunded to your card (Mastercard ending 4444)',
    );
    expect(message.text).toContain('Questions? Call Top End Toyota on 08 8900 1234');
  });

  it('says a deposit not refunded is settled by the dealer', () => {
    const message = shopperEmail(cancellation({ refunded: false, kind: 'buy_online' }));
    expect(message.subject).toBe('Your online purchase of 2021 Toyota Corolla Ascent is cancelled');
    expect(message.text).toContain(
      'has not been refunded to your card: Top End Toyota will settle it with you',
    );
  });
});
