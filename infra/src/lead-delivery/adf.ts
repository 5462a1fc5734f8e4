import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import { xmlEscape } from './xml-escape';

/** The car a lead is about, as the ADF <vehicle> describes it. */
export interface AdfVehicle {
  year: number;
  make: string;
  model: string;
  stocknum: string | null;
  vin: string | null;
  price: number;
  /** demo cars count as used in ADF (its status is new or used). */
  car_type: 'new' | 'used' | 'demo';
}

/** The dealership receiving the lead: ADF <vendor>. */
export interface AdfVendor {
  name: string;
  email: string | null;
  phone: string | null;
}

export interface AdfLead {
  /** The lead's id: the ADF <id>, stable across retries and resends. */
  id: string;
  /** An operator's resend of a lead delivered before: ADF's `<prospect status="resend">` (else "new"). */
  resend: boolean;
  /** When the lead was stored (ISO 8601). */
  requestDate: string;
  submission: LeadSubmission;
  vehicle: AdfVehicle | null;
  vendor: AdfVendor;
}

/** The name of the software sending the leads (ADF <provider> and <id source>). */
export const ADF_PROVIDER = 'Dealerline';

type Attributes = Record<string, string>;

/** `<tag attr="…">text</tag>` with every attribute and the text escaped; '' when the value is empty. */
function element(
  tag: string,
  value: string | number | null | undefined,
  attributes: Attributes = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const attrs = Object.entries(attributes)
    .map(([name, attr]) => ` ${name}="${xmlEscape(attr)}"`)
    .join('');
  return `<${tag}${attrs}>${xmlEscape(String(value))}</${tag}>`;
}

function vehicle(car: AdfVehicle | null): string {
  if (!car) return '';
  const status = car.car_type === 'new' ? 'new' : 'used';
  return (
    `<vehicle interest="buy" status="${status}">` +
    element('year', car.year) +
    element('make', car.make) +
    element('model', car.model) +
    element('stock', car.stocknum) +
    element('vin', car.vin) +
    element('price', car.price, { type: 'asking', currency: 'AUD' }) +
    '</vehicle>'
  );
}

/**
 * The lead's category-specific fields, one "name: value" line each (the test drive's day and time, the
 * location, a trade-in's car and valuation, a finance application's figures…), then the additional services:
 * the ADF <comments>. They keep the payload's keys and raw values (`term_years: 5`, `deposit: 5000`): ADF
 * 1.0 has no elements for them, so a dealer's CRM that wants them parses these lines, and the keys are what
 * the dealer leads API returns for the same lead; labels in words would change with our wording and break
 * that parsing. The people reading the lead email get the labelled lines instead (readableLeadDetailLines).
 */
function leadDetailLines(submission: LeadSubmission): string[] {
  const lines = Object.entries(submission.params ?? {}).flatMap(([name, value]) =>
    value !== null ? [`${name}: ${String(value)}`] : [],
  );
  if (submission.additional_services?.length)
    lines.push(`Additional services: ${submission.additional_services.join(', ')}`);
  return lines;
}

/** The lead's category, message and category-specific fields as the ADF <comments> text. */
export function leadComments(submission: LeadSubmission): string {
  const lines = [
    `Category: ${submission.category}${submission.subcategory ? ` / ${submission.subcategory}` : ''}`,
  ];
  if (submission.message) lines.push(`Message: ${submission.message}`);
  lines.push(...leadDetailLines(submission));
  if (submission.opt_in !== undefined) lines.push(`Opt-in: ${submission.opt_in ? 'yes' : 'no'}`);
  if (submission.url) lines.push(`Page: ${submission.url}`);
  return lines.join('\n');
}

function customer(submission: LeadSubmission): string {
  const address = submission.postcode
    ? `<address>${element('postalcode', submission.postcode)}</address>`
    : '';
  return (
    '<customer><contact>' +
    element('name', submission.name, { part: 'first' }) +
    element('name', submission.last_name, { part: 'last' }) +
    element('email', submission.email) +
    element('phone', submission.phone, { type: 'voice' }) +
    address +
    '</contact>' +
    element('comments', leadComments(submission)) +
    '</customer>'
  );
}

function vendor(dealership: AdfVendor): string {
  const contact =
    dealership.email || dealership.phone
      ? '<contact primarycontact="1">' +
        element('name', dealership.name, { part: 'full' }) +
        element('email', dealership.email) +
        element('phone', dealership.phone, { type: 'voice' }) +
        '</contact>'
      : '';
  return `<vendor>${element('vendorname', dealership.name)}${contact}</vendor>`;
}

/**
 * A lead as ADF 1.0 XML (the auto industry's lead format): one <prospect> (status "new", or "resend" when an
 * operator sends a delivered lead again) with its id, request date, the car of interest, the customer's
 * contact and comments, the dealership (vendor) and the provider. Every value is escaped, so markup typed
 * into a form arrives as text.
 */
export function leadToAdf(lead: AdfLead): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n' +
    `<adf><prospect status="${lead.resend ? 'resend' : 'new'}">` +
    element('id', lead.id, { sequence: '1', source: ADF_PROVIDER }) +
    element('requestdate', lead.requestDate) +
    vehicle(lead.vehicle) +
    customer(lead.submission) +
    vendor(lead.vendor) +
    `<provider>${element('name', ADF_PROVIDER, { part: 'full' })}${element('service', lead.submission.category)}</provider>` +
    '</prospect></adf>\n'
  );
}
