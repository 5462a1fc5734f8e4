import type { CarType } from '../../../shared/src/domain/car';
import { CATALOGUE, findMake, type MakeSpec, type ModelSpec, type Segment } from './catalogue';
import { hashString } from './prng';
import { stockPrefix } from './stock-number';
import type { DealershipInput, DealershipKind } from './types';
import { usedAvailability } from './used-years';
import { WeightedTable, weightedRecord } from './weighted';

export interface ModelChoice {
  make: MakeSpec;
  model: ModelSpec;
}

/** What one dealership stocks, precomputed once per run. */
export interface StockPlan {
  dealer: DealershipInput;
  /** The dealership's state in upper case (spec §3 states: NSW, VIC, QLD, …). */
  state: string;
  /** Google Maps search URL of the dealership's address (CarLocation.address.place_url). */
  placeUrl: string;
  segment: Segment;
  prefix: string;
  salt: number;
  carTypes: WeightedTable<CarType>;
  /** New and demo stock; null for used-only dealers. */
  newModels: WeightedTable<ModelChoice> | null;
  /** Used stock of the dealer's own makes (franchises keep some of their brand's trade-ins). */
  usedOwn: WeightedTable<ModelChoice> | null;
  /** Used stock from the whole market of the segment. */
  usedMarket: WeightedTable<ModelChoice>;
}

/** Default share of the generated cars by dealer kind. */
export const KIND_WEIGHT: Record<DealershipKind, number> = {
  group: 1.6,
  franchise: 1.2,
  used: 1,
  caravan: 0.4,
  truck: 0.4,
};

/** Stock mix by kind (issue 3: new, used and demo; used-only dealers only used). */
const CAR_TYPE_MIX: Record<DealershipKind, Record<CarType, number>> = {
  franchise: { new: 50, demo: 10, used: 40 },
  group: { new: 45, demo: 10, used: 45 },
  used: { new: 0, demo: 0, used: 100 },
  caravan: { new: 60, demo: 5, used: 35 },
  truck: { new: 45, demo: 5, used: 50 },
};

/** Share of a franchise's used stock that is its own brand. */
export const OWN_MAKE_USED_SHARE = 0.55;

function segmentOf(kind: DealershipKind): Segment {
  if (kind === 'caravan') return 'caravan';
  if (kind === 'truck') return 'truck';
  return 'passenger';
}

function onSaleNew(model: ModelSpec, currentYear: number): boolean {
  return model.from <= currentYear && (model.to == null || model.to >= currentYear);
}

function modelTable(
  makes: readonly MakeSpec[],
  weightOf: (make: MakeSpec, model: ModelSpec) => number,
): WeightedTable<ModelChoice> {
  const table = new WeightedTable<ModelChoice>();
  for (const make of makes) {
    const total = make.models.reduce((sum, model) => sum + model.weight, 0);
    for (const model of make.models)
      table.add({ make, model }, (make.weight * model.weight * weightOf(make, model)) / total);
  }
  return table;
}

function newTable(makes: readonly MakeSpec[], currentYear: number): WeightedTable<ModelChoice> {
  return modelTable(
    makes.filter((make) => !make.usedOnly),
    (_make, model) => (onSaleNew(model, currentYear) ? 1 : 0),
  );
}

function usedTable(makes: readonly MakeSpec[], currentYear: number): WeightedTable<ModelChoice> {
  return modelTable(makes, (_make, model) => usedAvailability(model, currentYear));
}

function dealerMakes(dealer: DealershipInput, segment: Segment): MakeSpec[] | null {
  if (!dealer.makes || dealer.makes.length === 0) return null;
  return dealer.makes.map((name) => {
    const make = findMake(name, segment);
    if (!make) throw new Error(`generateInventory: dealership "${dealer.slug}" names unknown make "${name}"`);
    return make;
  });
}

export function stockPlan(dealer: DealershipInput, currentYear: number, seed: number): StockPlan {
  const segment = segmentOf(dealer.kind);
  const usedOnly = dealer.usedOnly === true || dealer.kind === 'used';
  const own = dealerMakes(dealer, segment);
  const market = CATALOGUE[segment];
  const newModels = usedOnly ? null : newTable(own ?? market, currentYear);
  const hasNew = newModels != null && newModels.size > 0;
  const mix = { ...CAR_TYPE_MIX[usedOnly ? 'used' : dealer.kind] };
  if (!hasNew) Object.assign(mix, { new: 0, demo: 0, used: 100 });
  const usedOwn = own ? usedTable(own, currentYear) : null;
  const state = dealer.state.toUpperCase();
  const address = `${dealer.street}, ${dealer.city} ${state} ${dealer.postcode}`;
  return {
    dealer,
    state,
    placeUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    segment,
    prefix: stockPrefix(dealer.name),
    salt: hashString(`${seed}:${dealer.slug}`),
    carTypes: weightedRecord(mix),
    newModels: hasNew ? newModels : null,
    usedOwn: usedOwn && usedOwn.size > 0 ? usedOwn : null,
    usedMarket: usedTable(market, currentYear),
  };
}
