import { ALL_DEALERS, NOW } from '../../../inventory/__tests__/dealerships';
import { SearchEngine } from '../engine';
import type { SearchParams } from '../params';
import type { SearchResponse } from '../query';
import { ReferenceIndex, type ReferenceResult } from '../reference';
import {
  CAR_INDEX,
  CAR_REPLICAS,
  CAR_SETTINGS,
  carRecords,
  replicaSettings,
  type CarRecord,
} from '../testing/car-records';
import type { SearchRecord } from '../record-path';

/** Shared by the engine tests (not a test file): generated cars in an engine with the sort replicas. */
export function carEngine(records: CarRecord[]): SearchEngine {
  const engine = new SearchEngine();
  engine.setSettings(CAR_INDEX, CAR_SETTINGS);
  engine.index(CAR_INDEX).saveObjects(records);
  for (const [name, sort] of Object.entries(CAR_REPLICAS)) engine.setSettings(name, replicaSettings(sort));
  return engine;
}

export function testCars(count: number, seed = 1): CarRecord[] {
  return carRecords(count, ALL_DEALERS, NOW, seed);
}

export function reference(records: object[]): ReferenceIndex {
  return new ReferenceIndex(records as SearchRecord[], CAR_SETTINGS);
}

/** The parts of an answer the reference computes too. */
export function comparable(response: SearchResponse): ReferenceResult {
  const out: ReferenceResult = {
    hits: response.hits.map((hit) => hit.objectID),
    nbHits: response.nbHits,
    page: response.page,
    nbPages: response.nbPages,
    hitsPerPage: response.hitsPerPage,
  };
  if (response.facets) out.facets = response.facets;
  if (response.facets_stats) out.facets_stats = response.facets_stats;
  return out;
}

/** Runs one query on both and checks they agree (facet counts in order; stats to float precision). */
export function expectSame(
  engine: SearchEngine,
  ref: ReferenceIndex,
  index: string,
  params: SearchParams,
): SearchResponse {
  const got = engine.search(index, params);
  const want = ref.search(params, null, engine.index(index).settings);
  const context = `${index} ${JSON.stringify(params)}`;
  const actual = comparable(got);
  const { facets_stats: gotStats, facets: gotFacets, ...gotRest } = actual;
  const { facets_stats: wantStats, facets: wantFacets, ...wantRest } = want;
  expect({ context, ...gotRest }).toEqual({ context, ...wantRest });
  expect({
    context,
    facets: gotFacets && Object.entries(gotFacets).map(([k, v]) => [k, Object.entries(v)]),
  }).toEqual({
    context,
    facets: wantFacets && Object.entries(wantFacets).map(([k, v]) => [k, Object.entries(v)]),
  });
  expect(Object.keys(gotStats ?? {})).toEqual(Object.keys(wantStats ?? {}));
  for (const [name, stats] of Object.entries(wantStats ?? {})) {
    const mine = gotStats![name]!;
    expect(mine.min).toBe(stats.min);
    expect(mine.max).toBe(stats.max);
    expect(mine.sum).toBeCloseTo(stats.sum, 3);
    expect(mine.avg).toBeCloseTo(stats.avg, 6);
  }
  return got;
}
