import { displayedResultCount } from '../result-count';

describe('displayedResultCount', () => {
  it('keeps counts up to 1999 as they are', () => {
    expect(
      displayedResultCount({ count: 1999, siteStockCount: 5, facetCounts: { a: 1 }, inStockCount: 2 }),
    ).toBe(1999);
    expect(displayedResultCount({ count: 0 })).toBe(0);
  });
  it('replaces a capped count (2000) by the site stock count first', () => {
    expect(
      displayedResultCount({ count: 2000, siteStockCount: 4321, facetCounts: { a: 1 }, inStockCount: 2 }),
    ).toBe(4321);
  });
  it('then by the summed facet counts', () => {
    expect(
      displayedResultCount({ count: 2000, facetCounts: { in_stock: 3000, sold: 12 }, inStockCount: 2 }),
    ).toBe(3012);
  });
  it('then by the in_stock count', () => {
    expect(displayedResultCount({ count: 2000, facetCounts: {}, inStockCount: 2500 })).toBe(2500);
    expect(
      displayedResultCount({ count: 2000, siteStockCount: null, facetCounts: null, inStockCount: 2600 }),
    ).toBe(2600);
  });
  it('else keeps the capped count', () => {
    expect(displayedResultCount({ count: 2000 })).toBe(2000);
  });
});
