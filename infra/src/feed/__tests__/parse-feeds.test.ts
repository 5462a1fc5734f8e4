import { FeedError } from '../feed-error';
import { MAX_FEED_BYTES, checkFeedSize } from '../feed-size';
import { parseCsvFeed } from '../parse-csv-feed';
import { parseJsonFeed } from '../parse-json-feed';

function feedError(run: () => unknown): FeedError {
  try {
    run();
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error('expected a FeedError');
}

describe('parseCsvFeed', () => {
  it('turns each record into an object named by the header, with the line it starts on', () => {
    const rows = parseCsvFeed('stocknum,make,model,price\nA1,Toyota,HiLux,64990\n"A2",Mazda,"CX-5",\n');
    expect(rows).toEqual([
      {
        line: 2,
        index: 0,
        data: { stocknum: 'A1', make: 'Toyota', model: 'HiLux', price: '64990' },
        problems: [],
      },
      { line: 3, index: 1, data: { stocknum: 'A2', make: 'Mazda', model: 'CX-5' }, problems: [] },
    ]);
  });

  it('nests dotted headers and leaves JSON cells for the validator', () => {
    const text =
      'stocknum,autograb_data.average_market_price,location.address.city,images\n' +
      'A1,31000,Noosa,"[""/a.jpg"",{""url"":""/b.jpg""}]"\n';
    expect(parseCsvFeed(text)[0]?.data).toEqual({
      stocknum: 'A1',
      autograb_data: { average_market_price: '31000' },
      location: { address: { city: 'Noosa' } },
      images: '["/a.jpg",{"url":"/b.jpg"}]',
    });
  });

  it('keeps line numbers of rows after quoted line breaks and skips blank lines', () => {
    const rows = parseCsvFeed('\uFEFFstocknum,tag\nA1,"Low\nKms"\n\nA2,x\n');
    expect(rows.map((row) => row.line)).toEqual([2, 5]);
    expect(rows[0]?.data).toEqual({ stocknum: 'A1', tag: 'Low\nKms' });
  });

  it('flags a row with the wrong number of fields', () => {
    const rows = parseCsvFeed('stocknum,make\nA1,Toyota,extra\nA2\n');
    expect(rows[0]?.problems).toEqual(['the row has 3 fields but the header has 2']);
    expect(rows[1]?.problems).toEqual(['the row has 1 fields but the header has 2']);
  });

  it('ignores columns without a header and flags dotted headers that clash', () => {
    const rows = parseCsvFeed('stocknum,,variant,variant.geartype\nA1,zzz,Auto,Manual\n');
    expect(rows[0]?.data).toEqual({ stocknum: 'A1', variant: 'Auto' });
    expect(rows[0]?.problems).toEqual(['field "variant.geartype" conflicts with field "variant"']);
  });

  it('refuses an empty file, a header naming a field twice, and a broken quote', () => {
    expect(feedError(() => parseCsvFeed('')).code).toBe('no_header');
    const twice = feedError(() => parseCsvFeed('stocknum,make,stocknum\n'));
    expect(twice.code).toBe('bad_header');
    expect(twice.message).toMatch(/column "stocknum" appears twice in the header \(columns 1 and 3\)/);
    const broken = feedError(() => parseCsvFeed('stocknum,make\nA1,Toyota\nA2,"Mazda\nA3,Kia\n'));
    expect(broken.code).toBe('broken_quote');
    expect(broken.line).toBe(3);
  });

  it('reads header names in any case, as the fields are named (every field name is lower case)', () => {
    const rows = parseCsvFeed('StockNum,MAKE, Model ,Autograb_Data.Average_Market_Price\nA1,Kia,Rio,19990\n');
    expect(rows[0]?.data).toEqual({
      stocknum: 'A1',
      make: 'Kia',
      model: 'Rio',
      autograb_data: { average_market_price: '19990' },
    });
  });

  it('refuses a header without a stocknum, vin or make column, as a file separated by semicolons reads', () => {
    const semicolons = feedError(() =>
      parseCsvFeed('stocknum;make;model;year;price;car_type\nA1;Kia;Rio;2020;1;used\n'),
    );
    expect(semicolons.code).toBe('bad_header');
    expect(semicolons.message).toBe(
      'line 1: the header has no stocknum, vin or make column (it reads "stocknum;make;model;year;price;car_type"): ' +
        'separate the columns with commas and name them by the car fields (stocknum or vin, make, model, year, ' +
        'price, car_type)',
    );
    expect(feedError(() => parseCsvFeed('model\tyear\nRio\t2020\n')).code).toBe('bad_header');
  });

  it('never writes through a prototype path', () => {
    const rows = parseCsvFeed('stocknum,__proto__.polluted\nA1,yes\n');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(rows[0]?.problems).toEqual(['field name "__proto__.polluted" is not allowed']);
  });
});

describe('parseJsonFeed', () => {
  it('reads an array of cars with the line each starts on', () => {
    const text =
      '[\n  {\n    "stocknum": "A1",\n    "tag": "a\\nb {"\n  },\n  { "stocknum": "A2" }, {"stocknum": "A3"}\n]\n';
    const rows = parseJsonFeed(text);
    expect(rows.map((row) => [row.line, row.index])).toEqual([
      [2, 0],
      [6, 1],
      [6, 2],
    ]);
    expect(rows[0]?.data).toEqual({ stocknum: 'A1', tag: 'a\nb {' });
  });

  it('accepts a BOM and nests dotted keys', () => {
    const rows = parseJsonFeed(
      '\uFEFF[{"stocknum":"A1","variant.geartype":"Manual","autograb_data":{"average_market_price":1}, "autograb_data.state_average_market_price":2}]',
    );
    expect(rows[0]?.data).toEqual({
      stocknum: 'A1',
      variant: { geartype: 'Manual' },
      autograb_data: { average_market_price: 1, state_average_market_price: 2 },
    });
  });

  it('passes elements that are not objects on, for the validator to reject', () => {
    expect(parseJsonFeed('[1, null, "x"]').map((row) => row.data)).toEqual([1, null, 'x']);
    expect(parseJsonFeed('[]')).toEqual([]);
  });

  it('refuses JSON that is not an array, with a clear message', () => {
    const error = feedError(() => parseJsonFeed('{"cars": []}'));
    expect(error.code).toBe('not_array');
    expect(error.message).toBe(
      'a JSON feed must be an array of cars ([{ ... }, ...]) but this one is an object',
    );
    expect(feedError(() => parseJsonFeed('"text"')).message).toMatch(/but this one is a string$/);
    expect(feedError(() => parseJsonFeed('null')).message).toMatch(/but this one is null$/);
  });

  it('refuses text that is not JSON, naming the line when the parser gives a position', () => {
    const error = feedError(() => parseJsonFeed('[\n{"stocknum": "A1"},\n{"stocknum": "A2",}\n]'));
    expect(error.code).toBe('invalid_json');
    expect(error.message).toMatch(/^the feed is not valid JSON/);
    expect(error.line).toBe(3);
    expect(feedError(() => parseJsonFeed('')).code).toBe('invalid_json');
  });
});

describe('feed size limit', () => {
  it('is 50 MB', () => {
    expect(MAX_FEED_BYTES).toBe(50 * 1024 * 1024);
    expect(checkFeedSize(MAX_FEED_BYTES)).toEqual({ ok: true });
    expect(checkFeedSize(0)).toEqual({ ok: true });
    expect(checkFeedSize(MAX_FEED_BYTES + 1)).toEqual({
      ok: false,
      error: `the feed is 50.0 MB (${MAX_FEED_BYTES + 1} bytes); the limit is 50 MB`,
    });
    expect(checkFeedSize(80 * 1024 * 1024)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^the feed is 80\.0 MB/),
    });
  });

  it('refuses a CSV or JSON text over 50 MB before reading it', () => {
    const header = 'stocknum,make\n';
    const big = header + 'A1,Toyota\n'.repeat(Math.ceil(MAX_FEED_BYTES / 10) + 1);
    const csv = feedError(() => parseCsvFeed(big));
    expect(csv.code).toBe('too_large');
    expect(csv.message).toMatch(/the limit is 50 MB$/);
    expect(feedError(() => parseJsonFeed(`[${'1,'.repeat(MAX_FEED_BYTES / 2)}1]`)).code).toBe('too_large');
  });

  it('counts UTF-8 bytes, not characters', () => {
    const chars = Math.floor(MAX_FEED_BYTES / 3) + 10;
    const multiByte = '€'.repeat(chars);
    expect(feedError(() => parseCsvFeed(multiByte)).code).toBe('too_large');
  });
});
