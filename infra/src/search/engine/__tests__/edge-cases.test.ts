import { SearchEngine } from '../engine';
import { SearchError } from '../errors';
import { parseFilters } from '../filters';
import { decodeParams, encodeParams } from '../params';
import { ReferenceIndex } from '../reference';
import type { SearchRecord } from '../record-path';
import { Dice, seeded } from '../testing/random-queries';

const SETTINGS = {
  searchableAttributes: ['make,model', 'badge', 'unordered(year)', 'location.name', 'features'],
  attributesForFaceting: [
    'make',
    'model',
    'colour',
    'year',
    'price',
    'certified',
    'features',
    'sizes',
    'filterOnly(dealer)',
    'searchable(model)',
    'location.name',
  ],
  customRanking: ['desc(rank)'],
};

function car(id: number, extra: Record<string, unknown> = {}): SearchRecord {
  const makes = ['Toyota', 'Mazda', 'Nissan', 'Ford'];
  const models: Record<string, string[]> = {
    Toyota: ['HiLux', 'Corolla'],
    Mazda: ['CX-5', 'BT-50'],
    Nissan: ['Navara'],
    Ford: ['Ranger'],
  };
  const make = makes[id % 4]!;
  return {
    objectID: String(id),
    make,
    model: models[make]![Math.floor(id / 4) % models[make]!.length]!,
    badge: ['SR5', 'GXL', 'Maxx Sport', 'Ti'][id % 4],
    year: 2015 + (id % 10),
    price: 10_000 + id * 1_000,
    rank: id % 7,
    colour: ['White', 'Black', 'white'][id % 3],
    certified: id % 2 === 0,
    dealer: id % 3,
    location: { name: `Yard ${id % 2}` },
    ...extra,
  };
}

function fleet(count: number): SearchEngine {
  const engine = new SearchEngine();
  engine.setSettings('cars', SETTINGS);
  engine.index('cars').saveObjects(Array.from({ length: count }, (_, i) => car(i + 1)));
  return engine;
}

function searchError(run: () => unknown): SearchError {
  try {
    run();
  } catch (caught) {
    if (caught instanceof SearchError) return caught;
    throw caught;
  }
  throw new Error('expected a SearchError');
}

describe('empty and small indices', () => {
  it('answers on an empty index with the full Algolia shape', () => {
    const engine = new SearchEngine();
    engine.setSettings('empty', SETTINGS);
    const response = engine.search('empty', { query: 'toyota', facets: ['*'], filters: 'price > 5' });
    expect(response).toMatchObject({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 20,
      facets: { make: {}, model: {} },
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true },
      query: 'toyota',
    });
    expect(response.facets_stats).toBeUndefined();
    expect(typeof response.processingTimeMS).toBe('number');
    expect(engine.browse('empty')).toMatchObject({ hits: [], nbHits: 0 });
    expect(engine.browse('empty').cursor).toBeUndefined();
  });

  it('404s an unknown index, also inside a multi-query', () => {
    const engine = fleet(3);
    expect(searchError(() => engine.search('nope')).status).toBe(404);
    expect(searchError(() => engine.multipleQueries([{ indexName: 'nope' }])).status).toBe(404);
  });

  it('treats unknown attributes as matching nothing (and NOT of them as everything), without errors', () => {
    const engine = fleet(10);
    expect(engine.search('cars', { filters: 'nothere:x' }).nbHits).toBe(0);
    expect(engine.search('cars', { filters: 'NOT nothere:x' }).nbHits).toBe(10);
    expect(engine.search('cars', { filters: 'nothere > 1' }).nbHits).toBe(0);
    expect(engine.search('cars', { filters: 'nothere != 1' }).nbHits).toBe(10);
    expect(engine.search('cars', { facetFilters: ['nothere:x'] }).nbHits).toBe(0);
    expect(engine.search('cars', { numericFilters: ['nothere<=3'] }).nbHits).toBe(0);
    expect(engine.search('cars', { facets: ['nothere', 'dealer'] }).facets).toEqual({});
    // A facet filter needs the attribute in attributesForFaceting, as in Algolia; numeric filters do not.
    expect(engine.search('cars', { filters: 'badge:SR5' }).nbHits).toBe(0);
    expect(engine.search('cars', { filters: 'rank = 3' }).nbHits).toBe(2);
  });

  it('counts with hitsPerPage 0 and returns no hits', () => {
    const response = fleet(10).search('cars', { hitsPerPage: 0, facets: ['make'] });
    expect(response).toMatchObject({ hits: [], nbHits: 10, nbPages: 0, hitsPerPage: 0 });
    expect(Object.entries(response.facets!.make!)).toEqual([
      ['Mazda', 3],
      ['Nissan', 3],
      ['Ford', 2],
      ['Toyota', 2],
    ]);
  });
});

describe('bad input is a 400 SearchError, never a crash', () => {
  const engine = fleet(5);

  it.each([
    [
      { hitsPerPage: 1001 },
      'Invalid value for "hitsPerPage" parameter: expected an integer between 0 and 1000',
    ],
    [
      { hitsPerPage: -1 },
      'Invalid value for "hitsPerPage" parameter: expected an integer between 0 and 1000',
    ],
    [
      { hitsPerPage: 2.5 },
      'Invalid value for "hitsPerPage" parameter: expected an integer between 0 and 1000',
    ],
    [{ page: -1 }, 'Invalid value for "page" parameter: expected an integer >= 0'],
    [{ length: 1001 }, 'Invalid value for "length" parameter: expected an integer between 0 and 1000'],
    [{ query: 42 }, 'Invalid value for "query" parameter: expected a string'],
    [{ filters: 'make:Toyota OR price > 5' }, /^filters: Different types are not allowed in the same OR/],
    [
      { filters: '(a AND b) OR c' },
      'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed',
    ],
    [{ facetFilters: 'Toyota' }, 'facetFilters: invalid filter "Toyota", expected the form attribute:value'],
    [
      { numericFilters: ['price'] },
      'numericFilters: Unexpected token end of filter expected numeric operator at col 5',
    ],
    [
      { queryType: 'prefixSome' },
      'Invalid value for "queryType" parameter: expected prefixLast, prefixAll or prefixNone',
    ],
  ])('%j', (params, message) => {
    const error = searchError(() => engine.search('cars', params as never));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(message);
    expect(error.toJSON()).toEqual({ message: error.message, status: 400 });
  });

  it('survives 3,000 random garbage queries with only SearchErrors', () => {
    const dice = new Dice(seeded(4));
    const pieces = [
      'make',
      ':',
      'Toyota',
      'AND',
      'OR',
      'NOT',
      '(',
      ')',
      '"',
      "'",
      '\\',
      '<',
      '>',
      '=',
      '!',
      'TO',
      '5',
      '-3.2',
      ' ',
      'price',
      '<score=1>',
      ',',
      '_tags',
      '\n',
    ];
    const values: unknown[] = [
      null,
      true,
      42,
      -1,
      1e9,
      'x',
      '',
      [],
      [[]],
      [['a:b', 3]],
      { a: 1 },
      '[',
      '["make:Toyota"]',
      NaN,
    ];
    const keys = [
      'query',
      'filters',
      'facetFilters',
      'numericFilters',
      'tagFilters',
      'facets',
      'hitsPerPage',
      'page',
      'offset',
      'length',
      'attributesToRetrieve',
      'attributesToHighlight',
      'maxValuesPerFacet',
      'typoTolerance',
      'sortFacetValuesBy',
      'cursor',
    ];
    let errors = 0;
    for (let i = 0; i < 3_000; i++) {
      const params: Record<string, unknown> = {};
      for (const key of dice.some(keys, 1, 4)) {
        params[key] = dice.chance(0.5)
          ? Array.from({ length: dice.int(1, 8) }, () => dice.pick(pieces)).join('')
          : dice.pick(values);
      }
      try {
        if (dice.chance(0.8)) engine.search('cars', params);
        else engine.browse('cars', params);
      } catch (caught) {
        if (!(caught instanceof SearchError))
          throw new Error(`crash on ${JSON.stringify(params)}: ${String(caught)}`);
        expect(caught.status).toBe(400);
        errors++;
      }
    }
    expect(errors).toBeGreaterThan(100);
  });

  it('refuses writes to a replica and invalid settings', () => {
    const engine = fleet(3);
    engine.setSettings('cars', { replicas: ['cars_price_asc'] });
    expect(searchError(() => engine.index('cars_price_asc').saveObjects([car(9)])).status).toBe(400);
    expect(searchError(() => engine.setSettings('cars', { customRanking: ['rank'] })).message).toMatch(
      'Invalid customRanking entry',
    );
    expect(searchError(() => engine.setSettings('cars', { hitsPerPage: 5000 })).status).toBe(400);
    expect(searchError(() => engine.index('cars').saveObjects([{ make: 'no id' }])).message).toMatch(
      'objectID',
    );
  });
});

describe('pagination', () => {
  const engine = fleet(30);
  engine.setSettings('cars', { paginationLimitedTo: 10 });

  it('limits reachable hits to paginationLimitedTo while nbHits stays exact', () => {
    const first = engine.search('cars', { hitsPerPage: 4 });
    expect(first).toMatchObject({ nbHits: 30, nbPages: 3, page: 0 });
    expect(engine.search('cars', { hitsPerPage: 4, page: 2 }).hits).toHaveLength(2);
    expect(engine.search('cars', { hitsPerPage: 4, page: 3 }).hits).toHaveLength(0);
  });

  it('supports offset and length', () => {
    const response = engine.search('cars', { offset: 3, length: 4 });
    expect(response).toMatchObject({ offset: 3, length: 4, hitsPerPage: 4 });
    const all = engine.search('cars', { hitsPerPage: 10 }).hits.map((hit) => hit.objectID);
    expect(response.hits.map((hit) => hit.objectID)).toEqual(all.slice(3, 7));
    expect(engine.search('cars', { offset: 8, length: 5 }).hits).toHaveLength(2);
  });

  it('ranks by customRanking, then objectID', () => {
    const ids = fleet(14)
      .search('cars', { hitsPerPage: 14, attributesToRetrieve: ['rank'] })
      .hits.map((hit) => `${String(hit.rank)}:${hit.objectID}`);
    expect(ids.slice(0, 4)).toEqual(['6:13', '6:6', '5:12', '5:5']);
  });
});

describe('hits', () => {
  const engine = fleet(8);

  it('retrieves the requested attributes, objectID always, exclusions and unretrievable attributes', () => {
    expect(
      engine.search('cars', {
        filters: 'objectID_not_a_filter:1 OR make:Ford',
        attributesToRetrieve: ['make', 'location.name'],
        attributesToHighlight: [],
      }).hits[0],
    ).toEqual({
      objectID: '3',
      make: 'Ford',
      location: { name: 'Yard 1' },
    });
    const hit = engine.search('cars', {
      filters: 'make:Ford',
      attributesToRetrieve: ['*', '-price', '-location.name'],
    }).hits[0]!;
    expect(hit.price).toBeUndefined();
    expect(hit.location).toEqual({});
    expect(hit.make).toBe('Ford');
    engine.setSettings('cars', { unretrievableAttributes: ['dealer'] });
    expect(engine.search('cars', {}).hits[0]!.dealer).toBeUndefined();
    expect(engine.index('cars').getObject('1', ['make', 'dealer'])).toEqual({ objectID: '1', make: 'Mazda' });
  });

  it('highlights matched words: full words, prefixes, typos, nested attributes', () => {
    const hit = engine.search('cars', { query: 'toyta hil', filters: 'objectID_x:1 OR model:HiLux' })
      .hits[0]!;
    expect(hit._highlightResult).toEqual({
      make: {
        value: '<em>Toyota</em>',
        matchLevel: 'partial',
        matchedWords: ['toyta'],
        fullyHighlighted: true,
      },
      model: {
        value: '<em>HiL</em>ux',
        matchLevel: 'partial',
        matchedWords: ['hil'],
        fullyHighlighted: false,
      },
      badge: { value: 'SR5', matchLevel: 'none', matchedWords: [] },
      year: { value: '2023', matchLevel: 'none', matchedWords: [] },
      location: { name: { value: 'Yard 0', matchLevel: 'none', matchedWords: [] } },
    });
    const tags = engine.search('cars', {
      query: 'maxx',
      highlightPreTag: '[',
      highlightPostTag: ']',
      attributesToHighlight: ['badge'],
    }).hits[0]!;
    expect(tags._highlightResult).toEqual({
      badge: { value: '[Maxx] Sport', matchLevel: 'full', matchedWords: ['maxx'], fullyHighlighted: false },
    });
    expect(
      engine.search('cars', { query: 'toyota', attributesToHighlight: [] }).hits[0]!._highlightResult,
    ).toBeUndefined();
  });

  it('echoes params as Algolia does, and reads a params string', () => {
    const params = { query: 'cx 5', facets: ['make'], hitsPerPage: 3 };
    const response = engine.search('cars', params);
    expect(response.params).toBe('query=cx%205&facets=%5B%22make%22%5D&hitsPerPage=3');
    expect(decodeParams(response.params)).toEqual({ query: 'cx 5', facets: '["make"]', hitsPerPage: '3' });
    const viaString = engine.search('cars', encodeParams(params));
    expect(viaString.hits.map((hit) => hit.objectID)).toEqual(response.hits.map((hit) => hit.objectID));
    expect(viaString.params).toBe(response.params);
  });
});

describe('facets', () => {
  const engine = new SearchEngine();
  engine.setSettings('items', {
    attributesForFaceting: ['tags', 'sizes', 'flag', 'price', 'filterOnly(secret)', 'colour'],
  });
  engine.index('items').saveObjects([
    {
      objectID: 'a',
      tags: ['red', 'blue'],
      sizes: [1, 5],
      flag: true,
      price: 10,
      secret: 1,
      colour: 'White',
      _tags: ['Sale', 'new'],
    },
    {
      objectID: 'b',
      tags: ['red'],
      sizes: [3],
      flag: false,
      price: 20.5,
      secret: 2,
      colour: 'white',
      _tags: ['sale'],
    },
    { objectID: 'c', tags: 'green', sizes: 7, flag: 'true', colour: 'Black' },
    { objectID: 'd', flag: true, price: -4 },
  ]);

  it('counts multi-valued attributes once per record and sorts by count then value', () => {
    const response = engine.search('items', { facets: ['*'] });
    expect(response.facets).toEqual({
      tags: { red: 2, blue: 1, green: 1 },
      sizes: { '1': 1, '3': 1, '5': 1, '7': 1 },
      flag: { true: 3, false: 1 },
      price: { '-4': 1, '10': 1, '20.5': 1 },
      colour: { Black: 1, White: 1, white: 1 },
    });
    expect(Object.keys(response.facets!.tags!)).toEqual(['red', 'blue', 'green']);
    expect(response.facets_stats).toEqual({
      sizes: { min: 1, max: 7, avg: 4, sum: 16 },
      price: { min: -4, max: 20.5, avg: 26.5 / 3, sum: 26.5 },
    });
    expect(engine.search('items', { facets: ['tags'], maxValuesPerFacet: 2 }).facets).toEqual({
      tags: { red: 2, blue: 1 },
    });
    expect(
      Object.keys(engine.search('items', { facets: ['tags'], sortFacetValuesBy: 'alpha' }).facets!.tags!),
    ).toEqual(['blue', 'green', 'red']);
  });

  it('matches booleans as facets and as 0/1 numbers, facets without case, tags with case, arrays by any item', () => {
    const ids = (params: Record<string, unknown>) =>
      engine
        .search('items', params)
        .hits.map((hit) => hit.objectID)
        .sort();
    expect(ids({ filters: 'flag:true' })).toEqual(['a', 'c', 'd']);
    expect(ids({ filters: 'flag = 1' })).toEqual(['a', 'd']);
    expect(ids({ filters: 'colour:WHITE' })).toEqual(['a', 'b']);
    expect(ids({ filters: 'Sale' })).toEqual(['a']);
    expect(ids({ tagFilters: [['sale', 'new']] })).toEqual(['a', 'b']);
    expect(ids({ filters: 'sizes > 4' })).toEqual(['a', 'c']);
    expect(ids({ filters: 'sizes:2 TO 4' })).toEqual(['b']);
    expect(ids({ filters: 'sizes != 5' })).toEqual(['b', 'c', 'd']);
    expect(ids({ filters: 'NOT tags:red' })).toEqual(['c', 'd']);
    expect(ids({ facetFilters: ['tags:-red'] })).toEqual(['c', 'd']);
    expect(ids({ filters: 'secret = 2' })).toEqual(['b']);
    expect(ids({ filters: 'price > -5 AND price < 10' })).toEqual(['d']);
  });

  it('agrees with the reference on these odd records', () => {
    const records = engine.index('items').store.records.filter(Boolean) as SearchRecord[];
    const ref = new ReferenceIndex(records, engine.index('items').settings);
    for (const params of [
      { facets: ['*'] },
      { filters: 'sizes > 2', facets: ['sizes', 'tags'] },
      { query: 'red', facets: ['*'] },
      { query: 'whi' },
    ]) {
      const got = engine.search('items', params);
      const want = ref.search(params);
      expect(got.hits.map((hit) => hit.objectID)).toEqual(want.hits);
      expect(got.facets).toEqual(want.facets);
      expect(got.facets_stats).toEqual(want.facets_stats);
    }
  });

  it('searches facet values of searchable() facets only', () => {
    const cars = fleet(12);
    expect(cars.index('cars').searchForFacetValues('model', 'c')).toMatchObject({
      facetHits: [
        { value: 'CX-5', highlighted: '<em>C</em>X-5', count: 2 },
        { value: 'Corolla', highlighted: '<em>C</em>orolla', count: 2 },
      ],
      exhaustiveFacetsCount: true,
    });
    expect(
      cars.index('cars').searchForFacetValues('model', 'bt', { filters: 'year >= 2020' }).facetHits,
    ).toEqual([{ value: 'BT-50', highlighted: '<em>BT</em>-50', count: 1 }]);
    expect(searchError(() => cars.index('cars').searchForFacetValues('make', 'to')).message).toBe(
      'Cannot search in `make` attribute, you need to add `searchable(make)` to attributesForFaceting.',
    );
  });
});

describe('browse', () => {
  it('returns every matching record exactly once through the cursor, in pages of up to 1000', () => {
    const engine = fleet(2_500);
    const seen: string[] = [];
    let page = engine.browse('cars', { filters: 'year >= 2016' });
    expect(page.hits).toHaveLength(1000);
    seen.push(...page.hits.map((hit) => hit.objectID));
    // A record deleted between pages is simply not returned; the cursor stays valid.
    engine.index('cars').deleteObjects(['999']);
    while (page.cursor) {
      page = engine.browse('cars', { cursor: page.cursor });
      seen.push(...page.hits.map((hit) => hit.objectID));
    }
    const expected = Array.from({ length: 2_500 }, (_, i) => car(i + 1))
      .filter((c) => (c.year as number) >= 2016 && c.objectID !== '999')
      .map((c) => c.objectID)
      .sort();
    expect([...new Set(seen)].sort()).toEqual(expected);
    expect(seen).toHaveLength(expected.length);
    expect(engine.browse('cars', { hitsPerPage: 10, query: 'mazda' }).hits).toHaveLength(10);
    expect(searchError(() => engine.browse('cars', { cursor: 'garbage' })).message).toBe('Invalid cursor');
  });
});

describe('engine', () => {
  it('runs multi-queries in both request forms and sets index on each result', () => {
    const engine = fleet(10);
    const { results } = engine.multipleQueries([
      { indexName: 'cars', params: 'query=mazda&hitsPerPage=2' },
      { indexName: 'cars', query: 'nissan', hitsPerPage: 1, facets: ['make'] },
      { indexName: 'cars', type: 'facet', facet: 'model', facetQuery: 'na' },
    ]);
    expect(results[0]).toMatchObject({ index: 'cars', nbHits: 3, hitsPerPage: 2, query: 'mazda' });
    expect(results[1]).toMatchObject({ index: 'cars', nbHits: 3, facets: { make: { Nissan: 3 } } });
    expect(results[2]).toMatchObject({ index: 'cars', facetHits: [{ value: 'Navara', count: 3 }] });
  });

  it('ANDs a context filter (a secured key) that query filters cannot widen', () => {
    const engine = fleet(40);
    const filter = parseFilters('dealer = 1');
    const attempts = [
      {},
      { filters: 'dealer = 2 OR dealer = 0 OR dealer = 1' },
      { facetFilters: [['make:Toyota', 'make:Ford']], numericFilters: [['dealer=0', 'dealer=2']] },
      { filters: 'NOT dealer = 1' },
    ];
    for (const params of attempts) {
      for (const hit of engine.search(
        'cars',
        { ...params, hitsPerPage: 100, attributesToRetrieve: ['dealer'] },
        { filter },
      ).hits) {
        expect(hit.dealer).toBe(1);
      }
    }
    expect(engine.search('cars', { filters: 'NOT dealer = 1' }, { filter }).nbHits).toBe(0);
    expect(engine.index('cars').matches('1', filter)).toBe(true); // dealer = 1 % 3
    expect(engine.index('cars').matches('2', filter)).toBe(false);
    expect(engine.index('cars').matches('2', null)).toBe(true);
    expect(engine.index('cars').matches('nope', null)).toBe(false);
  });

  it('shares data with replicas, which keep their own ranking, and lists indices', () => {
    const engine = fleet(10);
    engine.setSettings('cars', { replicas: ['cars_price_desc', 'virtual(cars_price_asc)'] });
    engine.setSettings('cars_price_desc', {
      ranking: ['desc(price)', 'typo', 'words', 'proximity', 'attribute', 'exact', 'custom'],
    });
    engine.setSettings('cars_price_asc', { customRanking: ['asc(price)'] });
    engine.index('cars').saveObjects([car(11, { price: 1 }), car(12, { price: 999_999 })]);
    expect(engine.search('cars_price_desc', { hitsPerPage: 1 }).hits[0]!.objectID).toBe('12');
    expect(engine.search('cars_price_asc', { hitsPerPage: 1 }).hits[0]!.objectID).toBe('11');
    const listed = engine.listIndices();
    for (const info of listed)
      expect(new Date(info.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(info.createdAt).getTime());
    expect(listed.map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest)).toEqual([
      { name: 'cars', entries: 12, replicas: ['cars_price_desc', 'cars_price_asc'] },
      { name: 'cars_price_desc', entries: 12, primary: 'cars' },
      { name: 'cars_price_asc', entries: 12, primary: 'cars' },
    ]);
    engine.setSettings('cars', { replicas: ['cars_price_asc'] });
    expect(engine.index('cars_price_desc').primary).toBeNull();
    expect(engine.search('cars_price_desc', { hitsPerPage: 1 }).hits[0]!.objectID).toBe('12');
  });

  it('partial updates with operations, deleteBy, clear', () => {
    const engine = fleet(10);
    const index = engine.index('cars');
    index.partialUpdateObjects([
      {
        objectID: '1',
        rank: { _operation: 'Increment', value: 10 },
        features: { _operation: 'AddUnique', value: 'tow bar' },
      },
      { objectID: '1', features: { _operation: 'AddUnique', value: 'tow bar' } },
      { objectID: '2', colour: 'Green' },
      { objectID: 'new', make: 'Kia' },
    ]);
    index.partialUpdateObjects([{ objectID: 'ghost', make: 'Kia' }], false);
    expect(index.getObject('1', ['rank', 'features'])).toEqual({
      objectID: '1',
      rank: 11,
      features: ['tow bar'],
    });
    expect(engine.search('cars', { query: 'tow' }).hits.map((hit) => hit.objectID)).toEqual(['1']);
    expect(engine.search('cars', { filters: 'colour:green' }).nbHits).toBe(1);
    expect(index.getObject('ghost')).toBeUndefined();
    expect(index.deleteBy({ filters: 'make:Toyota' })).toBe(2);
    expect(engine.search('cars', { filters: 'make:Toyota' }).nbHits).toBe(0);
    index.clear();
    expect(index.nbRecords).toBe(0);
  });

  it('rebuilds on a settings change and compacts the text index after many replacements', () => {
    const engine = fleet(200);
    const index = engine.index('cars');
    for (let round = 0; round < 12; round++) {
      index.saveObjects(
        Array.from({ length: 200 }, (_, i) => car(i + 1, { badge: `Round${round} Edition` })),
      );
    }
    expect(engine.search('cars', { query: 'round11 edition' }).nbHits).toBe(200);
    expect(engine.search('cars', { query: 'round10', typoTolerance: false }).nbHits).toBe(0);
    expect(engine.search('cars', { query: 'round10' }).nbHits).toBe(200); // one typo from round11
    engine.setSettings('cars', { searchableAttributes: ['badge'], attributesForFaceting: ['colour'] });
    expect(engine.search('cars', { query: 'toyota' }).nbHits).toBe(0);
    expect(engine.search('cars', { facets: ['colour', 'make'] }).facets).toEqual({
      colour: { Black: 67, white: 67, White: 66 },
    });
  });
});
