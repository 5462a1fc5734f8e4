import { adjustmentFactor } from '../../../shared/src/rules/valuation-adjustments';
import { onlineEstimateRefusal } from '../../../shared/src/rules/valuation-eligibility';
import { tradeInRange } from '../../../shared/src/rules/valuation-range';
import type { Db } from '../db/db';
import { marketSample } from './market-sample';
import type { ValuationEstimate, ValuationProvider, ValuationRequest } from './valuation-provider';

/** Fewer market prices than this give no estimate (one odd listing must not set a trade-in price). */
export const MIN_SAMPLE_SIZE = 3;

/**
 * The local ValuationProvider: the FAQ's limits first (over 7 years or 100,000 km: valued in person), then
 * the median market price of the same make and model nearby years (market-sample.ts), moved by the adjustment
 * answers, as a trade-in range (shared/src/rules/valuation-*).
 */
export class MarketValuationProvider implements ValuationProvider {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async value({ vehicle, answers, state }: ValuationRequest): Promise<ValuationEstimate> {
    const currentYear = new Date(this.now()).getUTCFullYear();
    const refusal = onlineEstimateRefusal({
      year: vehicle.year,
      odometerKm: answers.odometer_km,
      currentYear,
    });
    if (refusal) return { range: null, reason: refusal, sampleSize: 0 };
    const sample = await marketSample(this.db, { ...vehicle, state });
    const range =
      sample.median != null && sample.count >= MIN_SAMPLE_SIZE
        ? tradeInRange(sample.median, adjustmentFactor(answers, currentYear - vehicle.year))
        : null;
    return { range, reason: range ? null : 'no_market_data', sampleSize: sample.count };
  }
}
