import type { SearchFacetItem } from '../domain/search';
import { POPULAR_MAKES_COUNT } from './constants';
import { byLabel } from './label-order';

export interface MakeGroups {
  /** The 20 makes with the most cars, most first (ties by label). */
  popular: SearchFacetItem[];
  /** Every make, A to Z by label. */
  all: SearchFacetItem[];
}

/**
 * Spec §9 "Popular Makes group: first 20 makes, then All Makes". The spec does not say what "first" means;
 * we take the 20 makes with the highest counts. All Makes lists every make, including the popular ones.
 */
export function groupMakes(makes: readonly SearchFacetItem[]): MakeGroups {
  const popular = [...makes].sort((a, b) => b.count - a.count || byLabel(a, b)).slice(0, POPULAR_MAKES_COUNT);
  return { popular, all: [...makes].sort(byLabel) };
}
