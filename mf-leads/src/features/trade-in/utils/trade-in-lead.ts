import {
  type CarSummary,
  type DealerConfig,
  type LeadSubmission,
  type ValuationResult,
} from '@dealerline/shared';
import { leadContact, leadPageFields, type LeadPage } from '@dealerline/shared/forms';
import { OFFER_ACCEPTED_SUBCATEGORY, valuationLeadParams } from '@dealerline/shared/rules';
import type { TradeInContactValues } from './trade-in-values';

export const TRADE_IN_CATEGORY = 'Trade-In';
/** The trade-in lead of step 3 (ours: the spec names only the offer's subcategory). */
export const TRADE_IN_SUBCATEGORY = '2. Trade-In Valuation';

/** Everything a trade-in lead carries besides what the shopper typed. */
export interface TradeInLeadContext extends LeadPage {
  /** The car the shopper trades in towards (/cars/trade-in?car_id=), else null. */
  car: CarSummary | null;
  dealershipSlug: string | null;
}

/**
 * The dealership a trade-in lead goes to: the car's, the dealer's only one, else the primary location's
 * (null when none is known: the site's own inbox).
 */
export function tradeInDealership(car: CarSummary | null, dealer: DealerConfig): string | null {
  if (car) return car.dealership_slug;
  if (dealer.dealerships.length === 1) return dealer.dealerships[0]?.slug ?? null;
  return dealer.locations.find((l) => l.primary)?.dealership_slug ?? null;
}

/**
 * The trade-in lead of step 3 (spec §3 trade-in form, §7.4): category Trade-In, the contact details, the lead
 * defaults of the car traded in towards (if any), the valuation as params, and the non-final step fields.
 */
export function buildTradeInLead(
  values: TradeInContactValues,
  result: ValuationResult,
  context: TradeInLeadContext,
): LeadSubmission {
  const { car } = context;
  return {
    category: TRADE_IN_CATEGORY,
    subcategory: TRADE_IN_SUBCATEGORY,
    ...leadContact(values),
    opt_in: false,
    dealership_slug: context.dealershipSlug,
    car_id: car?.id ?? null,
    params: {
      manufacturer_slug: car?.make_slug ?? null,
      stock_number: car?.stocknum ?? null,
      'Vehicle Make': car?.make ?? null,
      'Vehicle Model': car?.model ?? null,
      car_type: car?.car_type ?? null,
      vehicle_status: car?.status ?? null,
      ...valuationLeadParams(result),
      terms_conditions: values.disclaimer === true,
    },
    ...leadPageFields(context, car?.dealership_id ?? null),
  };
}

/**
 * Spec §7.6 Offer accepted: category Trade-In, subcategory "3. Offer Accepted", lead_id (the trade-in lead's),
 * form_completed and offer_accepted, with the same contact details and the valuation.
 */
export function buildOfferAcceptedLead(
  contact: TradeInContactValues,
  result: ValuationResult,
  leadId: string,
  dealershipSlug: string | null,
): LeadSubmission {
  return {
    category: TRADE_IN_CATEGORY,
    subcategory: OFFER_ACCEPTED_SUBCATEGORY,
    ...leadContact(contact),
    dealership_slug: dealershipSlug,
    params: {
      lead_id: leadId,
      form_completed: true,
      offer_accepted: true,
      ...valuationLeadParams(result),
    },
    source: 'Website',
  };
}
