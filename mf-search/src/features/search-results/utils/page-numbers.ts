/** A page link (0-based page) or a gap between page links. */
export type PageItem = { page: number } | { gap: true };

/**
 * The page links of a pagination bar: the first and last pages and `around` pages either side of the current
 * one, with a gap where pages are left out (a gap never hides a single page: that page is listed instead).
 */
export function pageNumbers(current: number, nbPages: number, around = 2): PageItem[] {
  const near = (page: number) =>
    page >= 0 && page < nbPages && (page === 0 || page === nbPages - 1 || Math.abs(page - current) <= around);
  const items: PageItem[] = [];
  for (let page = 0; page < nbPages; page += 1) {
    if (near(page) || (near(page - 1) && near(page + 1))) items.push({ page });
    else if (!('gap' in (items.at(-1) ?? {}))) items.push({ gap: true });
  }
  return items;
}
