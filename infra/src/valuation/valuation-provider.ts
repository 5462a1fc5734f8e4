import type {
  AdjustmentAnswers,
  NoEstimateReason,
  RegoState,
  TradeInVehicle,
  ValuationRange,
} from '../../../shared/src/domain/valuation';

export interface ValuationRequest {
  vehicle: TradeInVehicle;
  answers: AdjustmentAnswers;
  /** Where the car is registered: its state's market prices count first. */
  state: RegoState | null;
}

export interface ValuationEstimate {
  range: ValuationRange | null;
  reason: NoEstimateReason | null;
  sampleSize: number;
}

/**
 * Values a trade-in (spec §9 trade-in FAQ). The local implementation (market-valuation-provider.ts) works from
 * the platform's own inventory; Autograb or Redbook valuations would implement the same interface.
 */
export interface ValuationProvider {
  value(request: ValuationRequest): Promise<ValuationEstimate>;
}
