import { SearchError } from '../errors';
import { filterToString, parseFilters, type FilterNode } from '../filters';

function error(input: string): string {
  try {
    parseFilters(input);
  } catch (caught) {
    expect(caught).toBeInstanceOf(SearchError);
    expect((caught as SearchError).status).toBe(400);
    return (caught as SearchError).message;
  }
  throw new Error(`expected "${input}" to be rejected`);
}

const facet = (attribute: string, value: string, negated = false): FilterNode => ({
  type: 'facet',
  attribute,
  value,
  negated,
});
const tag = (value: string, negated = false): FilterNode => ({ type: 'tag', value, negated });

describe('filters grammar: what parses and into what', () => {
  it('reads facet filters, quoted or not, with escapes', () => {
    expect(parseFilters('make:Toyota')).toEqual(facet('make', 'Toyota'));
    expect(parseFilters('simple_body:"Cab Chassis"')).toEqual(facet('simple_body', 'Cab Chassis'));
    expect(parseFilters("badge:'SR5 Hi-Rider'")).toEqual(facet('badge', 'SR5 Hi-Rider'));
    expect(parseFilters('"location.name":"Coastline \\"Mazda\\" Sales"')).toEqual(
      facet('location.name', 'Coastline "Mazda" Sales'),
    );
    expect(parseFilters('name:"value with: colon"')).toEqual(facet('name', 'value with: colon'));
    expect(parseFilters('"final backslash \\\\"')).toEqual(tag('final backslash \\'));
    expect(parseFilters(' name : value ')).toEqual(facet('name', 'value'));
    expect(parseFilters('model:BT-50')).toEqual(facet('model', 'BT-50'));
  });

  it('keeps a leading dash literal and reads \\- as a dash', () => {
    expect(parseFilters('name:-value')).toEqual(facet('name', '-value'));
    expect(parseFilters('name:\\-value')).toEqual(facet('name', '-value'));
    expect(parseFilters('-value')).toEqual(tag('-value'));
  });

  it('reads numeric comparisons with every operator', () => {
    for (const operator of ['<', '<=', '=', '!=', '>=', '>'] as const) {
      expect(parseFilters(`price ${operator} 12.5`)).toEqual({
        type: 'numeric',
        attribute: 'price',
        operator,
        value: 12.5,
        negated: false,
      });
    }
    expect(parseFilters('price>=-10')).toEqual({
      type: 'numeric',
      attribute: 'price',
      operator: '>=',
      value: -10,
      negated: false,
    });
  });

  it('reads ranges, booleans, numbers as facet values', () => {
    expect(parseFilters('price:5000 TO 25000.5')).toEqual({
      type: 'range',
      attribute: 'price',
      lower: 5000,
      upper: 25000.5,
      negated: false,
    });
    expect(parseFilters('certified:true')).toEqual(facet('certified', 'true'));
    expect(parseFilters('year:2018')).toEqual(facet('year', '2018'));
    expect(parseFilters('num:123TO456')).toEqual(facet('num', '123TO456'));
  });

  it('reads tags, bare or as _tags', () => {
    expect(parseFilters('published')).toEqual(tag('published'));
    expect(parseFilters('_tags:"Test Drive Only"')).toEqual(tag('Test Drive Only'));
    expect(parseFilters('NOT _tags:sold')).toEqual(tag('sold', true));
    expect(parseFilters('a<score=3>')).toEqual(tag('a'));
    expect(parseFilters('name:value<score=789>')).toEqual(facet('name', 'value'));
  });

  it('binds OR tighter than AND and flattens', () => {
    expect(parseFilters('a AND b OR c')).toEqual({
      type: 'and',
      children: [tag('a'), { type: 'or', children: [tag('b'), tag('c')] }],
    });
    expect(parseFilters('(make:Toyota OR make:Mazda) AND price < 50000 AND NOT status:sold')).toEqual({
      type: 'and',
      children: [
        { type: 'or', children: [facet('make', 'Toyota'), facet('make', 'Mazda')] },
        { type: 'numeric', attribute: 'price', operator: '<', value: 50000, negated: false },
        facet('status', 'sold', true),
      ],
    });
    expect(parseFilters('((a OR b) OR (c))')).toEqual({
      type: 'or',
      children: [tag('a'), tag('b'), tag('c')],
    });
    expect(parseFilters('a OR b AND (tags:movie AND price:10 TO 20)')).toMatchObject({ type: 'and' });
    expect(parseFilters('(type:a OR type:b) AND NOT type:c AND NOT type:d')).toMatchObject({ type: 'and' });
    expect(parseFilters('price > 5 OR km < 1000')).toMatchObject({ type: 'or' });
  });

  it('treats lower-case keywords as values and accepts every kind of blank', () => {
    expect(error('a and b')).toBe('filters: Unexpected token string(and) expected end of filter at col 2');
    expect(error('a or b')).toBe('filters: Unexpected token string(or) expected end of filter at col 2');
    expect(error('not a')).toBe('filters: Unexpected token string(a) expected end of filter at col 4');
    expect(error('num:123 to 456')).toBe(
      'filters: Unexpected token string(to) expected end of filter at col 8',
    );
    expect(parseFilters('make:and')).toEqual(facet('make', 'and'));
    expect(parseFilters('a\nAND\rb\tAND\fc AND d')).toMatchObject({
      type: 'and',
      children: [{}, {}, {}, {}],
    });
    expect(parseFilters('')).toBeNull();
    expect(parseFilters('   ')).toBeNull();
  });

  it('the spec example, modelled as Algolia accepts it, round-trips through filterToString', () => {
    const stock =
      '(status:in_stock OR status:coming_soon) AND show_on_dealer_website:true AND visible_until_ts > 1772330400';
    const tree = parseFilters(stock)!;
    expect(parseFilters(filterToString(tree))).toEqual(tree);
    const tricky = parseFilters('"a b":"c \\"d\\"" AND NOT _tags:"x y" AND price:1 TO 2 AND NOT km != 5')!;
    expect(parseFilters(filterToString(tricky))).toEqual(tricky);
  });
});

describe('filters grammar: what Algolia rejects, with its messages', () => {
  const NUMERIC_EXPECTED =
    'filters: Different types are not allowed in the same OR.\nExpected a numeric filter which needs to have one of the following form:\n - numeric_attr_name=10\n - numeric_attr_name>10\n - numeric_attr_name>=10\n - numeric_attr_name<10\n - numeric_attr_name<=10\n - numeric_attr_name!=10\n - numeric_attr_name:10 TO 20';
  const FACET_EXPECTED =
    'filters: Different types are not allowed in the same OR.\nExpected a facet filter which needs to have this form:\n - facet_name:facet_value';
  const TAG_EXPECTED =
    'filters: Different types are not allowed in the same OR.\nExpected a tag filter which needs to have this form:\n - _tags:tag_value\n - tag_value';

  it('refuses facet and numeric filters in one OR (the spec example as written)', () => {
    expect(error('status:in_stock OR sold_date_timestamp > 1700000000')).toBe(FACET_EXPECTED);
    expect(
      error(
        '(status:in_stock OR status:coming_soon OR sold_date_timestamp>1700000000) AND show_on_dealer_website:true',
      ),
    ).toBe(FACET_EXPECTED);
    expect(error('price > 5 OR make:Toyota')).toBe(NUMERIC_EXPECTED);
    expect(error('a=10 OR B')).toBe(NUMERIC_EXPECTED);
    expect(error('name:value OR num = 666')).toBe(FACET_EXPECTED);
    expect(error('price:1 TO 5 OR make:Toyota')).toBe(NUMERIC_EXPECTED);
  });

  it('refuses tags mixed with facets or numbers in one OR, however nested', () => {
    expect(error('a OR name:value')).toBe(TAG_EXPECTED);
    expect(error('a OR num = 666')).toBe(TAG_EXPECTED);
    expect(error('(((tag1) OR tag2) OR name:value)')).toBe(TAG_EXPECTED);
    expect(error('(tag1 OR (tag2 OR (name:value)))')).toBe(TAG_EXPECTED);
    expect(error('(((tag1 OR NOT tag2))) OR (name:value)')).toBe(TAG_EXPECTED);
  });

  it('refuses AND inside an OR, on either side', () => {
    const before = 'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed';
    const after = 'filters: filter X OR (Y AND Z) is not allowed, only X AND (Y OR Z) is allowed';
    expect(error('(a AND b) OR c')).toBe(before);
    expect(error('(a AND b OR c) OR d')).toBe(before);
    expect(error('((a AND b)) OR c')).toBe(before);
    expect(error('(make:Toyota AND model:HiLux) OR make:Mazda')).toBe(before);
    expect(error('a OR (b AND c)')).toBe(after);
    expect(error('a OR (b OR c AND d)')).toBe(after);
    expect(error('(a) OR (((b) OR (c)) AND (d))')).toBe(after);
    expect(error('make:Mazda OR (make:Toyota AND model:HiLux)')).toBe(after);
  });

  it('refuses NOT in front of a group, and doubled NOT', () => {
    expect(error('NOT(a OR b)')).toBe("filters: Unexpected token '(' expected filter at col 3");
    expect(error('NOT (make:Toyota OR make:Mazda)')).toBe(
      "filters: Unexpected token '(' expected filter at col 4",
    );
    expect(error('NOT NOT a')).toBe("filters: Unexpected token 'NOT' expected filter at col 4");
  });

  it('refuses unbalanced parentheses', () => {
    expect(error('(a OR b')).toBe("filters: Unexpected token end of filter expected ')' at col 7");
    expect(error('a OR b)')).toBe("filters: Unexpected token ')' expected end of filter at col 6");
    expect(error('((a)')).toBe("filters: Unexpected token end of filter expected ')' at col 4");
    expect(error(')')).toBe("filters: Unexpected token ')' expected filter at col 0");
  });

  it('refuses empty pieces', () => {
    expect(error('a AND')).toBe('filters: Unexpected token end of filter expected filter at col 5');
    expect(error('AND a')).toBe("filters: Unexpected token 'AND' expected filter at col 0");
    expect(error('a OR OR b')).toBe("filters: Unexpected token 'OR' expected filter at col 5");
    expect(error('()')).toBe("filters: Unexpected token ')' expected filter at col 1");
    expect(error('a AND ()')).toBe("filters: Unexpected token ')' expected filter at col 7");
    expect(error(':value1 AND name2:value2')).toBe("filters: Unexpected token ':' expected filter at col 0");
    expect(error('name1: AND name2:value2')).toBe("filters: Unexpected token 'AND' expected string at col 7");
    expect(error('"":value1 AND name2:value2')).toBe(
      'filters: Unexpected token empty string expected filter at col 1',
    );
    expect(error('name1:"" AND name2:value2')).toBe(
      'filters: Unexpected token empty string expected string at col 7',
    );
    expect(error('NOT')).toBe('filters: Unexpected token end of filter expected filter at col 3');
  });

  it('refuses broken comparisons, ranges and strings', () => {
    expect(error('price > abc')).toBe('filters: Unexpected token string(abc) expected numeric at col 8');
    expect(error('price >')).toBe('filters: Unexpected token end of filter expected numeric at col 7');
    expect(error('price:1 TO')).toBe('filters: Unexpected token end of filter expected numeric at col 10');
    expect(error('price:1 TO x')).toBe('filters: Unexpected token string(x) expected numeric at col 11');
    expect(error('price = "5"')).toBe('filters: Unexpected token string(5) expected numeric at col 8');
    expect(error('"unclosed')).toBe('filters: Unexpected token incomplete string expected filter at col 0');
    expect(error('name:"unclosed \\"')).toBe(
      'filters: Unexpected token incomplete string expected string at col 5',
    );
    expect(error('a"b"c')).toBe('filters: Unexpected token string(b) expected end of filter at col 1');
    expect(error('a\\ AND\\ b')).toBe(
      'filters: Unexpected token string(AND\\) expected end of filter at col 3',
    );
    expect(error('a ! b')).toBe('filters: Unexpected token ! expected end of filter at col 2');
    expect(error('num < 123 <score=789>')).toBe(
      'filters: Unexpected token < expected end of filter at col 10',
    );
    expect(error('a<unknown=666>')).toBe(
      'filters: Unexpected token string(unknown) expected numeric at col 2',
    );
    expect(error('make:Toyota make:Mazda')).toBe(
      'filters: Unexpected token string(make) expected end of filter at col 12',
    );
  });
});
