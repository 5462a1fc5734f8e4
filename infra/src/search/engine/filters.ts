import { andFilters, type FilterNode } from './filter-ast';
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './filter-params';
import { parseFilters } from './filter-parser';
import { badRequest } from './errors';

export * from './filter-ast';
export { parseFilters, parseNumericCondition, AND_AFTER_OR, AND_BEFORE_OR } from './filter-parser';
export {
  parseFacetFilter,
  parseFacetFilters,
  parseNumericFilters,
  parseTagFilter,
  parseTagFilters,
} from './filter-params';

export interface FilterParams {
  filters?: unknown;
  facetFilters?: unknown;
  numericFilters?: unknown;
  tagFilters?: unknown;
}

/**
 * Every filtering parameter of a query as one tree (their AND), or null when none filters anything. A secured
 * key's embedded filters are ANDed on top by the caller (`andFilters(keyFilter, buildFilter(params))`).
 */
export function buildFilter(params: FilterParams): FilterNode | null {
  let filters: FilterNode | null = null;
  if (params.filters !== undefined && params.filters !== null) {
    if (typeof params.filters !== 'string') throw badRequest('filters: expected a string');
    filters = parseFilters(params.filters);
  }
  return andFilters(
    filters,
    params.facetFilters == null ? null : parseFacetFilters(params.facetFilters),
    params.numericFilters == null ? null : parseNumericFilters(params.numericFilters),
    params.tagFilters == null ? null : parseTagFilters(params.tagFilters),
  );
}
