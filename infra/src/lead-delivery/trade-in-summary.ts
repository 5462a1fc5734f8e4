import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import { formatAud, formatKm } from '../../../shared/src/format/currency';
import { acceptedOfferLeadId } from '../leads/accepted-offer';

/** Why a trade-in has no online estimate, for the dealer (the page's reasons, valuation-texts in mf-leads). */
const NO_ESTIMATE: Record<string, string> = {
  age: 'none online, over 7 years old: value it in person',
  km: 'none online, over 100,000 km: value it in person',
  no_market_data: 'none online, not enough market data: value it in person',
};

/**
 * A trade-in lead's valuation in a salesperson's words, at the top of the lead email: whether the shopper
 * accepted the estimate (spec §7.6), the car with its rego and odometer, and the estimate. The raw fields
 * stay in the details below (and in the ADF); they come in the stored payload's order, where
 * `valuation_low` and `valuation_high` are lines apart. Nothing for other leads, or one naming no valuation.
 * "Offer accepted" only for spec §7.6's accepted offer as the server took it (acceptedOfferLeadId: its
 * trade-in lead checked, as the subject says it), not for any Trade-In lead whose subcategory reads so.
 */
export function tradeInSummaryLines(lead: LeadSubmission): string[] {
  const p = lead.params ?? {};
  if (lead.category !== 'Trade-In' || typeof p.trade_in_make !== 'string') return [];
  const car = [p.trade_in_year, p.trade_in_make, p.trade_in_model, p.trade_in_badge]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ');
  const rego =
    typeof p.Rego === 'string' && p.Rego ? `, rego ${p.Rego}${p.rego_state ? ` (${p.rego_state})` : ''}` : '';
  const km = typeof p.odometer_km === 'number' ? `, ${formatKm(p.odometer_km)}` : '';
  const estimate =
    typeof p.valuation_low === 'number' && typeof p.valuation_high === 'number'
      ? `${formatAud(p.valuation_low)} – ${formatAud(p.valuation_high)}`
      : (NO_ESTIMATE[String(p.valuation_reason)] ?? 'none online: value it in person');
  return [
    ...(acceptedOfferLeadId(lead) !== null
      ? ['Offer accepted: the shopper accepted the estimate below and expects your call to inspect the car.']
      : []),
    `Trade-in car: ${car}${rego}${km}`,
    `Estimate: ${estimate}`,
  ];
}
