/**
 * Dealerline's embedded search engine: an Algolia-compatible, columnar, in-memory engine (issue 4, items 3 and
 * 6). Pure TypeScript without I/O; the REST layer wraps `SearchEngine` in Algolia's protocol. See README.md.
 */
export { SearchEngine, type IndexInfo, type MultiQueryRequest, type MultiQueryResult } from './engine';
export {
  SearchIndex,
  checkRecord,
  buildStoreAsync,
  type QueryContext,
  type FacetHit,
  type FacetSearchResponse,
} from './search-index';
export { SearchError, isSearchError } from './errors';
export type { SearchResponse, Hit } from './query';
export type { BrowseResponse } from './browse';
export type { FacetStats } from './facets';
export type { HighlightResult, HighlightTree } from './highlight';
export { decodeParams, encodeParams, type SearchParams } from './params';
export { DEFAULT_RANKING, DEFAULT_SETTINGS, type IndexSettings } from './settings';
export type { SearchRecord } from './record-path';
export {
  andFilters,
  buildFilter,
  filterAttributes,
  filterToString,
  orFilters,
  parseFacetFilters,
  parseFilters,
  parseNumericFilters,
  parseTagFilters,
  type FilterLeaf,
  type FilterNode,
  type FilterParams,
  type NumericOperator,
} from './filters';
