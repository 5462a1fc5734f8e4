import { unstorableTextAt } from '../db/storable-text';
import { isPlainObject } from './dotted-keys';
import type { FeedContext, FeedRow, FeedValidation } from './feed-types';
import { resolveDealership, validateFeedRow } from './validate-feed-row';

/**
 * Where another row of the feed is, for a message about this one: its line and its position (1-based). A
 * one-line (minified) JSON feed has every row on line 1, so the line alone named none of them.
 */
export function rowPlace(row: { line: number; index: number }): string {
  return `line ${row.line}, row ${row.index + 1}`;
}

/** A row's identity as written, read leniently so duplicates are found even among otherwise bad rows. */
function identity(data: unknown, context: FeedContext): { stock: string | null; vin: string | null } {
  if (!isPlainObject(data)) return { stock: null, vin: null };
  const text = (value: unknown): string | null =>
    (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== ''
      ? String(value).trim()
      : null;
  const stocknum = text(data.stocknum);
  const slug = text(data.dealership_slug);
  const dealership = resolveDealership(slug, context)?.slug ?? slug ?? context.primaryDealershipSlug;
  return {
    stock: stocknum === null ? null : `${dealership.toLowerCase()}\u0000${stocknum}`,
    vin: text(data.vin)?.toUpperCase() ?? null,
  };
}

/**
 * Every row of a feed (issue 3 item 4): valid cars with their lines, rejected rows with every reason. A stock
 * number repeated for the same dealership, or a VIN repeated anywhere in the file, rejects each repeat after
 * the first and names the first one's line and position; the first occurrence is judged on its own. A row with text the
 * database cannot store (a NUL character, an unpaired surrogate) is rejected, naming the field.
 */
export function validateFeed(rows: readonly FeedRow[], context: FeedContext): FeedValidation {
  const result: FeedValidation = { valid: [], rejected: [] };
  const stockFirst = new Map<string, FeedRow>();
  const vinFirst = new Map<string, FeedRow>();
  for (const row of rows) {
    const checked = validateFeedRow(row.data, row.line, context);
    const errors = [...row.problems, ...(checked.ok ? [] : checked.errors)];
    // Text no database can store (a NUL, half a surrogate pair) rejects its row; before, it failed the import.
    const unstorable = unstorableTextAt(row.data);
    if (unstorable) errors.push(`${unstorable.path || 'the row'}: ${unstorable.problem}`);
    const { stock, vin } = identity(row.data, context);
    if (stock !== null) {
      const first = stockFirst.get(stock);
      if (first === undefined) stockFirst.set(stock, row);
      else
        errors.push(
          `duplicate stock number "${stock.split('\u0000')[1]}" for this dealership (first on ${rowPlace(first)})`,
        );
    }
    if (vin !== null) {
      const first = vinFirst.get(vin);
      if (first === undefined) vinFirst.set(vin, row);
      else errors.push(`duplicate VIN "${vin}" (first on ${rowPlace(first)})`);
    }
    if (checked.ok && errors.length === 0) {
      result.valid.push({ line: row.line, index: row.index, car: checked.car, warnings: checked.warnings });
    } else {
      result.rejected.push({ line: row.line, index: row.index, errors });
    }
  }
  return result;
}
