import type { CarHit } from '@dealerline/shared';

/** One query of a multi-query to the car index (the Algolia search parameters the search core uses). */
export interface CarQuery {
  indexName: string;
  query?: string;
  /** An Algolia filter string (route scope, sort filters, fixed lists). */
  filters?: string;
  /** Groups ANDed, values of one group ORed: `[["make:Toyota", "make:Mazda"], ["car_type:used"]]`. */
  facetFilters?: string[][];
  /** ANDed comparisons: `["price>=5000", "price<=50000"]`. */
  numericFilters?: string[];
  facets?: string[];
  /** How many values of each counted attribute to list (the service's default otherwise). */
  maxValuesPerFacet?: number;
  hitsPerPage: number;
  page?: number;
  /** False for the helper queries of a page (disjunctive facets), so analytics count one search. */
  analytics?: boolean;
  /** The attributes each hit carries ("*", "-attribute" to leave one out; see hit-attributes.ts). */
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
}

/** What the search core reads of one answer. */
export interface CarQueryResult {
  hits: CarHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
}

/** The seam between the search core and the search service: the algolia client in the browser, a fake in tests. */
export interface CarSearchClient {
  search(queries: CarQuery[]): Promise<CarQueryResult[]>;
}
