import { CAR_INDEX } from '../testing/car-records';
import { QueryGenerator } from '../testing/random-queries';
import { carEngine, expectSame, reference, testCars } from './fixture';

/**
 * Issue 4's correctness check: the engine against the brute-force reference on randomized queries over 10,000
 * generated cars — filters of every kind, facetFilters, numericFilters, tagFilters, facets, text with typos and
 * prefixes, sort replicas, pages and offsets. Same hits in the same order, nbHits, pages, facet counts, stats.
 */
const records = testCars(10_000);
const engine = carEngine(records);
const ref = reference(records);

describe('engine vs brute-force reference, 10,000 cars', () => {
  it('agrees on 240 random queries', () => {
    const generator = new QueryGenerator(records, 1);
    let withHits = 0;
    for (let i = 0; i < 240; i++) {
      const { index, params } = generator.next();
      if (expectSame(engine, ref, index, params).nbHits > 0) withHits++;
    }
    expect(withHits).toBeGreaterThan(140);
  });

  it('agrees on the shopper queries of the search page', () => {
    const facets = [
      'make',
      'model',
      'car_type',
      'simple_body',
      'simple_transmission',
      'simple_fuel',
      'colour',
      'year',
      'price',
      'km',
      'state',
      'seats',
    ];
    const stock = 'show_on_dealer_website:true AND visible_until_ts > 1772330400';
    for (const index of [CAR_INDEX, 'Car_production_price_asc', 'Car_production_latest']) {
      expectSame(engine, ref, index, { query: '', filters: stock, facets, hitsPerPage: 21 });
      expectSame(engine, ref, index, { query: 'toyota hilux sr5', filters: stock, facets, hitsPerPage: 21 });
      expectSame(engine, ref, index, { query: 'toyta hilx', facets, hitsPerPage: 21 });
      expectSame(engine, ref, index, {
        query: 'mazda cx',
        filters: `${stock} AND price:10000 TO 40000`,
        facets,
        hitsPerPage: 21,
        page: 1,
      });
      expectSame(engine, ref, index, {
        filters: stock,
        facetFilters: [
          ['make:Toyota', 'make:Nissan'],
          ['simple_body:SUV', 'simple_body:Ute'],
        ],
        numericFilters: ['price>=15000', 'price<=60000', 'year>=2018'],
        facets,
        hitsPerPage: 21,
      });
    }
  });
});
