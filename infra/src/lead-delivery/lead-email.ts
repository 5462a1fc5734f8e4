import { acceptedOfferLeadId } from '../leads/accepted-offer';
import { deliveryKey } from './delivery-key';
import type { DueLead } from './delivery-repository';
import type { MailMessage } from './mail-message';
import { readableLeadDetailLines } from './readable-lead-details';
import { tradeInSummaryLines } from './trade-in-summary';

/** The subject's start on a lead an operator sends again, so the dealer does not take it for a new enquiry. */
const RESENT_SUBJECT_PREFIX = '[Resent] ';

const messageId = (key: string) => `lead-${key}@dealerline.leads`;

function carName(lead: DueLead): string | null {
  const car = lead.vehicle;
  return car ? `${car.year} ${car.make} ${car.model}${car.stocknum ? ` (stock ${car.stocknum})` : ''}` : null;
}

/**
 * The plain-text body for a person reading the email: who, what about, a trade-in's valuation in words
 * (tradeInSummaryLines: an accepted offer says so first), the lead's details (the test drive's
 * day and time, the location, the trade-in or finance figures: readableLeadDetailLines, labelled and in words,
 * where the ADF keeps the machine keys) and the message. Before, the details were only in the attached ADF, which a salesperson reading the email does not
 * open.
 */
export function leadEmailText(lead: DueLead): string {
  const p = lead.payload;
  const car = carName(lead);
  const resent = lead.resend
    ? [
        `Sent again (resend ${lead.resend}): this lead was delivered before, with the same lead id (below).`,
        'If you already have it, it is the same enquiry, not a new one.',
        '',
      ]
    : [];
  const dealerless = lead.dealership_name
    ? []
    : [
        'Its dealership is no longer on the site (removed from its configuration), so it comes to the ' +
          'dealer’s address: please pass it on.',
      ];
  const lines = [
    ...resent,
    `New ${p.category} lead from ${lead.site_name}${lead.dealership_name ? ` for ${lead.dealership_name}` : ''}.`,
    ...dealerless,
    '',
    `Name: ${[p.name, p.last_name].filter(Boolean).join(' ')}`,
    `Email: ${p.email}`,
    `Phone: ${p.phone}`,
  ];
  if (p.postcode) lines.push(`Postcode: ${p.postcode}`);
  if (p.subcategory) lines.push(`Subcategory: ${p.subcategory}`);
  if (car) lines.push(`Car: ${car}`);
  const tradeIn = tradeInSummaryLines(p);
  if (tradeIn.length) lines.push('', ...tradeIn);
  const details = readableLeadDetailLines(p);
  if (details.length) lines.push('', 'Details:', ...details);
  if (p.message) lines.push('', 'Message:', p.message);
  lines.push('', `Lead id: ${lead.id}`, 'The lead in ADF 1.0 XML is attached.');
  return lines.join('\n');
}

/**
 * The lead email: a stable Message-ID per sending, Reply-To the shopper (a salesperson pressing Reply answers
 * them, not the platform's sender), plain-text body, the ADF as an attachment; an accepted trade-in
 * offer's subject says "(offer accepted)", which a valuation lead's does not. A resend's
 * subject starts with "[Resent] ", its text says so, and it refers to the lead's first email.
 */
export function leadEmail(lead: DueLead, adf: string, from: string, to: string): MailMessage {
  const car = carName(lead);
  const offerAccepted = acceptedOfferLeadId(lead.payload) !== null;
  const shopper = [lead.payload.name, lead.payload.last_name].filter(Boolean).join(' ').trim();
  return {
    messageId: messageId(deliveryKey(lead.id, lead.resend)),
    ...(lead.resend ? { references: messageId(lead.id) } : {}),
    from,
    ...(lead.payload.email
      ? { replyTo: lead.payload.email, ...(shopper ? { replyToName: shopper } : {}) }
      : {}),
    to,
    subject: `${lead.resend ? RESENT_SUBJECT_PREFIX : ''}New ${lead.payload.category} lead${offerAccepted ? ' (offer accepted)' : ''}${car ? `: ${car}` : ''}`,
    date: new Date(lead.created_at),
    text: leadEmailText(lead),
    attachment: { filename: `lead-${lead.id}.adf.xml`, contentType: 'application/xml', content: adf },
  };
}
