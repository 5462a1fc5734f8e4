import type { Car, FinanceLender, FinanceProvider } from './car';

/**
 * Contracts of the vehicle page, reservation and lead calls between the browser (mf-vehicle, mf-finance,
 * mf-leads) and the platform server (infra). Every call is tenant-scoped by the host (or ?site=) like the
 * other /api routes; a car outside the site's stock is a 404.
 */

/** GET /api/cars/{slug}: one car of the site, as the vehicle page shows it (spec §2 Vehicle detail, §3 Car). */
export interface VehicleDetailResponse {
  /** The car without finance disclaimers (fetched separately, spec §7.8). */
  car: Car;
  dealership: { id: number; slug: string; name: string; phone: string | null };
  /** The site's id, sent back with a phone reveal (spec §7.3). */
  website_id: number;
}

/** POST /api/cars/{id}/reveal (spec §7.3): the click on call-the-dealer. Answer 204; failures are only logged. */
export interface PhoneRevealRequest {
  car_id: number;
  dealership_id: number;
  website_id: number;
}

/** GET /api/cars/{id}/finance-disclaimer (spec §7.8): finance_lenders with their disclaimers. */
export interface FinanceDisclaimerResponse {
  finance_lenders: Partial<Record<FinanceProvider, FinanceLender>>;
}

/** GET /api/cars/{slug}/brochure.pdf (spec §7.9): the brochure, saved by the browser as `{slug}.pdf`. */
export const brochureUrl = (slug: string): string => `/api/cars/${encodeURIComponent(slug)}/brochure.pdf`;

/** The lead categories the platform knows (spec §5, §7.4); issue 7 adds the forms that send the others. */
export type LeadCategory =
  | 'General Enquiry'
  | 'Vehicle Enquiry'
  | 'Test Drive'
  | 'Request Photos'
  | 'Trade-In'
  | 'Finance'
  | 'Reserve'
  | 'Buy Online'
  | 'Service'
  | 'Fleet'
  | 'Careers';

/**
 * POST /api/leads (spec §7.4, the one shared submission function `submitLead` in shared/src/leads): the user
 * fields, category and subcategory, category-specific params, additional services and the dealership. The
 * `Idempotency-Key` header makes a retried submission return the first answer instead of a second lead.
 */
export interface LeadSubmission {
  category: LeadCategory;
  subcategory: string | null;
  name: string;
  last_name?: string | null;
  email: string;
  phone: string;
  message?: string | null;
  postcode?: string | null;
  opt_in?: boolean;
  dealership_slug: string | null;
  car_id?: number | null;
  additional_services?: string[];
  /** Category-specific fields (e.g. finance: vehiclePriceBudget, deposit, term). */
  params?: Record<string, string | number | boolean | null>;
  /** Non-final steps and context (spec §7.4): page url, source "Website", user agent, visited pages… */
  url?: string | null;
  source?: 'Website';
  lead_attributes?: { visited_pages?: string[]; linked_query_params?: Record<string, string> };
  /** Non-final steps: the browser's user agent and the car's dealership id (stored in the payload). */
  user_agent?: string | null;
  car_dealership_id?: number | null;
}

/** 201 answer of POST /api/leads. A 400 answers `{ message }` (shown as is, else "An unexpected error occured"). */
export interface LeadAccepted {
  lead_id: string;
}

export type ReservationKind = 'reserve' | 'buy_online';

/**
 * POST /api/cars/{slug}/reservations: contact details and the deposit payment of /cars/{slug}/checkout or
 * /buy-online. 201 → ReservationConfirmed; 402 `{ message }` when the card is declined; 409 `{ message }` when
 * the car is no longer available (reserved by someone else meanwhile, sold); 409 ReservationRepriced when its
 * price is no longer the one the checkout showed (`price`); 400 `{ message }` for bad input.
 */
export interface ReservationRequest {
  kind: ReservationKind;
  name: string;
  last_name?: string | null;
  email: string;
  phone: string;
  postcode?: string | null;
  /** The disclaimer (spec §5), required: the shopper agreed to the Privacy Policy and Terms & Conditions. */
  terms_conditions?: boolean;
  payment: { card_number: string; expiry: string; cvc: string; name_on_card: string };
  /**
   * The car's price the checkout showed, and worked the deposit out from: the server takes no payment when
   * the car's price is another now (409 ReservationRepriced). Left out by older checkouts (not checked).
   */
  price?: number;
}

/** 409 answer of POST /api/cars/{slug}/reservations when the car's price changed since the checkout read it. */
export interface ReservationRepriced {
  message: string;
  /** The car's price now. */
  price: number;
}

export interface ReservationConfirmed {
  reservation_id: string;
  lead_id: string;
  /** Deposit charged, in dollars. */
  deposit: number;
  /** The payment provider's reference of the charge. */
  payment_reference: string;
}
