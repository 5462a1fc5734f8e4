import type { MultiQueryRequest, SearchParams } from '../../src/search/engine';
import { CAR_SORTS } from '../../src/search/car-index/car-index-settings';
import { CAR_INDEX, type CarRecord } from './car-index';
import { Dice, seeded, typo } from '../../src/search/engine/testing/random-queries';

/**
 * The shopper workload of issue 4's benchmark: what the search page of spec §7.1 sends. Browsing with 2–3
 * refinements, a price range, a sort and 12 facets; text such as "toyota hilux sr5"; the same with a one-letter
 * typo. Each query also exists as the page's full multi-query: the main query plus one disjunctive-facet query
 * per refined facet (and per numeric range), as InstantSearch sends them.
 */
export const PAGE_FACETS = [
  'make',
  'model',
  'car_type',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'simple_drive',
  'colour',
  'year',
  'price',
  'km',
  'state',
];

export const NUMERIC_FACETS = new Set(['year', 'price', 'km']);

/** Sort options of spec §9, the index (replica) serving each and what it sorts by. */
export const SORTS: Record<string, { index: string; attribute?: string; desc?: boolean }> = {
  relevance: { index: CAR_INDEX.primary },
  ...Object.fromEntries(
    Object.entries(CAR_SORTS).map(([key, { sort }]) => {
      const [, order, attribute] = /^(asc|desc)\((.+)\)$/.exec(sort)!;
      return [
        key,
        { index: CAR_INDEX.sorts[key as keyof typeof CAR_SORTS], attribute, desc: order === 'desc' },
      ];
    }),
  ),
};

export type QueryKind = 'browse' | 'text' | 'typo';

export interface ShopperQuery {
  kind: QueryKind;
  sort: keyof typeof SORTS;
  query: string;
  /** Facet refinements: values ORed within an attribute, attributes ANDed. */
  refinements: Record<string, string[]>;
  /** Numeric range refinements, both ends included. */
  ranges: Record<string, [number, number]>;
  page: number;
}

const REFINABLE = [
  'make',
  'simple_body',
  'car_type',
  'simple_fuel',
  'simple_transmission',
  'colour',
  'state',
  'simple_drive',
];

function value(car: CarRecord, attribute: string): string | undefined {
  const v = (car as unknown as Record<string, unknown>)[attribute];
  return typeof v === 'string' ? v : undefined;
}

function pickSort(dice: Dice): keyof typeof SORTS {
  return dice.chance(0.4) ? 'relevance' : dice.pick(Object.keys(CAR_SORTS));
}

function textOf(dice: Dice, car: CarRecord): string {
  const shapes = [
    [car.make, car.model, car.badge],
    [car.make, car.model],
    [car.model, car.badge],
    [car.make],
    [car.model],
    [String(car.year), car.make, car.model],
    [car.colour, car.model],
  ];
  return dice
    .pick(shapes)
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' ')
    .toLowerCase();
}

/** `count` shopper queries anchored on random cars (so most find something), deterministic for a seed. */
export function shopperQueries(cars: CarRecord[], count: number, seed = 42): ShopperQuery[] {
  const dice = new Dice(seeded(seed));
  const out: ShopperQuery[] = [];
  while (out.length < count) {
    const car = dice.pick(cars);
    const roll = dice.random();
    const kind: QueryKind = roll < 0.5 ? 'browse' : roll < 0.8 ? 'text' : 'typo';
    const query: ShopperQuery = {
      kind,
      sort: pickSort(dice),
      query: '',
      refinements: {},
      ranges: {},
      page: dice.chance(0.8) ? 0 : dice.int(1, 3),
    };
    if (kind === 'browse') {
      for (const attribute of dice.some(REFINABLE, 2, 3)) {
        const v = value(car, attribute);
        if (v) query.refinements[attribute] = [v];
      }
      if (query.refinements.make && dice.chance(0.4))
        query.refinements.make.push(value(dice.pick(cars), 'make')!);
      if (query.refinements.make && dice.chance(0.3)) query.refinements.model = [car.model];
      if (dice.chance(0.7)) {
        query.ranges.price = [
          Math.floor((car.price * 0.6) / 1000) * 1000,
          Math.ceil((car.price * 1.4) / 1000) * 1000 + 5000,
        ];
      }
      if (dice.chance(0.2)) query.ranges.year = [car.year - 3, car.year + 1];
    } else {
      let text = textOf(dice, car);
      if (kind === 'typo') {
        const words = text.split(' ');
        const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 4);
        if (long.length === 0) continue;
        const [word, at] = dice.pick(long);
        words[at] = typo(dice, word);
        text = words.join(' ');
      }
      query.query = text;
      if (dice.chance(0.3)) query.refinements.car_type = [car.car_type];
    }
    out.push(query);
  }
  return out;
}

function facetFilters(refinements: Record<string, string[]>, except?: string): string[][] {
  return Object.entries(refinements)
    .filter(([attribute]) => attribute !== except)
    .map(([attribute, values]) => values.map((v) => `${attribute}:${v}`));
}

function numericFilters(ranges: Record<string, [number, number]>, except?: string): string[] {
  return Object.entries(ranges)
    .filter(([attribute]) => attribute !== except)
    .flatMap(([attribute, [low, high]]) => [`${attribute}>=${low}`, `${attribute}<=${high}`]);
}

/** The page's main query as Algolia parameters. */
export function mainParams(q: ShopperQuery): SearchParams {
  const params: SearchParams = { query: q.query, facets: PAGE_FACETS, hitsPerPage: 21, page: q.page };
  const ff = facetFilters(q.refinements);
  if (ff.length) params.facetFilters = ff;
  const nf = numericFilters(q.ranges);
  if (nf.length) params.numericFilters = nf;
  return params;
}

/** The page's whole multi-query: main query, then one disjunctive query per refined facet and range. */
export function pageRequests(q: ShopperQuery): MultiQueryRequest[] {
  const index = SORTS[q.sort]!.index;
  const requests: MultiQueryRequest[] = [{ indexName: index, ...mainParams(q) }];
  const disjunctive = (attribute: string, isRange: boolean): MultiQueryRequest => {
    const params: MultiQueryRequest = {
      indexName: index,
      query: q.query,
      facets: [attribute],
      hitsPerPage: 0,
      page: 0,
      attributesToRetrieve: [],
      attributesToHighlight: [],
      analytics: false,
      clickAnalytics: false,
    };
    const ff = facetFilters(q.refinements, isRange ? undefined : attribute);
    if (ff.length) params.facetFilters = ff;
    const nf = numericFilters(q.ranges, isRange ? attribute : undefined);
    if (nf.length) params.numericFilters = nf;
    return params;
  };
  for (const attribute of Object.keys(q.refinements)) requests.push(disjunctive(attribute, false));
  for (const attribute of Object.keys(q.ranges)) requests.push(disjunctive(attribute, true));
  return requests;
}
