import { testLocation } from '../../../testing/fixtures';
import { filterLocations, locationTypeOf, parseLocationFilter } from '../location-filter';

const sales = testLocation({ id: 1, primary: true, location_type: 'sales', manufacturers: ['mazda'] });
const blank = testLocation({ id: 2, primary: false, location_type: '', location_subtype: ['buying'] });
const service = testLocation({
  id: 3,
  primary: false,
  location_type: 'service',
  manufacturers: ['mazda', 'kia'],
});
const parts = testLocation({ id: 4, primary: false, location_type: 'parts', manufacturers: ['kia'] });
const hidden = testLocation({ id: 5, primary: false, location_type: 'sales', visible: false });
const all = [sales, blank, service, parts, hidden];

const ids = (variant?: string) => filterLocations(all, parseLocationFilter(variant)).map((l) => l.id);

describe('parseLocationFilter', () => {
  it('defaults to all without a variant or with an unknown scope', () => {
    expect(parseLocationFilter(undefined)).toEqual({
      scope: 'all',
      manufacturer: null,
      subtype: null,
      excludedIds: [],
    });
    expect(parseLocationFilter('nearby').scope).toBe('all');
  });
  it('reads a scope, a location id and the options', () => {
    expect(
      parseLocationFilter('service-and-parts; manufacturer=Mazda ;subtype=buying;exclude=3, 4,x'),
    ).toEqual({
      scope: 'service-and-parts',
      manufacturer: 'mazda',
      subtype: 'buying',
      excludedIds: [3, 4],
    });
    expect(parseLocationFilter('102').scope).toEqual({ id: 102 });
  });
});

describe('filterLocations', () => {
  it('never shows a location that is not visible', () => {
    expect(ids('all')).toEqual([1, 2, 3, 4]);
  });
  it('filters by scope; an empty location_type counts as sales', () => {
    expect(ids('primary')).toEqual([1]);
    expect(ids('sales')).toEqual([1, 2]);
    expect(ids('service')).toEqual([3]);
    expect(ids('parts')).toEqual([4]);
    expect(ids('service-and-parts')).toEqual([3, 4]);
    expect(locationTypeOf(blank)).toBe('sales');
  });
  it('filters by location id, a hidden one included never', () => {
    expect(ids('3')).toEqual([3]);
    expect(ids('5')).toEqual([]);
    expect(ids('99')).toEqual([]);
  });
  it('filters by manufacturer, subtype and excluded ids', () => {
    expect(ids('all;manufacturer=mazda')).toEqual([1, 3]);
    expect(ids('all;subtype=buying')).toEqual([2]);
    expect(ids('all;exclude=1,4')).toEqual([2, 3]);
    expect(ids('service-and-parts;manufacturer=kia;exclude=4')).toEqual([3]);
  });
});
