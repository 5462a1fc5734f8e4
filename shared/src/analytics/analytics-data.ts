/**
 * What an analytics event may tell the dealer's tags. Every tag on the page reads `window.dataLayer` (a tag
 * manager forwards its variables to analytics and advertising services), so a shopper's name, email, phone,
 * postcode or message never goes there: a lead's event names the lead (its id, which the dealer's CRM has
 * with the contact details), its kind and its car.
 */

/** Keys whose values are a shopper's personal data (compared case-insensitively). */
export const PERSONAL_DATA_KEYS: ReadonlySet<string> = new Set([
  'name',
  'first_name',
  'last_name',
  'full_name',
  'name_on_card',
  'email',
  'phone',
  'mobile',
  'landline_phone',
  'postcode',
  'address',
  'street',
  'message',
  'rego',
  'vin',
  'dob',
  'date_of_birth',
  'employer',
  'annual_income',
  'card_number',
  'user_agent',
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The data with every personal key left out, at any depth of plain objects and arrays. */
export function withoutPersonalData<T>(data: T): T {
  if (Array.isArray(data)) return data.map(withoutPersonalData) as T;
  if (!isPlainObject(data)) return data;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!PERSONAL_DATA_KEYS.has(key.toLowerCase())) kept[key] = withoutPersonalData(value);
  }
  return kept as T;
}

/** The facts of a stored lead an analytics event carries (spec §7.4): the lead, its kind and its car. */
export interface LeadEventData extends Record<string, unknown> {
  lead_id: string;
  category: string;
  subcategory: string | null;
  car_id: number | null;
}

export function leadEventData(
  leadId: string,
  lead: { category: string; subcategory?: string | null; car_id?: number | null },
): LeadEventData {
  return {
    lead_id: leadId,
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    car_id: lead.car_id ?? null,
  };
}

/**
 * The data-layer entry of an analytics event: `event` (its name) and `event_id` (spec §9), then its data
 * without personal data. Whatever the data holds, it cannot replace the name or the id.
 */
export function dataLayerEntry(event: {
  eventId: number;
  name: string;
  data?: Record<string, unknown>;
}): Record<string, unknown> {
  const head = { event: event.name, event_id: event.eventId };
  return { ...head, ...withoutPersonalData(event.data ?? {}), ...head };
}
