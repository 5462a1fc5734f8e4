import { EMPTY_SEARCH_STATE, parseSearchParams, searchUrl, serializeSearchState } from '../url-state';
import type { SearchState } from '../types';

const state = (overrides: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...overrides });

describe('parseSearchParams', () => {
  it('reads query, 1-based page, sort, refinements and ranges', () => {
    const parsed = parseSearchParams(
      '?query=hilux&page=2&sortBy=price_asc&refinementList[make][0]=Toyota&refinementList[car_type][0]=used' +
        '&refinementList[car_type][1]=demo&range[price]=5000:50000&range[km]=:100000',
    );
    expect(parsed).toEqual({
      query: 'hilux',
      page: 1,
      sortBy: 'price_asc',
      refinements: { make: ['Toyota'], car_type: ['used', 'demo'] },
      ranges: { price: { min: 5000, max: 50000 }, km: { max: 100000 } },
    });
  });

  it('reads a page past every search’s last page (48) as past it, never as the first page', () => {
    expect(parseSearchParams('page=48').page).toBe(47);
    for (const page of ['49', '1001', '99999', '9'.repeat(400)])
      expect(parseSearchParams(`page=${page}`).page).toBe(48);
  });

  it('reads percent-encoded brackets and values as the browser writes them', () => {
    const parsed = parseSearchParams('refinementList%5Bmake%5D%5B0%5D=Land%20Rover&range%5Byear%5D=2018%3A');
    expect(parsed.refinements).toEqual({ make: ['Land Rover'] });
    expect(parsed.ranges).toEqual({ year: { min: 2018 } });
  });

  it('reads the dealer-filtered search', () => {
    expect(parseSearchParams('refinementList[dealership_slug][0]=westside-toyota').refinements).toEqual({
      dealership_slug: ['westside-toyota'],
    });
  });

  it.each([
    ['body', 'SUV', 'simple_body'],
    ['drive', '4X4', 'simple_drive'],
    ['fuel', 'Diesel', 'simple_fuel'],
    ['transmission', 'Manual', 'simple_transmission'],
  ])('reads spec §3’s filter name %s as the index attribute behind it', (name, value, attribute) => {
    const parsed = parseSearchParams(`refinementList[${name}][0]=${value}`);
    expect(parsed.refinements).toEqual({ [attribute]: [value] });
    expect(serializeSearchState(parsed)).toBe(`refinementList[${attribute}][0]=${value}`);
  });

  it('merges a spec §3 name with the index name of the same filter', () => {
    const parsed = parseSearchParams(
      'refinementList[simple_body][0]=Ute&refinementList[body][1]=SUV&refinementList[body][2]=Ute',
    );
    expect(parsed.refinements).toEqual({ simple_body: ['Ute', 'SUV'] });
  });

  it.each([
    'categories',
    'filtered_features',
    'item_type',
    'weekly_price_range',
    'make_model',
    'price_range',
    'price',
    'km',
  ])('ignores the spec §3 list %s, which no index value list stands behind', (name) => {
    expect(parseSearchParams(`refinementList[${name}][0]=x`)).toEqual(EMPTY_SEARCH_STATE);
  });

  it('orders values by their index, whatever the parameter order', () => {
    const parsed = parseSearchParams('refinementList[make][1]=Mazda&refinementList[make][0]=Toyota');
    expect(parsed.refinements.make).toEqual(['Toyota', 'Mazda']);
  });

  it.each([
    ['page=0'],
    ['page=-3'],
    ['page=abc'],
    ['page=1.5'],
    ['sortBy=cheapest'],
    ['sortBy=constructor'],
    ['refinementList[password][0]=x'],
    ['refinementList[__proto__][0]=x'],
    ['refinementList[make][0]='],
    ['refinementList[make]=Toyota'],
    ['refinementList[make][x]=Toyota'],
    ['range[price]=abc:100'],
    ['range[price]=100'],
    ['range[price]=:'],
    ['range[price]=5000:100'],
    ['range[price]=1:2:3'],
    ['range[make]=1:2'],
    ['range[price]=1e99:'],
    ['foo=bar&utm_source=x'],
    ['%E0%A4%A'],
  ])('ignores the malformed or unknown %s', (search) => {
    expect(parseSearchParams(search)).toEqual(EMPTY_SEARCH_STATE);
  });

  it('cuts values past the length limits', () => {
    const long = 'x'.repeat(500);
    const parsed = parseSearchParams(
      `query=${long}&refinementList[make][0]=${long}&refinementList[make][1]=Kia`,
    );
    expect(parsed.query).toHaveLength(100);
    expect(parsed.refinements.make).toEqual(['Kia']);
    const many = Array.from({ length: 80 }, (_, i) => `refinementList[model][${i}]=M${i}`).join('&');
    expect(parseSearchParams(many).refinements.model).toHaveLength(50);
  });

  it('drops duplicate values', () => {
    expect(parseSearchParams('refinementList[make][0]=Kia&refinementList[make][1]=Kia').refinements).toEqual({
      make: ['Kia'],
    });
  });
});

describe('serializeSearchState and searchUrl', () => {
  it('leaves the defaults out', () => {
    expect(serializeSearchState(EMPTY_SEARCH_STATE)).toBe('');
    expect(searchUrl({})).toBe('/search/new-used-and-demo-cars/');
  });

  it('writes InstantSearch-style parameters with a 1-based page', () => {
    const url = searchUrl(
      state({
        query: 'hi lux',
        page: 1,
        sortBy: 'price_desc',
        refinements: { make: ['Toyota'] },
        ranges: { price: { max: 50000 } },
      }),
      '/search/used-cars',
    );
    expect(url).toBe(
      '/search/used-cars?query=hi%20lux&refinementList[make][0]=Toyota&range[price]=:50000&sortBy=price_desc&page=2',
    );
  });

  it('adds the scroll-to-top flag when asked', () => {
    expect(searchUrl({ refinements: { make: ['Kia'] } }, undefined, { scrollTop: true })).toBe(
      '/search/new-used-and-demo-cars/?refinementList[make][0]=Kia&scrollTop=1',
    );
    expect(searchUrl({}, '/search/used-cars', { scrollTop: true })).toBe('/search/used-cars?scrollTop=1');
  });

  it.each<Partial<SearchState>>([
    {},
    { query: 'a&b=c #1', page: 4 },
    { sortBy: 'km_asc', refinements: { make: ['Land Rover', 'Mercedes-Benz'], simple_body: ['SUV'] } },
    {
      refinements: { model: ['-odd', 'a:b', 'x[0]=y'] },
      ranges: { year: { min: 2015, max: 2020 }, km: { min: 0 } },
    },
    { refinements: { dealership_slug: ['westside'] }, ranges: { price: { min: 5000.5 } } },
  ])('round-trips %j', (partial) => {
    const original = state(partial);
    const query = serializeSearchState(original);
    expect(parseSearchParams(query)).toEqual(original);
    expect(serializeSearchState(parseSearchParams(query))).toBe(query);
  });
});
