import { PAGING_LIMIT } from '@dealerline/shared/rules';

/** Whether a search matched more cars than its pages can show (the index pages through PAGING_LIMIT only). */
export function exceedsPagingLimit(nbHits: number): boolean {
  return nbHits > PAGING_LIMIT;
}
