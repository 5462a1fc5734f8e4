import type { LeadCategory, ReservationKind } from '../domain/vehicle';

/** Spec §5: the category selector's default. */
export const DEFAULT_LEAD_CATEGORY = 'General Enquiry' satisfies LeadCategory;
/** The category selector's careers option, sent as General Enquiry with CAREER_SUBCATEGORY. */
export const CAREERS_ENQUIRY = 'Careers Enquiry';
export const CAREER_SUBCATEGORY = 'Career Enquiry';
/** The category selector's required message (spec §5 gives no text; this is the one the forms always showed). */
export const CATEGORY_REQUIRED_ERROR = 'Please choose a category.';
/**
 * Spec §7.6: the subcategory of the Trade-In lead a shopper's accepted offer sends. It follows the trade-in
 * lead, whose form asked the postcode and the disclaimer, and has no form of its own.
 */
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';

/** The category a lead is sent as: the careers ones become General Enquiry, any other stays. */
export type NormalisedLeadCategory<C extends string> =
  Exclude<C, typeof CAREERS_ENQUIRY | 'Careers'> | typeof DEFAULT_LEAD_CATEGORY;

/**
 * Spec §5 Enquiry form: "Careers Enquiry" (the selector's option) and the Careers category become General
 * Enquiry with subcategory Career Enquiry; any other category and subcategory pass unchanged. The lead forms
 * send their choice through it (subcategory null), the server every lead it takes.
 */
export function normaliseLeadCategory<C extends string>(
  category: C,
  subcategory: string | null,
): { category: NormalisedLeadCategory<C>; subcategory: string | null } {
  if (category === CAREERS_ENQUIRY || category === 'Careers')
    return { category: DEFAULT_LEAD_CATEGORY, subcategory: CAREER_SUBCATEGORY };
  return { category: category as NormalisedLeadCategory<C>, subcategory };
}

/** Category selector: required when shown (spec §5). Undefined when valid. */
export function validateLeadCategory(value: string | null | undefined): string | undefined {
  return value != null && value.trim() !== '' ? undefined : CATEGORY_REQUIRED_ERROR;
}

/**
 * The category of the lead a paid reservation sends the dealer (spec §7.4): Reserve from /checkout, Buy Online
 * from /buy-online. The checkout's analytics event names it as the server's lead does.
 */
export function reservationLeadCategory(kind: ReservationKind): LeadCategory {
  return kind === 'reserve' ? 'Reserve' : 'Buy Online';
}
