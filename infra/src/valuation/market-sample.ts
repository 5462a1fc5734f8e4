import type { RegoState } from '../../../shared/src/domain/valuation';
import { YEARLY_DEPRECIATION } from '../../../shared/src/rules/valuation-range';
import type { Db } from '../db/db';

/** Model years either side of the car's that count as market data. */
export const NEARBY_YEARS = 2;
/** Market prices under this are not prices (placeholders, "call for price"). */
const MIN_MARKET_PRICE = 500;

export interface MarketSample {
  /** Median market price of the same make and model, each brought to the car's year; null without data. */
  median: number | null;
  count: number;
}

const number = (field: string) =>
  `CASE WHEN jsonb_typeof(autograb_data->'${field}') = 'number' THEN (autograb_data->>'${field}')::float8 END`;

/**
 * The market data of every site's inventory (spec §3 Car autograb_data) for a make and model within two model
 * years: each car's state average market price when it is in the car's state, else its average market price,
 * else its own asking price; each brought to the car's model year with 8% a year (priceAtYear), and the
 * median taken. Make and model compare case-insensitively. Only aggregates leave the database.
 */
export async function marketSample(
  db: Db,
  input: { make: string; model: string; year: number; state: RegoState | null },
): Promise<MarketSample> {
  const [row] = await db.query<{ median: number | null; count: number }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY market * power(1 - $5::float8, year - $3::int)) AS median,
            count(*)::int AS count
     FROM (
       SELECT year, COALESCE(CASE WHEN state = $4::text THEN ${number('state_average_market_price')} END,
                             ${number('average_market_price')}, price) AS market
       FROM cars
       WHERE lower(make) = lower($1::text) AND lower(model) = lower($2::text) AND year BETWEEN $3::int - $6::int AND $3::int + $6::int
     ) s
     WHERE market >= $7::float8`,
    [
      input.make.trim(),
      input.model.trim(),
      input.year,
      input.state,
      YEARLY_DEPRECIATION,
      NEARBY_YEARS,
      MIN_MARKET_PRICE,
    ],
  );
  return { median: row?.median == null ? null : Number(row.median), count: row?.count ?? 0 };
}
