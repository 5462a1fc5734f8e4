import type { CarHit } from '@dealerline/shared';
import { errorMessage } from './api/search-error';
import { fixedListApi, type FixedListInput } from './api/fixed-list-endpoint';

const NO_HITS: CarHit[] = [];

/** Spec §7.2: cars by a filter string with a limit (featured stock, latest arrivals, similar vehicles). */
export function useFixedList(input: FixedListInput): { hits: CarHit[]; isLoading: boolean; error?: string } {
  const { data, isLoading, error } = fixedListApi.useFixedListQuery(input);
  return { hits: data ?? NO_HITS, isLoading, error: errorMessage(error) };
}
