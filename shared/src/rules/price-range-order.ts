import type { SearchFacetItem } from '../domain/search';

/** The first figure of a range label: "$10,000 - $20,000" → 10000; null when it has none. */
function lowestFigure(text: string): number | null {
  const match = /\d[\d,]*/.exec(text);
  return match ? Number(match[0].replace(/,/g, '')) : null;
}

const isUnder = (text: string): boolean => /^\s*under\b/i.test(text);

/**
 * Spec §9 "Price ranges sort by lowest figure, an 'Under' range first", read from each item's value
 * ("Under $5,000", "$5,000 - $10,000", "Over $100,000"). Values without a figure go last.
 */
export function sortPriceRanges<T extends Pick<SearchFacetItem, 'value'>>(ranges: readonly T[]): T[] {
  const rank = (range: T): [number, number] => [
    isUnder(range.value) ? 0 : 1,
    lowestFigure(range.value) ?? Number.POSITIVE_INFINITY,
  ];
  return [...ranges].sort((a, b) => {
    const [underA, figureA] = rank(a);
    const [underB, figureB] = rank(b);
    if (underA !== underB) return underA - underB;
    if (figureA === figureB) return 0;
    return figureA < figureB ? -1 : 1;
  });
}
