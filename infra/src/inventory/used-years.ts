import type { ModelSpec } from './catalogue';
import { WeightedTable } from './weighted';

/** The oldest used stock a dealer lists (issue 3 item 3: used cars 2008 to the current year). */
export const OLDEST_USED_YEAR = 2008;

/**
 * Relative share of used stock by age in years: few near-new cars, a peak at 3–5 years (ex-lease and first
 * trade-ins), then a long tail of older trade-ins.
 */
const AGE_WEIGHTS = [2, 7, 10, 11, 11, 10, 9.5, 8.5, 7.5, 6.5, 5.5, 4.5, 3.7, 3, 2.4, 1.9, 1.5, 1.2];

export function usedAgeWeight(age: number): number {
  if (age < 0) return 0;
  return AGE_WEIGHTS[age] ?? 1;
}

/** First and last model year a model can be found used in `currentYear`, or null when none. */
export function usedYearRange(model: ModelSpec, currentYear: number): { from: number; to: number } | null {
  const from = Math.max(OLDEST_USED_YEAR, model.from);
  const to = Math.min(model.to ?? currentYear, currentYear);
  return from <= to ? { from, to } : null;
}

/** How common the model is as used stock relative to a model sold through every year (0..1). */
export function usedAvailability(model: ModelSpec, currentYear: number): number {
  const range = usedYearRange(model, currentYear);
  if (!range) return 0;
  let within = 0;
  let all = 0;
  for (let year = OLDEST_USED_YEAR; year <= currentYear; year++) {
    const weight = usedAgeWeight(currentYear - year);
    all += weight;
    if (year >= range.from && year <= range.to) within += weight;
  }
  return all > 0 ? within / all : 0;
}

/** Model years of a used model weighted by the age curve (cached per model for one run). */
export class UsedYears {
  private readonly tables = new Map<ModelSpec, WeightedTable<number>>();

  constructor(private readonly currentYear: number) {}

  table(model: ModelSpec): WeightedTable<number> {
    let table = this.tables.get(model);
    if (!table) {
      table = new WeightedTable<number>();
      const range = usedYearRange(model, this.currentYear);
      if (range) {
        for (let year = range.from; year <= range.to; year++)
          table.add(year, usedAgeWeight(this.currentYear - year));
      }
      this.tables.set(model, table);
    }
    return table;
  }
}
