import type { Db } from '../../db/db';
import { readStockFilter, type StockFilter } from '../../sites/stock-filter';
import type { DealershipContext } from './car-record';
import { DEFAULT_SOLD_VISIBLE_DAYS } from '../../../../shared/src/rules/constants';
import { soldVisibleDays } from '../../../../shared/src/rules/availability';

/**
 * Per dealership: its name and how many days its site shows sold cars (the dealer config's
 * include_sold_cars_days, else 4 on a manufacturer-scoped site, else 3). Read once per indexing run.
 */
export async function loadDealershipContexts(db: Db): Promise<Map<number, DealershipContext>> {
  const rows = await db.query<{
    id: number;
    name: string;
    include_sold_cars_days: number | null;
    stock_filter: Partial<StockFilter> | null;
  }>(
    `SELECT d.id, d.name, dc.include_sold_cars_days, s.stock_filter
       FROM dealerships d
       JOIN sites s ON s.id = d.site_id
       LEFT JOIN dealer_configs dc ON dc.site_id = s.id`,
  );
  return new Map(
    rows.map((row) => {
      const stockFilter = readStockFilter(row.stock_filter);
      const days = soldVisibleDays(
        row.include_sold_cars_days === null ? null : Number(row.include_sold_cars_days),
        stockFilter.manufacturers.length > 0,
      );
      return [Number(row.id), { name: row.name, soldDays: days }];
    }),
  );
}

/** A car whose dealership is unknown (it was deleted meanwhile) still gets the default days. */
export const UNKNOWN_DEALERSHIP: DealershipContext = { name: '', soldDays: DEFAULT_SOLD_VISIBLE_DAYS };
