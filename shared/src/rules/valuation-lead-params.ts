import type { LeadSubmission } from '../domain/vehicle';
import type { ValuationResult } from '../domain/valuation';

/**
 * The valuation as a trade-in lead and its Offer accepted carry it in `params` (spec §3 trade-in form's hidden
 * field, §7.6): the traded car, the shopper's answers and the estimate. The browser builds the lead's params
 * with it; the server builds them again from the valuation it stored under `valuation_id`, so the figures a
 * dealer reads are the platform's, never ones a request made up.
 */
export const VALUATION_LEAD_PARAMS = [
  'valuation_id',
  'Rego',
  'rego_state',
  'trade_in_make',
  'trade_in_model',
  'trade_in_year',
  'trade_in_badge',
  'odometer_km',
  'service_history',
  'two_key_sets',
  'illegal_modifications',
  'condition',
  'finance_owing',
  'valuation_low',
  'valuation_high',
  'valuation_reason',
  'valued_at',
] as const;

export type ValuationLeadParams = Record<
  (typeof VALUATION_LEAD_PARAMS)[number],
  string | number | boolean | null
>;

export function valuationLeadParams(result: ValuationResult): ValuationLeadParams {
  const { vehicle, adjustmentAnswers: answers } = result;
  return {
    valuation_id: result.id,
    Rego: result.rego,
    rego_state: result.regoState,
    trade_in_make: vehicle.make,
    trade_in_model: vehicle.model,
    trade_in_year: vehicle.year,
    trade_in_badge: vehicle.badge,
    odometer_km: answers.odometer_km,
    service_history: answers.service_history,
    two_key_sets: answers.two_key_sets,
    illegal_modifications: answers.illegal_modifications,
    condition: answers.condition,
    finance_owing: answers.finance_owing,
    valuation_low: result.range?.low ?? null,
    valuation_high: result.range?.high ?? null,
    valuation_reason: result.reason,
    valued_at: result.valued_at,
  };
}

/**
 * A lead's params with the valuation's in place of whatever valuation fields it carried; with no valuation,
 * without any of them.
 */
export function withValuationLeadParams(
  params: LeadSubmission['params'],
  result: ValuationResult | null,
): NonNullable<LeadSubmission['params']> {
  const others = Object.fromEntries(
    Object.entries(params ?? {}).filter(
      ([name]) => !(VALUATION_LEAD_PARAMS as readonly string[]).includes(name),
    ),
  );
  return result ? { ...others, ...valuationLeadParams(result) } : others;
}
