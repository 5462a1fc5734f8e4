import type { FeedContext, FeedRowResult } from '../feed-types';
import { validateFeedRow } from '../validate-feed-row';

const CONTEXT: FeedContext = {
  dealerships: [
    { id: 11, slug: 'coastline-mazda' },
    { id: 12, slug: 'coastline-hyundai' },
  ],
  primaryDealershipSlug: 'coastline-mazda',
  now: new Date('2026-03-01T00:00:00Z'),
};

const ROW = {
  stocknum: 'CMM10001',
  make: 'Mazda',
  model: 'CX-5',
  year: '2024',
  price: '38990',
  car_type: 'used',
};

function check(overrides: Record<string, unknown>, without: string[] = []): FeedRowResult {
  const row: Record<string, unknown> = { ...ROW, ...overrides };
  for (const key of without) delete row[key];
  return validateFeedRow(row, 7, CONTEXT);
}

function errorsOf(overrides: Record<string, unknown>, without: string[] = []): string[] {
  const result = check(overrides, without);
  return result.ok ? [] : result.errors;
}

describe('validateFeedRow (issue 3 item 4, spec §3 fields)', () => {
  it('accepts a minimal row, typed and with defaults, on the primary dealership', () => {
    const result = check({});
    expect(result).toEqual({
      ok: true,
      warnings: [],
      car: expect.objectContaining({
        stocknum: 'CMM10001',
        vin: null,
        make: 'Mazda',
        model: 'CX-5',
        year: 2024,
        price: 38990,
        car_type: 'used',
        status: 'in_stock',
        sold: false,
        show_on_dealer_website: true,
        km: 0,
        preorder: false,
        reserved: false,
        certified: false,
        images: [],
        finance_lenders: {},
        autograb_data: null,
        dealership_id: 11,
        dealership_slug: 'coastline-mazda',
        city: null,
        state: null,
        created_at: null,
      }),
    });
  });

  it('requires stocknum or vin, make, model, year, price and car_type', () => {
    expect(errorsOf({}, ['stocknum', 'make', 'model', 'year', 'price', 'car_type'])).toEqual([
      'stocknum or vin is required',
      'make is required',
      'model is required',
      'year is required',
      'car_type is required',
      'price is required',
    ]);
    expect(check({ vin: '6FPAAAJGCM9A12345' }, ['stocknum']).ok).toBe(true);
    expect(errorsOf({ make: '   ' })).toEqual(['make is required']);
    expect(errorsOf({ price: null })).toEqual(['price is required']);
  });

  it('rejects numbers that are not numbers, and fractional whole numbers', () => {
    expect(errorsOf({ price: '$38,990' })).toEqual(['price must be a number (got "$38,990")']);
    expect(errorsOf({ year: '20x4' })).toEqual(['year must be a number (got "20x4")']);
    expect(errorsOf({ km: '12.5' })).toEqual(['km must be a whole number (got "12.5")']);
    expect(errorsOf({ seats: true })).toEqual(['seats must be a number (got "true")']);
    expect(errorsOf({ make: { name: 'Mazda' } })).toEqual(['make must be text (got "{"name":"Mazda"}")']);
    expect(check({ price: 38990.5, km: 12000 }).ok).toBe(true);
  });

  it('reads booleans as true/false, 1/0 or yes/no', () => {
    const ok = check({ reserved: 'YES', certified: 1, preorder: 'false', show_on_dealer_website: '0' });
    expect(
      ok.ok && [ok.car.reserved, ok.car.certified, ok.car.preorder, ok.car.show_on_dealer_website],
    ).toEqual([true, true, false, false]);
    expect(errorsOf({ reserved: 'maybe' })).toEqual([
      'reserved must be true/false, 1/0 or yes/no (got "maybe")',
    ]);
  });

  it('keeps the year between 1900 and next year', () => {
    expect(errorsOf({ year: 1899 })).toEqual(['year must be between 1900 and 2027 (got 1899)']);
    expect(errorsOf({ year: 2028 })).toEqual(['year must be between 1900 and 2027 (got 2028)']);
    expect(check({ year: 2027 }).ok).toBe(true);
    expect(check({ year: 1900 }).ok).toBe(true);
  });

  it('rejects a negative price or km', () => {
    expect(errorsOf({ price: '-1' })).toEqual(['price must not be negative']);
    expect(errorsOf({ km: -5 })).toEqual(['km must not be negative']);
    expect(errorsOf({ before_price: -5 })).toEqual(['before_price must not be negative']);
    expect(check({ price: 0 }).ok).toBe(true);
  });

  it('checks car_type and status, normalising case and spacing', () => {
    expect(errorsOf({ car_type: 'nearly new' })).toEqual([
      'car_type must be one of new, used, demo (got "nearly new")',
    ]);
    expect(errorsOf({ status: 'gone' })).toEqual([
      'status must be one of in_stock, coming_soon, sold (got "gone")',
    ]);
    const result = check({ car_type: 'Demo', status: 'Coming Soon' });
    expect(result.ok && [result.car.car_type, result.car.status]).toEqual(['demo', 'coming_soon']);
  });

  it('keeps status and sold in agreement and reads the sold date', () => {
    const sold = check({ sold: 'yes', sold_date_timestamp: '2026-02-27T03:00:00Z' });
    expect(sold.ok && [sold.car.status, sold.car.sold, sold.car.sold_date_timestamp]).toEqual([
      'sold',
      true,
      1772161200,
    ]);
    expect(errorsOf({ status: 'in_stock', sold: true })).toEqual(['sold is true but status is in_stock']);
    expect(errorsOf({ status: 'sold', sold_date_timestamp: 1772161200000 })).toEqual([
      'sold_date_timestamp looks like milliseconds; give unix seconds',
    ]);
    expect(errorsOf({ created_at: 'last week' })).toEqual([
      'created_at must be unix seconds or an ISO 8601 date (got "last week")',
    ]);
  });

  it('refuses a created_at or sold date more than a day in the future, naming the field and the date', () => {
    // CONTEXT.now is 2026-03-01T00:00:00Z. 2099 kept NEW ARRIVAL and led the latest sort for ever; 2100 kept a
    // sold car listed for 75 years.
    expect(errorsOf({ created_at: '2099-01-01T00:00:00Z' })).toEqual([
      'created_at is 2099-01-01T00:00:00Z, more than a day in the future: give the date it happened',
    ]);
    expect(errorsOf({ status: 'sold', sold_date_timestamp: 4102444800 })).toEqual([
      'sold_date_timestamp is 2100-01-01T00:00:00Z (got "4102444800"), more than a day in the future: ' +
        'give the date it happened',
    ]);
    expect(errorsOf({ created_at: '2026-03-02T00:00:01Z' })).toEqual([
      'created_at is 2026-03-02T00:00:01Z, more than a day in the future: give the date it happened',
    ]);
    // A clock or time-zone slip of hours passes.
    const slip = check({
      created_at: '2026-03-01T10:00:00+00:00',
      sold: true,
      sold_date_timestamp: '1772395200',
    });
    expect(slip.ok && [slip.car.created_at, slip.car.sold_date_timestamp]).toEqual([
      '2026-03-01T10:00:00.000Z',
      1772395200,
    ]);
  });

  it('accepts the eight states in any case and stores them in upper case', () => {
    const result = check({ state: 'qld' });
    expect(result.ok && result.car.state).toBe('QLD');
    expect(errorsOf({ state: 'Queensland' })).toEqual([
      'state must be one of NSW, VIC, QLD, WA, SA, TAS, ACT, NT (got "Queensland")',
    ]);
  });

  it('wants a postcode of exactly 4 digits, keeping leading zeros', () => {
    const result = check({ private_postcode: '0800' });
    expect(result.ok && result.car.private_postcode).toBe('0800');
    expect(errorsOf({ private_postcode: '800' })).toEqual([
      'private_postcode must be exactly 4 digits (got "800")',
    ]);
    expect(errorsOf({ private_postcode: '4558a' })).toEqual([
      'private_postcode must be exactly 4 digits (got "4558a")',
    ]);
    expect(errorsOf({ private_postcode: 800 })).toEqual([
      'private_postcode must be exactly 4 digits (got "800")',
    ]);
  });

  it('checks a VIN when present: 17 characters without I, O or Q, normalised to upper case', () => {
    const result = check({ vin: 'jtmabfrv40d123456' });
    expect(result.ok && result.car.vin).toBe('JTMABFRV40D123456');
    expect(errorsOf({ vin: 'JTMABFRV40D12345' })).toEqual([
      'vin must be 17 characters of A-Z (without I, O, Q) and 0-9 (got "JTMABFRV40D12345")',
    ]);
    expect(errorsOf({ vin: 'JTMABFRV40D12345O' })).toHaveLength(1);
  });

  it('resolves the dealership by slug, the primary one when absent, and rejects unknown slugs', () => {
    const named = check({ dealership_slug: 'Coastline-Hyundai' });
    expect(named.ok && [named.car.dealership_id, named.car.dealership_slug]).toEqual([
      12,
      'coastline-hyundai',
    ]);
    expect(errorsOf({ dealership_slug: 'elsewhere' })).toEqual([
      'unknown dealership_slug "elsewhere" (this site has coastline-mazda, coastline-hyundai)',
    ]);
    expect(() => validateFeedRow(ROW, 1, { ...CONTEXT, primaryDealershipSlug: 'nope' })).toThrow(
      /primary dealership "nope"/,
    );
  });

  it('limits text lengths', () => {
    expect(errorsOf({ stocknum: 'S'.repeat(41) })).toEqual([
      'stocknum must be at most 40 characters (got 41)',
    ]);
    expect(errorsOf({ tag: 'x'.repeat(51) })).toEqual(['tag must be at most 50 characters (got 51)']);
  });

  it('lists every problem of a row at once', () => {
    expect(errorsOf({ price: -1, state: 'XX', private_postcode: '12', car_type: 'old' })).toHaveLength(4);
  });

  it('ignores unknown and importer-assigned fields with a warning', () => {
    const result = check({
      colour_code: '040',
      id: 5,
      slug: 'x',
      autograb_data: { average_market_price: 1, source: 'x' },
    });
    expect(result.ok && result.warnings).toEqual([
      'unknown field "autograb_data.source" ignored',
      'id ignored: assigned by the importer',
      'slug ignored: assigned by the importer',
      'unknown field "colour_code" ignored',
    ]);
  });

  it('reads images as URLs or {url, thumb}, also as JSON in a CSV cell', () => {
    const result = check({
      images: '["/images/a.jpg", {"url": "https://cdn.example.com/b.jpg", "thumb": "/t/b.jpg"}]',
    });
    expect(result.ok && result.car.images).toEqual([
      { url: '/images/a.jpg', thumb: '/images/a.jpg' },
      { url: 'https://cdn.example.com/b.jpg', thumb: '/t/b.jpg' },
    ]);
    expect(errorsOf({ images: '["/a.jpg",' })).toEqual(['images is not valid JSON']);
    expect(errorsOf({ images: ['javascript:alert(1)'] })).toEqual([
      'images[0] must be a URL (http(s):// or /path) or an object with a url and optional thumb',
    ]);
    expect(errorsOf({ images: { url: '/a.jpg' } })).toEqual([
      'images must be an array (or a JSON array in a CSV cell)',
    ]);
    expect(errorsOf({ images: Array(101).fill('/a.jpg') })).toEqual([
      'images has 101 entries; at most 100 are allowed',
    ]);
  });

  it('stores http:// photos as https:// with a warning: the site loads https photos only', () => {
    const result = check({
      images: [
        'http://cdn.example.com/car2.jpg',
        { url: 'http://cdn.example.com/car3.jpg', thumb: 'http://cdn.example.com/t/car3.jpg' },
        { url: 'https://cdn.example.com/car4.jpg', thumb: 'http://cdn.example.com/t/car4.jpg' },
        '/images/car5.jpg',
      ],
      file: 'http://reports.example.com/ppsr/CMM10001.pdf',
    });
    expect(result.ok && result.car.images).toEqual([
      { url: 'https://cdn.example.com/car2.jpg', thumb: 'https://cdn.example.com/car2.jpg' },
      { url: 'https://cdn.example.com/car3.jpg', thumb: 'https://cdn.example.com/t/car3.jpg' },
      { url: 'https://cdn.example.com/car4.jpg', thumb: 'https://cdn.example.com/t/car4.jpg' },
      { url: '/images/car5.jpg', thumb: '/images/car5.jpg' },
    ]);
    expect(result.warnings).toEqual([
      'images given as http:// are stored as https:// (same host and path): the site loads photos over https ' +
        'only, so an http:// photo would not show',
    ]);
    // The history report is a link opened in a new tab, which img-src does not cover: it stays as given.
    expect(result.ok && result.car.file).toBe('http://reports.example.com/ppsr/CMM10001.pdf');
    // https photos need no note.
    expect(check({ images: ['https://cdn.example.com/a.jpg'] }).warnings).toEqual([]);
  });

  it('reads finance_lenders per provider and market data, typed', () => {
    const result = check({
      finance_lenders: {
        Taurus: { interestRate: '9.5', comparisonRate: 10.1, paymentWeek: '120.5' },
        Acme: {},
      },
      autograb_data: { average_market_price: '41000', state_average_market_price: '' },
    });
    expect(result.ok && result.car.finance_lenders.Taurus).toEqual({
      interestRate: 9.5,
      comparisonRate: 10.1,
      paymentWeek: 120.5,
      paymentMonth: null,
      termYears: null,
      termMonths: null,
      balloon: null,
      deposit: null,
      disclaimer: null,
    });
    expect(result.ok && result.car.autograb_data).toEqual({
      average_market_price: 41000,
      state_average_market_price: null,
    });
    expect(result.ok && result.warnings).toEqual(['unknown field "finance_lenders.Acme" ignored']);
    expect(errorsOf({ finance_lenders: { Taurus: { interestRate: 'low' } } })).toEqual([
      'finance_lenders.Taurus.interestRate must be a number (got "low")',
    ]);
  });

  it('reads location and variant.geartype', () => {
    const result = check({
      variant: { geartype: 'Sports Automatic' },
      location: { name: 'Coastline Mazda', address: { city: 'Maroochydore', state: 'qld', id: 3 } },
    });
    expect(result.ok && result.car.variant).toEqual({ geartype: 'Sports Automatic' });
    expect(result.ok && result.car.location).toEqual({
      name: 'Coastline Mazda',
      phone: null,
      slug: null,
      distribution_locations: [],
      address: { street: null, city: 'Maroochydore', state: 'QLD', place_url: null },
    });
    expect(result.ok && result.warnings).toEqual(['location.address.id ignored: assigned by the importer']);
  });

  it('rejects a row that is not an object', () => {
    expect(validateFeedRow(['a'], 3, CONTEXT)).toEqual({
      ok: false,
      line: 3,
      errors: ['the row must be an object of car fields'],
      warnings: [],
    });
    expect(validateFeedRow(null, 4, CONTEXT)).toMatchObject({ ok: false, line: 4 });
  });
});
