import { create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import type { CarRecord } from './car-index';
import { NUMERIC_FACETS, PAGE_FACETS, SORTS, type ShopperQuery } from './workload';

/**
 * The reference peer: the same cars in Orama (@orama/orama), queried with the same shopper queries. Facet
 * attributes are Orama enums (exact equality, counted facets), the searchable words one full-text string,
 * numbers numbers. Orama needs explicit ranges to count numeric facets; it has no facet stats.
 */
const ENUMS = [
  'make',
  'model',
  'badge',
  'car_type',
  'status',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'simple_drive',
  'colour',
  'state',
  'city',
];
const NUMBERS = ['price', 'km', 'year', 'custom_rank', 'created_at_ts', 'visible_until', 'seats'];
const RANGES: Record<string, { from: number; to: number }[]> = {
  year: [
    { from: 1990, to: 2015 },
    { from: 2016, to: 2020 },
    { from: 2021, to: 2030 },
  ],
  price: [
    { from: 0, to: 20000 },
    { from: 20001, to: 50000 },
    { from: 50001, to: 1e9 },
  ],
  km: [
    { from: 0, to: 20000 },
    { from: 20001, to: 100000 },
    { from: 100001, to: 1e9 },
  ],
};

export function oramaDocument(car: CarRecord): Record<string, unknown> {
  const record = car as unknown as Record<string, unknown>;
  const doc: Record<string, unknown> = {
    id: car.objectID,
    text: [car.make, car.model, car.badge, car.series, car.year, car.colour, car.simple_body, car.stocknum]
      .filter(Boolean)
      .join(' '),
    show_on_dealer_website: car.show_on_dealer_website,
  };
  for (const key of [...ENUMS, ...NUMBERS])
    if (record[key] !== null && record[key] !== undefined) doc[key] = record[key];
  return doc;
}

export async function buildOrama(cars: CarRecord[]): Promise<AnyOrama> {
  const schema: Record<string, string> = { text: 'string', show_on_dealer_website: 'boolean' };
  for (const key of ENUMS) schema[key] = 'enum';
  for (const key of NUMBERS) schema[key] = 'number';
  const db = create({ schema: schema as never });
  await insertMultiple(db, cars.map(oramaDocument) as never[], 1000);
  return db as AnyOrama;
}

type OramaParams = Record<string, unknown>;

function where(
  q: ShopperQuery,
  nowTs: number,
  exceptFacet?: string,
  exceptRange?: string,
): Record<string, unknown> {
  const clauses: Record<string, unknown> = { show_on_dealer_website: true, visible_until: { gt: nowTs } };
  for (const [attribute, values] of Object.entries(q.refinements))
    if (attribute !== exceptFacet) clauses[attribute] = { in: values };
  for (const [attribute, [low, high]] of Object.entries(q.ranges))
    if (attribute !== exceptRange) clauses[attribute] = { between: [low, high] };
  return clauses;
}

function facetsFor(attributes: string[]): Record<string, unknown> {
  return Object.fromEntries(
    attributes.map((attribute) => [
      attribute,
      NUMERIC_FACETS.has(attribute) ? { ranges: RANGES[attribute] } : {},
    ]),
  );
}

function text(q: ShopperQuery): OramaParams {
  return q.query ? { term: q.query, properties: ['text'], tolerance: 1 } : {};
}

/** The main query of a page, in Orama's terms. */
export function oramaMain(q: ShopperQuery, nowTs: number): OramaParams {
  const sort = SORTS[q.sort]!;
  const params: OramaParams = {
    ...text(q),
    where: where(q, nowTs),
    facets: facetsFor(PAGE_FACETS),
    limit: 21,
    offset: q.page * 21,
  };
  if (sort.attribute) params.sortBy = { property: sort.attribute, order: sort.desc ? 'DESC' : 'ASC' };
  else if (!q.query) params.sortBy = { property: 'custom_rank', order: 'DESC' };
  return params;
}

/** The page's whole multi-query in Orama's terms (disjunctive queries as count-only "preflight" queries). */
export function oramaPage(q: ShopperQuery, nowTs: number): OramaParams[] {
  const out = [oramaMain(q, nowTs)];
  for (const attribute of Object.keys(q.refinements)) {
    out.push({
      ...text(q),
      where: where(q, nowTs, attribute),
      facets: facetsFor([attribute]),
      preflight: true,
    });
  }
  for (const attribute of Object.keys(q.ranges)) {
    out.push({
      ...text(q),
      where: where(q, nowTs, undefined, attribute),
      facets: facetsFor([attribute]),
      preflight: true,
    });
  }
  return out;
}

export interface OramaAnswer {
  count: number;
  facets: Record<string, { values: Record<string, number> }>;
}

export async function oramaSearch(db: AnyOrama, params: OramaParams): Promise<OramaAnswer> {
  const result = (await search(db, params as never)) as unknown as {
    count: number;
    facets?: OramaAnswer['facets'];
  };
  return { count: result.count, facets: result.facets ?? {} };
}
