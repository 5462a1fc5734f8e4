import type { DueLead } from './delivery-repository';
import type { MailMessage } from './mail-message';

function carName(lead: DueLead): string | null {
  const car = lead.vehicle;
  return car ? `${car.year} ${car.make} ${car.model}${car.stocknum ? ` (stock ${car.stocknum})` : ''}` : null;
}

/** The plain-text body: who, what about, and the message, for a person reading the email. */
export function leadEmailText(lead: DueLead): string {
  const p = lead.payload;
  const car = carName(lead);
  const lines = [
    `New ${p.category} lead from ${lead.site_name}${lead.dealership_name ? ` for ${lead.dealership_name}` : ''}.`,
    '',
    `Name: ${[p.name, p.last_name].filter(Boolean).join(' ')}`,
    `Email: ${p.email}`,
    `Phone: ${p.phone}`,
  ];
  if (p.postcode) lines.push(`Postcode: ${p.postcode}`);
  if (p.subcategory) lines.push(`Subcategory: ${p.subcategory}`);
  if (car) lines.push(`Car: ${car}`);
  if (p.message) lines.push('', 'Message:', p.message);
  lines.push('', `Lead id: ${lead.id}`, 'The lead in ADF 1.0 XML is attached.');
  return lines.join('\n');
}

/** The lead email: stable Message-ID per lead, plain-text body, the ADF as an attachment. */
export function leadEmail(lead: DueLead, adf: string, from: string, to: string): MailMessage {
  const car = carName(lead);
  return {
    messageId: `lead-${lead.id}@dealerline.leads`,
    from,
    to,
    subject: `New ${lead.payload.category} lead${car ? `: ${car}` : ''}`,
    date: new Date(lead.created_at),
    text: leadEmailText(lead),
    attachment: { filename: `lead-${lead.id}.adf.xml`, contentType: 'application/xml', content: adf },
  };
}
