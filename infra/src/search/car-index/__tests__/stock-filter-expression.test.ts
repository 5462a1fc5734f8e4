import { testLocation } from '../../../../../shared/testing/fixtures';
import type { DealerLocation } from '../../../../../shared/src/domain/location';
import { DEFAULT_STOCK_FILTER, type StockFilter } from '../../../sites/stock-filter';
import { parseFilters, type FilterNode } from '../../engine';
import {
  locationRule,
  sortFilters,
  stockFilterExpression,
  stockFilterTree,
  type SiteStock,
} from '../stock-filter-expression';

const NOW = 1_800_000_000;

const location = (id: number, dealership: number, extra: Partial<DealerLocation> = {}): DealerLocation => {
  const base = testLocation({ id, dealership_id: dealership, primary: false, ...extra });
  return { ...base, address: { ...base.address, state: extra.address?.state ?? 'QLD' } };
};

function site(stockFilter: Partial<StockFilter> = {}): SiteStock {
  return {
    stockFilter: { ...DEFAULT_STOCK_FILTER, ...stockFilter },
    dealerships: [{ id: 3 }, { id: 4 }],
    locations: [
      location(30, 3, { primary: true }),
      location(31, 3, { location_type: 'service' }),
      location(40, 4, { location_type: '', address: { ...testLocation().address, state: 'NSW' } }),
      location(41, 4, { visible: false }),
    ],
  };
}

/**
 * What Algolia accepts: an AND of groups, each a leaf or an OR of leaves of one kind (facets, or numerics),
 * no AND inside an OR, no NOT in front of a group (and, to be safe, no negated leaf inside an OR).
 */
function algoliaValid(node: FilterNode): boolean {
  const kind = (leaf: FilterNode) => (leaf.type === 'facet' || leaf.type === 'tag' ? 'facet' : 'numeric');
  const groups = node.type === 'and' ? node.children : [node];
  return groups.every((group) => {
    if (group.type === 'and') return false;
    if (group.type !== 'or') return true;
    const leaves = group.children;
    if (leaves.some((leaf) => leaf.type === 'and' || leaf.type === 'or' || leaf.negated)) return false;
    return new Set(leaves.map(kind)).size === 1;
  });
}

describe('stock filter expression', () => {
  it('rule 0: every dealership of the site, shown on the website, visible now', () => {
    expect(stockFilterExpression(site(), NOW)).toBe(
      `(dealership_id:3 OR dealership_id:4) AND show_on_dealer_website:true AND visible_until > ${NOW}`,
    );
  });

  it('reads each switch of the location rule', () => {
    expect(stockFilterExpression(site({ location_rule: 1 }), NOW)).toBe(
      `dealership_id:3 AND show_on_dealer_website:true AND visible_until > ${NOW}`,
    );
    // Visible sales locations (type sales or empty) of the site's dealerships: 30 and 40, not service 31 or hidden 41.
    expect(stockFilterExpression(site({ location_rule: 2 }), NOW)).toContain(
      '(location_id:30 OR location_id:40)',
    );
    expect(stockFilterExpression(site({ location_rule: 3 }), NOW)).toContain(
      'dealership_id:3 AND location_id:30 AND',
    );
    expect(stockFilterExpression(site({ location_rule: 4 }), NOW)).toContain(' AND state:QLD AND ');
    expect(stockFilterExpression(site({ location_rule: 8 }), NOW)).toContain(
      ' AND NOT status:coming_soon AND ',
    );
    expect(stockFilterExpression(site({ location_rule: 14 }), NOW)).toBe(
      '(dealership_id:3 OR dealership_id:4) AND (location_id:30 OR location_id:40) AND state:QLD AND ' +
        `NOT status:coming_soon AND show_on_dealer_website:true AND visible_until > ${NOW}`,
    );
  });

  it('adds used-only and the manufacturer scope', () => {
    expect(
      stockFilterExpression(site({ used_only: true, manufacturers: ['Nissan', 'land-rover'] }), NOW),
    ).toBe(
      '(dealership_id:3 OR dealership_id:4) AND car_type:used AND (make_slug:nissan OR make_slug:land-rover) AND ' +
        `show_on_dealer_website:true AND visible_until > ${NOW}`,
    );
  });

  it('reads a rule outside 0–14 as 0: never wider than the site’s own dealerships', () => {
    for (const rule of [15, -1, 2.5, Number.NaN]) expect(locationRule({ location_rule: rule })).toBe(0);
    expect(stockFilterExpression(site({ location_rule: 15 }), NOW)).toBe(stockFilterExpression(site(), NOW));
  });

  it('matches nothing rather than everything when the allowed set is empty', () => {
    const empty: SiteStock = { ...site({ location_rule: 2 }), dealerships: [], locations: [] };
    expect(stockFilterExpression(empty, NOW)).toBe(
      `dealership_id:__none__ AND location_id:__none__ AND show_on_dealer_website:true AND visible_until > ${NOW}`,
    );
  });

  it('is a valid Algolia expression for every rule, used-only and manufacturer variant', () => {
    for (let rule = 0; rule <= 14; rule++) {
      for (const used_only of [false, true]) {
        for (const manufacturers of [[], ['nissan'], ['kia', 'mg']]) {
          const text = stockFilterExpression(site({ location_rule: rule, used_only, manufacturers }), NOW);
          const parsed = parseFilters(text)!;
          expect({ text, valid: algoliaValid(parsed) }).toEqual({ text, valid: true });
          expect(parsed).toEqual(
            stockFilterTree(site({ location_rule: rule, used_only, manufacturers }), NOW),
          );
        }
      }
    }
  });

  it('adds price > 0 to the price ascending sort on the sites that want it', () => {
    expect(sortFilters({ price_asc_priced_only: true })).toEqual({ price_asc: 'price > 0' });
    expect(sortFilters({ price_asc_priced_only: false })).toEqual({});
  });
});
