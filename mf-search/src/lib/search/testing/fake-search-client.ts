import type { CarHit } from '@dealerline/shared';
import type { CarQuery, CarQueryResult, CarSearchClient } from '../client/car-query';
import { PAGING_LIMIT } from '@dealerline/shared/rules';

export interface FakeSearchClient extends CarSearchClient {
  /** Every multi-query sent, in order. */
  calls: CarQuery[][];
  /** Makes the next searches fail with this error, or wait for `release()` with `hold`. */
  failWith(error: unknown): void;
  succeed(): void;
  hold(): void;
  release(): void;
}

function matchesFacetFilter(car: CarHit, filter: string): boolean {
  const colon = filter.indexOf(':');
  const attribute = filter.slice(0, colon) as keyof CarHit;
  const value = filter.slice(colon + 1).replace(/^\\-/, '-');
  return String(car[attribute]) === value;
}

const COMPARISONS: Readonly<Record<string, (value: number, bound: number) => boolean>> = {
  '>=': (value, bound) => value >= bound,
  '<=': (value, bound) => value <= bound,
  '>': (value, bound) => value > bound,
  '<': (value, bound) => value < bound,
};

function matchesNumericFilter(car: CarHit, filter: string): boolean {
  const [, attribute = '', op = '', bound] = /^(\w+)(>=|<=|>|<)(.+)$/.exec(filter) ?? [];
  return COMPARISONS[op]?.(Number(car[attribute as keyof CarHit]), Number(bound)) ?? false;
}

/** The numeric comparisons ANDed in a `filters` string (a sort's `price > 0`), as numericFilters. */
const filterComparisons = (filters = ''): string[] =>
  filters
    .split(' AND ')
    .map((part) => part.replace(/[()\s]/g, ''))
    .filter((part) => /^\w+(>=|<=|>|<)-?[\d.]+$/.test(part));

function answer(cars: CarHit[], query: CarQuery): CarQueryResult {
  const numericFilters = [...(query.numericFilters ?? []), ...filterComparisons(query.filters)];
  const matching = cars.filter(
    (car) =>
      (query.facetFilters ?? []).every((group) => group.some((f) => matchesFacetFilter(car, f))) &&
      numericFilters.every((f) => matchesNumericFilter(car, f)),
  );
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, { min: number; max: number }> = {};
  for (const attribute of query.facets ?? []) {
    const counts: Record<string, number> = {};
    for (const car of matching) {
      const value = car[attribute as keyof CarHit];
      if (value !== null && value !== undefined) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
    }
    facets[attribute] = counts;
    const numbers = matching
      .map((car) => car[attribute as keyof CarHit])
      .filter((v) => typeof v === 'number');
    if (numbers.length > 0) stats[attribute] = { min: Math.min(...numbers), max: Math.max(...numbers) };
  }
  const page = query.page ?? 0;
  const hitsPerPage = query.hitsPerPage;
  const reachable = Math.min(matching.length, PAGING_LIMIT);
  return {
    hits:
      hitsPerPage === 0
        ? []
        : matching.slice(page * hitsPerPage, Math.min((page + 1) * hitsPerPage, reachable)),
    nbHits: matching.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage),
    hitsPerPage,
    facets,
    facets_stats: stats,
  };
}

/**
 * A search service over `cars` for unit tests: facetFilters (ANDed groups of ORed `attr:value`), numericFilters
 * (`>=`, `<=`, `>`, `<`), facet counts and stats, page/hitsPerPage paging up to the service's PAGING_LIMIT. Of a
 * `filters` string only its ANDed numeric comparisons (a sort's `price > 0`) are applied; the rest is recorded.
 */
export function fakeSearchClient(cars: CarHit[]): FakeSearchClient {
  let failure: { error: unknown } | null = null;
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  const client: FakeSearchClient = {
    calls: [],
    async search(queries) {
      client.calls.push(queries);
      if (gate) await gate.promise;
      if (failure) throw failure.error;
      return queries.map((query) => answer(cars, query));
    },
    failWith(error) {
      failure = { error };
    },
    succeed() {
      failure = null;
    },
    hold() {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      gate = { promise, open };
    },
    release() {
      gate?.open();
      gate = null;
    },
  };
  return client;
}
