import { testSite } from '@dealerline/shared/testing';
import type { CarQueryResult } from '../client/car-query';
import { toCarSearchResult } from '../page-result';
import { testCarHit } from '@dealerline/shared/testing';

const result = (overrides: Partial<CarQueryResult>): CarQueryResult => ({
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: 21,
  ...overrides,
});
const site = (stock_count: number | null = null) =>
  testSite({ used_label: 'Pre-Owned', search_page: { ...testSite().search_page, stock_count } });

describe('toCarSearchResult', () => {
  it('keeps the page of hits and maps facets to labelled items, most cars first', () => {
    const hit = testCarHit();
    const page = toCarSearchResult(
      { disjunctive: [] },
      [
        result({
          hits: [hit],
          nbHits: 30,
          page: 1,
          nbPages: 2,
          facets: { car_type: { new: 3, used: 27 }, make: { Kia: 5, Toyota: 25 } },
          facets_stats: { price: { min: 5000, max: 90000 } },
        }),
      ],
      site(),
    );
    expect(page).toMatchObject({
      hits: [hit],
      nbHits: 30,
      displayedCount: 30,
      page: 1,
      nbPages: 2,
      hitsPerPage: 21,
    });
    expect(page.facets.car_type).toEqual([
      { label: 'Pre-Owned', value: 'used', count: 27 },
      { label: 'New', value: 'new', count: 3 },
    ]);
    expect(page.facets.make?.[0]).toEqual({ label: 'Toyota', value: 'Toyota', count: 25 });
    expect(page.facetsStats).toEqual({ price: { min: 5000, max: 90000 } });
  });

  it("replaces a refined attribute's counts and stats with its disjunctive query's", () => {
    const page = toCarSearchResult(
      { disjunctive: ['make', 'price'] },
      [
        result({
          facets: { make: { Toyota: 4 }, model: { HiLux: 4 } },
          facets_stats: { price: { min: 20000, max: 30000 } },
        }),
        result({ hitsPerPage: 0, facets: { make: { Toyota: 4, Mazda: 7 } } }),
        result({ hitsPerPage: 0, facets: { price: {} }, facets_stats: { price: { min: 1000, max: 99000 } } }),
      ],
      site(),
    );
    expect(page.facets.make?.map((f) => f.value)).toEqual(['Mazda', 'Toyota']);
    expect(page.facets.model).toEqual([{ label: 'HiLux', value: 'HiLux', count: 4 }]);
    expect(page.facetsStats.price).toEqual({ min: 1000, max: 99000 });
  });

  describe('capped counts (spec §4)', () => {
    const capped = result({
      nbHits: 2500,
      facets: { status: { in_stock: 2400, coming_soon: 150, sold: 20 } },
    });

    it('shows a count of 1999 or less as it is', () => {
      const page = toCarSearchResult(
        { disjunctive: [] },
        [result({ nbHits: 1999, facets: { status: { in_stock: 5 } } })],
        site(3000),
      );
      expect(page.displayedCount).toBe(1999);
    });

    it("replaces a capped count by the site's stock count when set", () => {
      expect(toCarSearchResult({ disjunctive: [] }, [capped], site(3100)).displayedCount).toBe(3100);
    });

    it('else by the summed status counts', () => {
      expect(toCarSearchResult({ disjunctive: [] }, [capped], site()).displayedCount).toBe(2570);
    });

    it('keeps nbHits as the service returned it', () => {
      const page = toCarSearchResult({ disjunctive: [] }, [capped], site());
      expect(page.nbHits).toBe(2500);
    });
  });
});
