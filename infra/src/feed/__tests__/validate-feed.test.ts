import type { FeedContext, FeedRow } from '../feed-types';
import { parseCsvFeed } from '../parse-csv-feed';
import { parseJsonFeed } from '../parse-json-feed';
import { validateFeed } from '../validate-feed';

const CONTEXT: FeedContext = {
  dealerships: [
    { id: 11, slug: 'coastline-mazda' },
    { id: 12, slug: 'coastline-hyundai' },
  ],
  primaryDealershipSlug: 'coastline-mazda',
  now: new Date('2026-03-01T00:00:00Z'),
};

function row(line: number, data: Record<string, unknown>): FeedRow {
  return {
    line,
    index: line - 2,
    data: { make: 'Mazda', model: 'CX-5', year: 2024, price: 38990, car_type: 'used', ...data },
    problems: [],
  };
}

describe('validateFeed (issue 3 item 4)', () => {
  it('rejects every repeat of a stock number within a dealership, naming the first line', () => {
    const result = validateFeed(
      [
        row(2, { stocknum: 'A1' }),
        row(3, { stocknum: 'A1', dealership_slug: 'coastline-mazda' }),
        row(4, { stocknum: 'A1', dealership_slug: 'coastline-hyundai' }),
        row(5, { stocknum: 'A1' }),
      ],
      CONTEXT,
    );
    expect(result.valid.map((r) => r.line)).toEqual([2, 4]);
    expect(result.rejected).toEqual([
      {
        line: 3,
        index: 1,
        errors: ['duplicate stock number "A1" for this dealership (first on line 2, row 1)'],
      },
      {
        line: 5,
        index: 3,
        errors: ['duplicate stock number "A1" for this dealership (first on line 2, row 1)'],
      },
    ]);
  });

  it('rejects a repeated VIN anywhere in the file, in any case', () => {
    const result = validateFeed(
      [
        row(2, { stocknum: 'A1', vin: 'JM0KF4W7A00123456' }),
        row(3, { stocknum: 'B1', vin: 'jm0kf4w7a00123456', dealership_slug: 'coastline-hyundai' }),
      ],
      CONTEXT,
    );
    expect(result.rejected).toEqual([
      { line: 3, index: 1, errors: ['duplicate VIN "JM0KF4W7A00123456" (first on line 2, row 1)'] },
    ]);
  });

  it('finds duplicates of rows that are bad for other reasons too', () => {
    const result = validateFeed([row(2, { stocknum: 'A1', price: -1 }), row(3, { stocknum: 'A1' })], CONTEXT);
    expect(result.valid).toEqual([]);
    expect(result.rejected).toEqual([
      { line: 2, index: 0, errors: ['price must not be negative'] },
      {
        line: 3,
        index: 1,
        errors: ['duplicate stock number "A1" for this dealership (first on line 2, row 1)'],
      },
    ]);
  });

  it("names the first of a duplicate by line and position: a one-line JSON feed's rows are all on line 1", () => {
    const rows = parseJsonFeed(
      JSON.stringify([
        { stocknum: 'A1', make: 'Mazda', model: 'CX-5', year: 2024, price: 1, car_type: 'used' },
        { stocknum: 'B2', make: 'Mazda', model: 'CX-5', year: 2024, price: 1, car_type: 'used' },
        { stocknum: 'B2', make: 'Mazda', model: 'CX-5', year: 2024, price: 1, car_type: 'used' },
      ]),
    );
    expect(validateFeed(rows, CONTEXT).rejected).toEqual([
      {
        line: 1,
        index: 2,
        errors: ['duplicate stock number "B2" for this dealership (first on line 1, row 2)'],
      },
    ]);
  });

  it('reports problems found while reading a row', () => {
    const broken = { ...row(2, { stocknum: 'A1' }), problems: ['the row has 3 fields but the header has 2'] };
    expect(validateFeed([broken], CONTEXT).rejected).toEqual([
      { line: 2, index: 0, errors: ['the row has 3 fields but the header has 2'] },
    ]);
  });

  it('validates a whole CSV: good rows pass, each bad row is reported with its line and reasons', () => {
    const csv = [
      'stocknum,vin,make,model,badge,year,price,km,car_type,status,state,private_postcode,dealership_slug,autograb_data.average_market_price,images',
      'CMM1,,Mazda,CX-5,"Maxx Sport, AWD",2022,34990,41000,used,in_stock,qld,4558,,35990,"[""/images/demo/suv/1f4e9a/front-left.jpg""]"',
      'CMM2,,Mazda,CX-3,,2021,abc,30000,used,,QLD,4558,,,',
      'CMM3,,Mazda,BT-50,,2023,-5,9000,demo,,Queensland,455,,,',
      'CMM1,,Mazda,Mazda3,,2020,19990,60000,used,,,,,,',
      'CHN1,,Hyundai,Tucson,Elite,2025,44990,20,new,coming_soon,QLD,4566,coastline-hyundai,,',
      ',,Hyundai,i30,,2019,17990,70000,used,,,,nowhere,,',
      'CMM5,,Mazda,CX-9,"Azami',
      'LE",2019,29990,90000,used,,,,,,',
    ].join('\r\n');
    const result = validateFeed(parseCsvFeed(csv), CONTEXT);
    expect(result.valid.map((r) => [r.line, r.car.stocknum, r.car.dealership_id])).toEqual([
      [2, 'CMM1', 11],
      [6, 'CHN1', 12],
      [8, 'CMM5', 11],
    ]);
    expect(result.valid[0]?.car).toMatchObject({
      badge: 'Maxx Sport, AWD',
      state: 'QLD',
      autograb_data: { average_market_price: 35990, state_average_market_price: null },
      images: [
        { url: '/images/demo/suv/1f4e9a/front-left.jpg', thumb: '/images/demo/suv/1f4e9a/front-left.jpg' },
      ],
    });
    expect(result.valid[2]?.car.badge).toBe('Azami\r\nLE');
    expect(result.rejected).toEqual([
      { line: 3, index: 1, errors: ['price must be a number (got "abc")'] },
      {
        line: 4,
        index: 2,
        errors: [
          'price must not be negative',
          'state must be one of NSW, VIC, QLD, WA, SA, TAS, ACT, NT (got "Queensland")',
          'private_postcode must be exactly 4 digits (got "455")',
        ],
      },
      {
        line: 5,
        index: 3,
        errors: ['duplicate stock number "CMM1" for this dealership (first on line 2, row 1)'],
      },
      {
        line: 7,
        index: 5,
        errors: [
          'stocknum or vin is required',
          'unknown dealership_slug "nowhere" (this site has coastline-mazda, coastline-hyundai)',
        ],
      },
    ]);
  });

  it('validates a JSON feed the same way, with element lines', () => {
    const json = JSON.stringify(
      [
        { stocknum: 'CMM1', make: 'Mazda', model: 'CX-5', year: 2022, price: 34990, car_type: 'used' },
        {
          stocknum: 'CMM2',
          make: 'Mazda',
          model: 'CX-3',
          year: '2021',
          price: '19990',
          car_type: 'used',
          reserved: 'maybe',
        },
        'not a car',
      ],
      null,
      2,
    );
    const result = validateFeed(parseJsonFeed(json), CONTEXT);
    expect(result.valid.map((r) => r.line)).toEqual([2]);
    expect(result.rejected).toEqual([
      { line: 10, index: 1, errors: ['reserved must be true/false, 1/0 or yes/no (got "maybe")'] },
      { line: 19, index: 2, errors: ['the row must be an object of car fields'] },
    ]);
  });
});
