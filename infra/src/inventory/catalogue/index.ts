import { kebab } from '../slug';
import { CARAVAN_MAKES } from './caravans';
import { ASIAN_MAKES } from './passenger-asia';
import { JAPANESE_MAKES } from './passenger-japan';
import { WESTERN_MAKES } from './passenger-west';
import { TRUCK_MAKES } from './trucks';
import type { MakeSpec, Segment } from './types';

export type { AutoBox, BadgeSpec, Drive, Fuel, MakeSpec, ModelSpec, Segment, SeriesSpec } from './types';

/** Every make by segment; passenger makes cover the Australian car market, Holden as used stock only. */
export const CATALOGUE: Readonly<Record<Segment, readonly MakeSpec[]>> = {
  passenger: [...JAPANESE_MAKES, ...ASIAN_MAKES, ...WESTERN_MAKES],
  truck: TRUCK_MAKES,
  caravan: CARAVAN_MAKES,
};

const SEGMENTS: readonly Segment[] = ['passenger', 'truck', 'caravan'];

/**
 * The make a dealer names ("Nissan", "nissan", "zone-rv"), looked up in its own segment first, then in the
 * others (a car dealer that also sells Isuzu trucks); undefined when no catalogue has it.
 */
export function findMake(name: string, preferred: Segment): MakeSpec | undefined {
  const slug = kebab(name);
  for (const segment of [preferred, ...SEGMENTS.filter((s) => s !== preferred)]) {
    const found = CATALOGUE[segment].find((make) => kebab(make.name) === slug);
    if (found) return found;
  }
  return undefined;
}
