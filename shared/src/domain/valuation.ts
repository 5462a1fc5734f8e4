/**
 * Trade-in valuation (spec §7.5): the rego lookup (rego and regoState), the adjustments call with the valuation's
 * id (adjustmentAnswers), and the valuation result the browser keeps locally and, on one site, posts to
 * /api/miscellaneous with column_name valuation.
 */

/** Australian registration states and territories; spec §9 "Default state qld". */
export const REGO_STATES = ['QLD', 'NSW', 'VIC', 'ACT', 'SA', 'WA', 'TAS', 'NT'] as const;
export type RegoState = (typeof REGO_STATES)[number];
export const DEFAULT_REGO_STATE: RegoState = 'QLD';

/** What a registration register (or the shopper, on the manual path) says about the car being traded in. */
export interface TradeInVehicle {
  make: string;
  model: string;
  year: number;
  badge: string | null;
  body: string | null;
  transmission: string | null;
  fuel: string | null;
}

/** POST /api/valuations/rego-lookup. */
export interface RegoLookupRequest {
  rego: string;
  regoState: RegoState;
}

/** POST /api/valuations: the manual path (the rego was not found, or the shopper prefers to type the car). */
export interface ManualValuationRequest {
  vehicle: Pick<TradeInVehicle, 'make' | 'model' | 'year'> & Partial<TradeInVehicle>;
  regoState?: RegoState;
}

/** 201 answer of both: the valuation's id (for the adjustments call) and the car. */
export interface ValuationStarted {
  id: string;
  rego: string | null;
  regoState: RegoState | null;
  vehicle: TradeInVehicle;
}

export type ServiceHistory = 'full' | 'partial' | 'none';
export type VehicleCondition = 'excellent' | 'good' | 'fair' | 'poor';

/** The adjustment questions of the trade-in FAQ (spec §9). */
export interface AdjustmentAnswers {
  odometer_km: number;
  service_history: ServiceHistory;
  two_key_sets: boolean;
  illegal_modifications: boolean;
  condition: VehicleCondition;
  finance_owing: boolean;
}

/** POST /api/valuations/{id}/adjustments. */
export interface AdjustmentsRequest {
  adjustmentAnswers: AdjustmentAnswers;
}

/** Why no online estimate is given: the FAQ's age or km limit, or too little market data for the car. */
export type NoEstimateReason = 'age' | 'km' | 'no_market_data';

export interface ValuationRange {
  low: number;
  high: number;
}

/** 200 answer of the adjustments call; what the browser keeps and shows again. */
export interface ValuationResult {
  id: string;
  rego: string | null;
  regoState: RegoState | null;
  vehicle: TradeInVehicle;
  adjustmentAnswers: AdjustmentAnswers;
  /** The estimate in whole dollars; null when the dealer values the car in person. */
  range: ValuationRange | null;
  reason: NoEstimateReason | null;
  /** How many market prices the estimate was built on. */
  sample_size: number;
  valued_at: string;
}

/** POST /api/miscellaneous (spec §7.5, on the one site that wants it); 204. */
export interface MiscellaneousRequest {
  column_name: 'valuation';
  value: ValuationResult;
}
