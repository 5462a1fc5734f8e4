import { randomUUID } from 'node:crypto';
import type {
  AdjustmentAnswers,
  RegoState,
  TradeInVehicle,
  ValuationResult,
  ValuationStarted,
} from '../../../shared/src/domain/valuation';
import type { Db } from '../db/db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ValuationRow {
  id: string;
  rego: string | null;
  rego_state: RegoState | null;
  vehicle: TradeInVehicle;
}

const started = (row: ValuationRow): ValuationStarted => ({
  id: row.id,
  rego: row.rego,
  regoState: row.rego_state,
  vehicle: row.vehicle,
});

/** The valuations and miscellaneous tables (migration 006); every read and write is scoped to one site. */
export function createValuationsRepository(db: Db) {
  return {
    async start(input: {
      siteId: number;
      source: 'rego' | 'manual';
      rego: string | null;
      regoState: RegoState | null;
      vehicle: TradeInVehicle;
    }): Promise<ValuationStarted> {
      const [row] = await db.query<ValuationRow>(
        `INSERT INTO valuations (id, site_id, source, rego, rego_state, vehicle)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb)
         RETURNING id, rego, rego_state, vehicle`,
        [
          randomUUID(),
          input.siteId,
          input.source,
          input.rego,
          input.regoState,
          JSON.stringify(input.vehicle),
        ],
      );
      return started(row!);
    },

    /** The site's valuation, or null (unknown, or another site's). */
    async find(siteId: number, id: string): Promise<ValuationStarted | null> {
      const [row] = await db.query<ValuationRow>(
        `SELECT id, rego, rego_state, vehicle FROM valuations WHERE site_id = $1 AND id = $2`,
        [siteId, id],
      );
      return row ? started(row) : null;
    },

    /** The site's valuation once valued (the adjustments call's answer as stored), or null. */
    async findResult(siteId: number, id: string): Promise<ValuationResult | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db.query<{ result: ValuationResult | null }>(
        `SELECT result FROM valuations WHERE site_id = $1 AND id = $2::uuid`,
        [siteId, id],
      );
      return row?.result ?? null;
    },

    /** Keeps the latest answers and result (a shopper may go back and answer again). */
    async saveResult(siteId: number, answers: AdjustmentAnswers, result: ValuationResult): Promise<void> {
      await db.query(
        `UPDATE valuations SET adjustment_answers = $3::jsonb, result = $4::jsonb, valued_at = $5
         WHERE site_id = $1 AND id = $2`,
        [siteId, result.id, JSON.stringify(answers), JSON.stringify(result), result.valued_at],
      );
    },

    async saveMiscellaneous(input: {
      siteId: number;
      columnName: 'valuation';
      value: unknown;
      valuationId: string | null;
    }): Promise<void> {
      await db.query(
        `INSERT INTO miscellaneous (site_id, column_name, value, valuation_id)
         VALUES ($1, $2, $3::jsonb,
                 (SELECT id FROM valuations WHERE site_id = $1 AND id::text = $4))`,
        [input.siteId, input.columnName, JSON.stringify(input.value), input.valuationId],
      );
    },
  };
}

export type ValuationsRepository = ReturnType<typeof createValuationsRepository>;
