import { formatAud } from '../../../shared/src/format/currency';
import { RESERVATION_HOLD, RESERVATION_NEXT_STEPS } from '../../../shared/src/rules/reservation-next-steps';
import type { MailMessage } from '../lead-delivery/mail-message';
import type { CancellationContent, ReceiptContent } from './reservation-email-content';
import type { DueShopperEmail } from './shopper-email-queue';

/** The sender of shopper emails; the name shown is the dealer's, and a reply goes to the dealer's email. */
export const SHOPPER_MAIL_FROM = 'reservations@dealerline.local';

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
};

/**
 * A value on a line of its own: control characters (line breaks among them) become spaces, so a name from a
 * feed or a site document cannot start lines of its own that read as part of the email.
 */
const oneLine = (value: string | null | undefined) => (value ?? '').replace(/\p{Cc}+/gu, ' ').trim();

const paid = (amount: number, currency: string) => `${formatAud(amount)} ${oneLine(currency)}`;

const card = (brand: string, last4: string) =>
  `${CARD_BRANDS[brand] ?? 'Card'} ending ${oneLine(last4).replace(/\D/g, '').slice(-4)}`;

const what = (kind: ReceiptContent['kind']) => (kind === 'reserve' ? 'reservation' : 'online purchase');

/** The key of one shopper email: its spool file's name and its Message-ID, the same on every attempt. */
export const shopperEmailKey = (email: Pick<DueShopperEmail, 'reservation_id' | 'kind'>) =>
  `reservation-${email.reservation_id}.${email.kind}`;

function receiptText(name: string, c: ReceiptContent): string[] {
  const dealer = oneLine(c.dealer.name);
  const steps = RESERVATION_NEXT_STEPS[c.kind];
  const balance =
    c.balance === null
      ? []
      : [
          c.balance > 0
            ? `The balance of ${paid(c.balance, c.currency)} is settled with ${dealer} before delivery.`
            : 'Your deposit is the whole price of the car: there is no balance to settle.',
        ];
  return [
    `Hi ${oneLine(name)},`,
    '',
    `Thank you: we have received your deposit of ${paid(c.deposit, c.currency)} for this car:`,
    '',
    `  ${oneLine(c.car.name)}`,
    `  Stock number: ${oneLine(c.car.stocknum)}`,
    `  ${oneLine(c.car.url)}`,
    '',
    'Please quote your reference whenever you contact the dealer:',
    `  ${steps.reference}: ${oneLine(c.reservation_id)}`,
    `  Payment reference: ${oneLine(c.payment_reference)}`,
    `  Paid by: ${card(c.card_brand, c.card_last4)}`,
    '',
    'What happens next',
    `  The car is held for you: ${RESERVATION_HOLD}.`,
    `  ${dealer} will contact you within one business day ${steps.followUp}`,
    ...balance.map((line) => `  ${line}`),
    '',
    `${dealer}`,
    `  Phone: ${oneLine(c.dealer.phone)}`,
    ...(c.location ? [`  The car is at: ${oneLine(c.location)}`] : []),
    '',
    `To cancel or ask anything, call ${dealer} on ${oneLine(c.dealer.phone)} and quote your reference.`,
    '',
    oneLine(c.site_name),
  ];
}

function cancellationText(name: string, c: CancellationContent): string[] {
  const dealer = oneLine(c.dealer.name);
  return [
    `Hi ${oneLine(name)},`,
    '',
    `Your ${what(c.kind)} of ${oneLine(c.car_name)} has been cancelled by ${dealer}.`,
    `${RESERVATION_NEXT_STEPS[c.kind].reference}: ${oneLine(c.reservation_id)}`,
    '',
    c.refunded
      ? `Your deposit of ${paid(c.deposit, c.currency)} has been refunded to your card (${card(c.card_brand, c.card_last4)}). ` +
        'It can take a few business days to show on your statement.'
      : `Your deposit of ${paid(c.deposit, c.currency)} has not been refunded to your card: ${dealer} will settle it with you.`,
    '',
    `Questions? Call ${dealer} on ${oneLine(c.dealer.phone)} and quote your reference.`,
    '',
    oneLine(c.site_name),
  ];
}

/**
 * The email a claimed shopper email is (plain text, as the lead emails): the receipt of a reservation or online
 * purchase, or the notice of its cancellation. From the dealer's name, replies to the dealer's email.
 */
export function shopperEmail(email: DueShopperEmail): MailMessage {
  const { content } = email;
  const car = oneLine(email.kind === 'receipt' ? email.content.car.name : email.content.car_name);
  const subject =
    email.kind === 'receipt'
      ? `Your ${what(content.kind)} of ${car}: deposit received`
      : `Your ${what(content.kind)} of ${car} is cancelled`;
  const text =
    email.kind === 'receipt'
      ? receiptText(email.name, email.content)
      : cancellationText(email.name, email.content);
  return {
    messageId: `${shopperEmailKey(email)}@dealerline.shoppers`,
    from: SHOPPER_MAIL_FROM,
    fromName: oneLine(content.dealer.name) || oneLine(content.site_name),
    ...(content.dealer.email ? { replyTo: content.dealer.email } : {}),
    to: email.email,
    subject,
    date: new Date(email.created_at),
    text: text.join('\n'),
  };
}
