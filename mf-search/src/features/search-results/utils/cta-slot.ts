export interface CtaSlotInput {
  /** 1-based position of the CTA card among all the cards of the results (site.search_page.cta.position). */
  position: number;
  page: number;
  hitsPerPage: number;
  hitsOnPage: number;
  nbHits: number;
}

/**
 * Where the CTA card goes on this page, as an index among its hits (the card goes before that hit), or null:
 * at its position counted over the whole result list, so with 21 a page position 30 is the 9th card of page 2;
 * when there are fewer results than that, after the last result.
 */
export function ctaSlot({ position, page, hitsPerPage, hitsOnPage, nbHits }: CtaSlotInput): number | null {
  if (hitsOnPage === 0) return null;
  const index = Math.max(0, position - 1);
  const start = page * hitsPerPage;
  if (index >= start && index < start + hitsOnPage) return index - start;
  const lastPage = start + hitsOnPage >= nbHits;
  return lastPage && index >= nbHits ? hitsOnPage : null;
}
