import { SearchError } from '../errors';
import { buildFilter, parseFacetFilters, parseNumericFilters, parseTagFilters } from '../filters';

function rejects(run: () => unknown, message: string | RegExp): void {
  try {
    run();
  } catch (caught) {
    expect(caught).toBeInstanceOf(SearchError);
    expect((caught as SearchError).message).toMatch(message);
    return;
  }
  throw new Error('expected a SearchError');
}

describe('facetFilters', () => {
  it('ANDs the items and ORs inside nested arrays', () => {
    expect(parseFacetFilters([['make:Toyota', 'make:Mazda'], 'car_type:used'])).toEqual({
      type: 'and',
      children: [
        {
          type: 'or',
          children: [
            { type: 'facet', attribute: 'make', value: 'Toyota', negated: false },
            { type: 'facet', attribute: 'make', value: 'Mazda', negated: false },
          ],
        },
        { type: 'facet', attribute: 'car_type', value: 'used', negated: false },
      ],
    });
  });

  it('excludes with attr:-value, keeps attr:\\-value literal, splits on the first colon, reads _tags as tags', () => {
    expect(parseFacetFilters('status:-sold')).toEqual({
      type: 'facet',
      attribute: 'status',
      value: 'sold',
      negated: true,
    });
    expect(parseFacetFilters(['count:\\-12'])).toEqual({
      type: 'facet',
      attribute: 'count',
      value: '-12',
      negated: false,
    });
    expect(parseFacetFilters(['url:http://x'])).toEqual({
      type: 'facet',
      attribute: 'url',
      value: 'http://x',
      negated: false,
    });
    expect(parseFacetFilters(['_tags:used'])).toEqual({ type: 'tag', value: 'used', negated: false });
    expect(parseFacetFilters(['author:John Doe'])).toMatchObject({ value: 'John Doe' });
  });

  it('reads a JSON array sent as a string (params strings) and ignores empty arrays', () => {
    expect(parseFacetFilters('[["make:Toyota"],"colour:White"]')).toMatchObject({ type: 'and' });
    expect(parseFacetFilters([])).toBeNull();
    expect(parseFacetFilters([[]])).toBeNull();
  });

  it('rejects malformed entries', () => {
    rejects(() => parseFacetFilters(['Toyota']), /facetFilters: invalid filter "Toyota"/);
    rejects(() => parseFacetFilters([[['a:b']]]), /nested at most two levels/);
    rejects(() => parseFacetFilters(42), /facetFilters: expected a string or an array/);
    rejects(() => parseFacetFilters('[oops'), /facetFilters: invalid JSON/);
  });
});

describe('numericFilters', () => {
  it('reads comparisons and ranges, nested arrays as OR', () => {
    expect(parseNumericFilters(['price>=5000', ['km<10000', 'year:2020 TO 2024']])).toEqual({
      type: 'and',
      children: [
        { type: 'numeric', attribute: 'price', operator: '>=', value: 5000, negated: false },
        {
          type: 'or',
          children: [
            { type: 'numeric', attribute: 'km', operator: '<', value: 10000, negated: false },
            { type: 'range', attribute: 'year', lower: 2020, upper: 2024, negated: false },
          ],
        },
      ],
    });
    expect(parseNumericFilters('price != 0')).toMatchObject({ operator: '!=', value: 0 });
  });

  it('rejects what is not one numeric condition', () => {
    rejects(
      () => parseNumericFilters(['price']),
      'numericFilters: Unexpected token end of filter expected numeric operator at col 5',
    );
    rejects(
      () => parseNumericFilters(['price > x']),
      'numericFilters: Unexpected token string(x) expected numeric at col 8',
    );
    rejects(
      () => parseNumericFilters(['make:Toyota']),
      'numericFilters: Unexpected token string(Toyota) expected numeric at col 5',
    );
    rejects(
      () => parseNumericFilters(['price > 1 AND km < 2']),
      "numericFilters: Unexpected token 'AND' expected end of filter at col 10",
    );
    rejects(
      () => parseNumericFilters(['NOT price > 1']),
      "numericFilters: Unexpected token 'NOT' expected string at col 0",
    );
  });
});

describe('tagFilters', () => {
  it('reads tags, OR groups and exclusions', () => {
    expect(parseTagFilters(['used', ['Certified', '-reserved']])).toEqual({
      type: 'and',
      children: [
        { type: 'tag', value: 'used', negated: false },
        {
          type: 'or',
          children: [
            { type: 'tag', value: 'Certified', negated: false },
            { type: 'tag', value: 'reserved', negated: true },
          ],
        },
      ],
    });
    expect(parseTagFilters('\\-literal')).toEqual({ type: 'tag', value: '-literal', negated: false });
  });
});

describe('buildFilter', () => {
  it('ANDs every filtering parameter into one tree', () => {
    const tree = buildFilter({
      filters: 'make:Toyota OR make:Mazda',
      facetFilters: ['car_type:used'],
      numericFilters: ['price<50000'],
      tagFilters: ['Certified'],
    });
    expect(tree).toMatchObject({
      type: 'and',
      children: [{ type: 'or' }, { type: 'facet' }, { type: 'numeric' }, { type: 'tag' }],
    });
    expect(buildFilter({})).toBeNull();
    expect(buildFilter({ filters: '' })).toBeNull();
    rejects(() => buildFilter({ filters: 42 }), 'filters: expected a string');
  });
});
