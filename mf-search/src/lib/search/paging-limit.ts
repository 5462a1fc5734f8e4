/**
 * The most results a search can page through: the car index's `paginationLimitedTo` (infra
 * car-index-settings.ts; Algolia's default too). The service still counts every match (nbHits), but answers no
 * hit past this position and stops nbPages there (48 pages of 21).
 */
export const PAGING_LIMIT = 1000;

/** Whether a search matched more cars than its pages can show. */
export function exceedsPagingLimit(nbHits: number): boolean {
  return nbHits > PAGING_LIMIT;
}
