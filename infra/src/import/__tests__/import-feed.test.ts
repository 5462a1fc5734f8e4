import { Readable } from 'node:stream';
import type { Car } from '../../../../shared/src/domain/car';
import { createHttpBackend } from '../../cli/http-backend';
import { importCommand } from '../../cli/data-commands';
import { MAX_FEED_BYTES } from '../../feed';
import { generateInventory, type DealershipInput } from '../../inventory';
import { inventoryInput, loadStockDealerships } from '../../sites/dealership-directory';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { feedRecord, writeCsvFeed, writeCsvRecords, writeJsonFeed, type FeedRecord } from '../feed-writer';
import type { ImportReport } from '../import-types';

jest.setTimeout(120_000);

const SITE = 'coastline-motor-group';
const NOW = new Date('2026-03-10T00:00:00Z');
const auth = { authorization: `Bearer ${TEST_TOKEN}` };
const only = { financeProviders: ['Taurus'] } as const;

let t: TestApp;
let dealerships: DealershipInput[];
let cars: Car[];
const heard: number[][] = [];

beforeAll(async () => {
  t = await createTestApp();
  dealerships = (await loadStockDealerships(t.app.platform.db, 1))
    .map(inventoryInput)
    .filter((input): input is DealershipInput => input !== null);
  cars = generateInventory({ cars: 60, dealerships, now: NOW, seed: 11 });
  t.app.platform.events.onCarsChanged((ids) => void heard.push(ids));
});
afterAll(async () => t?.close());

/** POST a feed to the ops import route. */
function post(
  body: string,
  type: 'json' | 'csv',
  query = '',
  site = SITE,
  headers: Record<string, string> = auth,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ops/sites/${site}/import${query}`,
    headers: { ...headers, 'content-type': type === 'json' ? 'application/json' : 'text/csv; charset=utf-8' },
    payload: body,
  });
}

async function imported(body: string, type: 'json' | 'csv', query = ''): Promise<ImportReport> {
  const res = await post(body, type, query);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function siteCars(): Promise<Car[]> {
  const rows = await t.app.platform.db.query<{ id: number }>(
    'SELECT c.id FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE d.site_id = 1 ORDER BY c.id',
  );
  return t.app.platform.cars.findByIds(rows.map((row) => row.id));
}

/** A reported row's place in the feed: its line, position, stock number and VIN. */
const place = (line: number, row: number, stocknum: string | null, vin: string | null = null) => ({
  line,
  row,
  stocknum,
  vin,
});

const counts = (report: ImportReport) => ({
  inserted: report.inserted,
  updated: report.updated,
  unchanged: report.unchanged,
  soldMarked: report.soldMarked,
  rejected: report.rejected.length,
});

describe('feed import through the ops API', () => {
  it('imports a JSON feed: every row, with the fields the importer assigns', async () => {
    const report = await imported(writeJsonFeed(cars, only), 'json');
    expect(counts(report)).toEqual({ inserted: 60, updated: 0, unchanged: 0, soldMarked: 0, rejected: 0 });
    const stored = await siteCars();
    expect(stored).toHaveLength(60);
    expect(heard.at(-1)).toEqual(stored.map((car) => car.id));
    const first = stored.find((car) => car.stocknum === cars[0]!.stocknum)!;
    expect(first).toMatchObject({
      name: cars[0]!.name,
      make: cars[0]!.make,
      price: cars[0]!.price,
      images: cars[0]!.images,
      thumbnails: cars[0]!.thumbnails,
      photos_count: cars[0]!.images.length,
      primary_image_url: cars[0]!.primary_image_url,
      dealership_slug: cars[0]!.dealership_slug,
      location: cars[0]!.location,
      finance_lenders: { Taurus: cars[0]!.finance_lenders.Taurus },
      created_at: cars[0]!.created_at,
    });
    expect(first.slug).toMatch(new RegExp(`^${cars[0]!.year}-[a-z0-9-]+-${first.id}$`));
  });

  it('sees the same cars as a CSV feed as unchanged, and re-running a feed changes nothing', async () => {
    const before = await t.app.platform.db.query('SELECT id, updated_at FROM cars ORDER BY id');
    const csv = await imported(writeCsvFeed(cars, only), 'csv');
    expect(counts(csv)).toEqual({ inserted: 0, updated: 0, unchanged: 60, soldMarked: 0, rejected: 0 });
    const again = await imported(writeJsonFeed(cars, only), 'json');
    expect(counts(again)).toEqual({ inserted: 0, updated: 0, unchanged: 60, soldMarked: 0, rejected: 0 });
    expect(await t.app.platform.db.query('SELECT id, updated_at FROM cars ORDER BY id')).toEqual(before);
  });

  it('updates only the rows that changed, matching by VIN when the stock number changed', async () => {
    const stored = await siteCars();
    const changed = cars.map((car, i) =>
      i === 3 ? { ...car, price: car.price + 1000 } : i === 4 ? { ...car, stocknum: 'RENAMED-4' } : car,
    );
    heard.length = 0;
    const report = await imported(writeJsonFeed(changed, only), 'json');
    expect(counts(report)).toEqual({ inserted: 0, updated: 2, unchanged: 58, soldMarked: 0, rejected: 0 });
    const [byPrice, byVin] = await t.app.platform.cars.findByIds(
      [cars[3]!, cars[4]!].map((car) => stored.find((s) => s.vin === car.vin)!.id),
    );
    expect(byPrice?.price).toBe(cars[3]!.price + 1000);
    expect(byVin?.stocknum).toBe('RENAMED-4');
    expect(heard).toEqual([[byPrice!.id, byVin!.id].sort((a, b) => a - b)]);
    await imported(writeJsonFeed(cars, only), 'json');
  });

  it('reports each bad row with its line and reason, imports the rest, and stores nothing of a bad row', async () => {
    const base = (i: number, changes: Partial<FeedRecord>): Partial<FeedRecord> => ({
      ...feedRecord(cars[i]!, only),
      stocknum: `BAD-${i}`,
      vin: null,
      ...changes,
    });
    const rows: Partial<FeedRecord>[] = [
      base(10, { stocknum: 'GOOD-1' }), // line 2
      base(11, { km: 'lots' }), // line 3: wrong type
      base(12, { make: null }), // line 4: missing required field
      base(13, { state: 'XYZ' }), // line 5: bad state
      base(14, { private_postcode: '123' }), // line 6: bad postcode
      base(15, { price: -5 }), // line 7: negative price
      base(16, { stocknum: 'GOOD-1', dealership_slug: cars[10]!.dealership_slug }), // line 8: duplicate stock number
      base(17, { stocknum: 'GOOD-2', year: 'twenty' }), // line 9: wrong type
      base(18, { stocknum: 'GOOD-3' }), // line 10
    ];
    const report = await imported(writeCsvRecords(rows), 'csv');
    expect(counts(report)).toMatchObject({ inserted: 2, rejected: 7 });
    const reasons = Object.fromEntries(report.rejected.map((row) => [row.line, row.errors.join('; ')]));
    expect(reasons).toEqual({
      3: expect.stringMatching(/km must be a number/),
      4: expect.stringMatching(/make is required/),
      5: expect.stringMatching(/state must be one of/),
      6: expect.stringMatching(/private_postcode must be exactly 4 digits/),
      7: expect.stringMatching(/price must not be negative/),
      8: expect.stringMatching(/duplicate stock number "GOOD-1".*line 2/),
      9: expect.stringMatching(/year must be a number/),
    });
    const stocknums = (await siteCars()).map((car) => car.stocknum);
    expect(stocknums).toEqual(expect.arrayContaining(['GOOD-1', 'GOOD-3']));
    expect(stocknums.filter((s) => s.startsWith('BAD-') || s === 'GOOD-2')).toEqual([]);
  });

  it('writes the valid set in one transaction: a failure while writing leaves nothing behind', async () => {
    const { db } = t.app.platform;
    await db.exec(`
      CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.stocknum = 'BOOM' THEN RAISE EXCEPTION 'boom'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_boom BEFORE INSERT OR UPDATE ON cars FOR EACH ROW EXECUTE FUNCTION refuse_boom();`);
    try {
      const before = await db.query('SELECT id, price, updated_at FROM cars ORDER BY id');
      const feed = [
        ...cars.map((car) => ({ ...car, price: car.price + 1 })),
        ...generateInventory({ cars: 1200, dealerships, now: NOW, seed: 12 }),
      ];
      const boom = { ...cars[0]!, stocknum: 'BOOM', vin: null };
      const res = await post(writeJsonFeed([...feed, boom], only), 'json');
      expect(res.statusCode).toBe(500);
      expect(await db.query('SELECT id, price, updated_at FROM cars ORDER BY id')).toEqual(before);
    } finally {
      await db.exec('DROP TRIGGER refuse_boom ON cars; DROP FUNCTION refuse_boom();');
    }
  });

  it('refuses a CSV with a broken quote, naming the line, and writes nothing', async () => {
    const before = await t.app.platform.cars.count();
    const csv = `${writeCsvFeed(cars.slice(0, 2), only)}NEW-1,,coastline-mazda-maroochydore,2024,"Mazda,CX-5\n`;
    const res = await post(csv, 'csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/quote/i);
    expect(res.json().message).toMatch(/line 4/);
    expect(await t.app.platform.cars.count()).toBe(before);
  });

  it('refuses a feed that is not UTF-8 text, naming the line, rather than store "�"', async () => {
    const before = await t.app.platform.cars.count();
    const csv = writeCsvFeed(cars.slice(0, 2), only).replace(/\n([^\n]*)\n$/, '\n$1,Bl\u00e9u\n');
    const send = (payload: Buffer, contentType = 'text/csv') =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/sites/${SITE}/import`,
        headers: { ...auth, 'content-type': contentType },
        payload,
      });
    const latin1 = await send(Buffer.from(csv, 'latin1'));
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json()).toEqual({
      message: 'The feed is not UTF-8 text (line 3): save it as UTF-8 and import it again',
    });
    const utf16 = await send(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')]));
    expect(utf16.json()).toEqual({
      message: 'The feed is UTF-16 text: save it as UTF-8 and import it again',
    });
    const declared = await send(Buffer.from(csv, 'latin1'), 'text/csv; charset=ISO-8859-1');
    expect(declared.statusCode).toBe(415);
    expect(declared.json()).toEqual({ message: 'Send the feed as UTF-8 text (it says charset=iso-8859-1)' });
    expect(await t.app.platform.cars.count()).toBe(before);
  });

  it('rejects a row with a NUL or half a surrogate pair, naming its line and field, and imports the rest', async () => {
    const row = (stocknum: string, model: string, extra: Record<string, unknown> = {}) => ({
      stocknum,
      make: 'Toyota',
      model,
      year: 2021,
      price: 20000,
      car_type: 'used',
      ...extra,
    });
    const json = JSON.stringify([
      row('NUL-1', 'Corolla\u0000'),
      row('NUL-2', 'Camry', { images: [{ url: '/a.jpg', alt: 'x\ud800' }] }),
      row('NUL-3', 'Yaris'),
    ]);
    const report = await imported(json.replace(/},{/g, '},\n{'), 'json');
    expect(report.inserted).toBe(1);
    expect(report.rejected).toEqual([
      { ...place(1, 1, 'NUL-1'), errors: ['model: Text must not contain a NUL character (\\u0000)'] },
      {
        ...place(2, 2, 'NUL-2'),
        errors: ['images.0.alt: Text must be valid Unicode (no unpaired surrogate such as \\ud800)'],
      },
    ]);
    const csv =
      'stocknum,make,model,year,price,car_type\nNUL-4,Toyota,Hi\u0000Lux,2021,30000,used\nNUL-5,Toyota,HiLux,2021,30000,used\n';
    const csvReport = await imported(csv, 'csv');
    expect(csvReport.inserted).toBe(1);
    expect(csvReport.rejected).toEqual([
      { ...place(2, 1, 'NUL-4'), errors: ['model: Text must not contain a NUL character (\\u0000)'] },
    ]);
  });

  it('names the rows of a one-line JSON feed by position and stock number or VIN, not by line 1 alone', async () => {
    const car = (stocknum: string | null, vin: string | null, extra: object = {}) => ({
      ...(stocknum === null ? {} : { stocknum }),
      ...(vin === null ? {} : { vin }),
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      price: 20000,
      car_type: 'used',
      ...extra,
    });
    const vin = 'JTDKB20U000000777';
    const report = await imported(
      JSON.stringify([
        car('ROW-1', null),
        car('ROW-2', null, { price: -1 }),
        car(null, vin, { km: 'lots' }),
        car('ROW-1', null),
      ]),
      'json',
    );
    expect(report.inserted).toBe(1);
    expect(report.rejected).toEqual([
      { ...place(1, 2, 'ROW-2'), errors: ['price must not be negative'] },
      { ...place(1, 3, null, vin), errors: ['km must be a number (got "lots")'] },
      {
        ...place(1, 4, 'ROW-1'),
        errors: ['duplicate stock number "ROW-1" for this dealership (first on line 1, row 1)'],
      },
    ]);
  });

  it('stores http:// photos as https://, with a warning on the row, and refuses a date in the future', async () => {
    const car = (stocknum: string, extra: object) => ({
      stocknum,
      make: 'Toyota',
      model: 'Camry',
      year: 2021,
      price: 20000,
      car_type: 'used',
      ...extra,
    });
    const now = Date.now();
    const report = await imported(
      JSON.stringify([
        car('HTTP-1', { images: ['http://cdn.example.com/car2.jpg', 'https://cdn.example.com/car3.jpg'] }),
        car('FUTURE-1', { created_at: '2099-01-01T00:00:00Z' }),
        car('FUTURE-2', { status: 'sold', sold_date_timestamp: 4102444800 }),
        car('SOON-1', { created_at: new Date(now + 3 * 3600_000).toISOString() }),
      ]),
      'json',
    );
    expect(report.inserted).toBe(2);
    expect(report.warnings).toEqual([
      {
        ...place(1, 1, 'HTTP-1'),
        messages: [
          'images given as http:// are stored as https:// (same host and path): the site loads photos over ' +
            'https only, so an http:// photo would not show',
        ],
      },
    ]);
    expect(report.rejected).toEqual([
      {
        ...place(1, 2, 'FUTURE-1'),
        errors: [
          'created_at is 2099-01-01T00:00:00Z, more than a day in the future: give the date it happened',
        ],
      },
      {
        ...place(1, 3, 'FUTURE-2'),
        errors: [
          'sold_date_timestamp is 2100-01-01T00:00:00Z (got "4102444800"), more than a day in the future: ' +
            'give the date it happened',
        ],
      },
    ]);
    const stored = (await siteCars()).find((c) => c.stocknum === 'HTTP-1')!;
    expect(stored.images.map((image) => image.url)).toEqual([
      'https://cdn.example.com/car2.jpg',
      'https://cdn.example.com/car3.jpg',
    ]);
    expect(stored.thumbnails).toEqual(stored.images.map((image) => image.url));
    expect(stored.primary_image_url).toBe('https://cdn.example.com/car2.jpg');
    expect((await siteCars()).map((c) => c.stocknum)).not.toContain('FUTURE-1');
  });

  it('warns of a car the site never shows: a make outside its stock filter, a new car on a used-only site', async () => {
    const car = (stocknum: string, make: string, carType: string) => ({
      stocknum,
      make,
      model: 'X',
      year: 2022,
      price: 30000,
      car_type: carType,
      city: 'Newcastle',
      state: 'NSW',
    });
    const nissan = await post(
      JSON.stringify([car('HIDE-1', 'Toyota', 'used'), car('HIDE-2', 'Nissan', 'used')]).replace(
        '},{',
        '},\n{',
      ),
      'json',
      '',
      'harbour-nissan',
    );
    expect(nissan.statusCode).toBe(200);
    expect(nissan.json()).toMatchObject({ inserted: 2, rejected: [] });
    expect(nissan.json().warnings).toEqual([
      {
        ...place(1, 1, 'HIDE-1'),
        messages: ['the site does not show it: its stock filter shows only nissan cars, not Toyota'],
      },
    ]);
    const used = await post(
      JSON.stringify([car('HIDE-3', 'Toyota', 'new'), car('HIDE-4', 'Toyota', 'used')]).replace(
        '},{',
        '},\n{',
      ),
      'json',
      '',
      'westside-pre-owned',
    );
    expect(used.json().warnings).toEqual([
      {
        ...place(1, 1, 'HIDE-3'),
        messages: ['the site does not show it: its stock filter shows only used cars, not new'],
      },
    ]);
  });

  it('refuses a feed over 50 MB with 413 and a clear message, after checking the ops token', async () => {
    const huge = 'x'.repeat(MAX_FEED_BYTES + 1);
    const res = await post(huge, 'csv');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/the feed is 50\.0 MB .* the limit is 50 MB/);
    expect((await post(huge, 'csv', '', SITE, {})).statusCode).toBe(401);
    // Without a Content-Length (a streamed upload), the body limit stops it as it passes 50 MB.
    const chunk = 'x'.repeat(1024 * 1024);
    const streamed = await t.app.inject({
      method: 'POST',
      url: `/api/ops/sites/${SITE}/import`,
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: Readable.from(Array.from({ length: 51 }, () => chunk)),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toMatch(/larger than the limit of 50 MB/);
  });

  it('answers 404 for an unknown site, 415 for another content type, 401 without the token', async () => {
    expect((await post('[]', 'json', '', 'no-such-site')).statusCode).toBe(404);
    const xml = await t.app.inject({
      method: 'POST',
      url: `/api/ops/sites/${SITE}/import`,
      headers: { ...auth, 'content-type': 'application/xml' },
      payload: '<cars/>',
    });
    expect(xml.statusCode).toBe(415);
    expect((await post('[]', 'json', '', SITE, {})).statusCode).toBe(401);
    expect((await post('{"a":1}', 'json')).json().message).toMatch(/must be an array/);
  });

  it('marks the cars a full feed leaves out as sold (with a sold date), once', async () => {
    const kept = cars.slice(0, 50);
    const unsoldLeftOut = (await siteCars()).filter(
      (car) => car.status !== 'sold' && !kept.some((k) => k.stocknum === car.stocknum),
    );
    heard.length = 0;
    const report = await imported(writeJsonFeed(kept, only), 'json', '?full=true');
    expect(counts(report)).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 50,
      soldMarked: unsoldLeftOut.length,
      rejected: 0,
    });
    expect(heard).toEqual([unsoldLeftOut.map((car) => car.id)]);
    const marked = await t.app.platform.cars.findByIds(unsoldLeftOut.map((car) => car.id));
    for (const car of marked) {
      expect(car).toMatchObject({ status: 'sold', sold: true });
      expect(Math.abs(car.sold_date_timestamp! - Date.now() / 1000)).toBeLessThan(120);
    }
    const again = await imported(writeJsonFeed(kept, only), 'json', '?full=true');
    expect(counts(again)).toEqual({ inserted: 0, updated: 0, unchanged: 50, soldMarked: 0, rejected: 0 });
    const back = cars.find((car) => car.stocknum === unsoldLeftOut[0]!.stocknum)!;
    const returned = await imported(writeJsonFeed([...kept, back], only), 'json', '?full=true');
    expect(counts(returned)).toMatchObject({ updated: 1, soldMarked: 0 });
    expect((await t.app.platform.cars.findBySlug(unsoldLeftOut[0]!.slug))?.status).toBe(back.status);
  });

  it('keeps the cars a full feed adds in stock: only the cars it leaves out are marked sold', async () => {
    const site = 'riverina-trucks';
    const truck = (stocknum: string) => ({
      stocknum,
      make: 'Isuzu',
      model: 'NPR',
      year: 2022,
      price: 80000,
      car_type: 'used',
    });
    const send = async (feed: object[]) => {
      const res = await post(JSON.stringify(feed), 'json', '?full=true', site);
      expect(res.statusCode).toBe(200);
      return res.json() as ImportReport;
    };
    const statuses = async () =>
      t.app.platform.db.query<{ stocknum: string; status: string }>(
        `SELECT c.stocknum, c.status FROM cars c JOIN dealerships d ON d.id = c.dealership_id
          JOIN sites s ON s.id = d.site_id WHERE s.slug = $1 AND c.stocknum LIKE 'FULL-%' ORDER BY c.stocknum`,
        [site],
      );
    expect(counts(await send([truck('FULL-1'), truck('FULL-2')]))).toMatchObject({ inserted: 2 });
    expect(await statuses()).toEqual([
      { stocknum: 'FULL-1', status: 'in_stock' },
      { stocknum: 'FULL-2', status: 'in_stock' },
    ]);
    expect(counts(await send([truck('FULL-1')]))).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
      soldMarked: 1,
      rejected: 0,
    });
    expect(await statuses()).toEqual([
      { stocknum: 'FULL-1', status: 'in_stock' },
      { stocknum: 'FULL-2', status: 'sold' },
    ]);
  });

  it('refuses a full feed without one valid row instead of marking every car sold', async () => {
    const res = await post('[]', 'json', '?full=true');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/every one of the site's cars sold/);
  });
});

describe('a full feed that would mark most of the site sold', () => {
  const site = 'riverina-trucks';
  const truck = (n: number) => ({
    stocknum: `MASS-${n}`,
    make: 'Isuzu',
    model: 'FRR',
    year: 2021,
    price: 90000,
    car_type: 'used',
  });
  const trucks = Array.from({ length: 20 }, (_, n) => truck(n + 1));
  const send = (feed: object[], query: string) => post(JSON.stringify(feed), 'json', query, site);
  const inStock = async () =>
    (
      await t.app.platform.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM cars c JOIN dealerships d ON d.id = c.dealership_id
          JOIN sites s ON s.id = d.site_id WHERE s.slug = $1 AND c.status <> 'sold'`,
        [site],
      )
    )[0]!.n;

  it('is refused whole, as a feed cut short would be, unless the operator allows it', async () => {
    expect((await send(trucks, '')).statusCode).toBe(200);
    const listed = await inStock();
    expect(listed).toBeGreaterThanOrEqual(20);
    heard.length = 0;

    const refused = await send(trucks.slice(0, 2), '?full=true');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `this full feed would mark ${listed - 2} of the site's ${listed} listed cars sold (more than 25% at ` +
        'once), as a feed cut short would; nothing was imported. If the dealer did sell them, import it ' +
        'again with --allow-mass-sale (ops API: allow_mass_sale=true)',
    );
    expect(await inStock()).toBe(listed);
    expect(heard).toEqual([]);

    // A feed that leaves out a few cars, as a day's sales do, goes ahead.
    const daily = await send(trucks.slice(0, 17), '?full=true&dry_run=true');
    expect(daily.statusCode).toBe(200);
    expect(daily.json()).toMatchObject({ dryRun: true, soldMarked: listed - 17 });

    const allowed = await send(trucks.slice(0, 2), '?full=true&allow_mass_sale=true');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ dryRun: false, soldMarked: listed - 2 });
    expect(await inStock()).toBe(2);
  });
});

describe('a dry run', () => {
  it('reports what the import would do and writes and announces nothing', async () => {
    const site = 'riverina-trucks';
    const before = await t.app.platform.db.query('SELECT id, status, content_hash FROM cars ORDER BY id');
    heard.length = 0;
    const feed = [
      { stocknum: 'DRY-1', make: 'Hino', model: '300', year: 2020, price: 60000, car_type: 'used' },
      { stocknum: 'DRY-2', make: 'Hino', model: '500', year: 2019, price: -1, car_type: 'used' },
    ];
    const res = await post(JSON.stringify(feed), 'json', '?full=true&dry_run=true', site);
    expect(res.statusCode).toBe(200);
    const report = res.json() as ImportReport;
    expect(report.dryRun).toBe(true);
    expect(counts(report)).toMatchObject({ inserted: 1, rejected: 1, soldMarked: 2 });
    expect(await t.app.platform.db.query('SELECT id, status, content_hash FROM cars ORDER BY id')).toEqual(
      before,
    );
    expect(heard).toEqual([]);
  });
});

describe('the import command over HTTP', () => {
  it('uploads the file, prints the summary and exits 1 when rows were rejected', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(t.root, 'feeds-'));
    const good = path.join(dir, 'feed.csv');
    await writeFile(good, writeCsvFeed(cars.slice(0, 5), only));
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify([{ ...feedRecord(cars[0]!, only), price: -1 }]));
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const backend = createHttpBackend(url, TEST_TOKEN);
    const printed: string[] = [];
    const progress = { isTTY: false, write: () => true };
    expect(
      await importCommand(backend, (s) => printed.push(s), { site: SITE, file: good, full: false, progress }),
    ).toBe(0);
    expect(printed.join('\n')).toMatch(/unchanged\s+5/);
    expect(
      await importCommand(backend, (s) => printed.push(s), { site: SITE, file: bad, full: false, progress }),
    ).toBe(1);
    expect(printed.at(-1)).toContain(`line 1, row 1, stock ${cars[0]!.stocknum}: price must not be negative`);

    const before = await t.app.platform.cars.count();
    const wouldAdd = path.join(dir, 'new.json');
    await writeFile(
      wouldAdd,
      JSON.stringify([{ ...feedRecord(cars[0]!, only), stocknum: 'NEW-DRY-1', vin: undefined }]),
    );
    expect(
      await importCommand(backend, (s) => printed.push(s), {
        site: SITE,
        file: wouldAdd,
        full: false,
        dryRun: true,
        progress,
      }),
    ).toBe(0);
    expect(printed.at(-1)).toMatch(
      /^Dry run: nothing was written\. Importing .*new\.json into .* would do:\n\s+inserted\s+1/,
    );
    expect(await t.app.platform.cars.count()).toBe(before);
  });
});

describe("a dealership's own feed", () => {
  it('puts its rows in that dealership and marks only its cars sold', async () => {
    const [first, second] = await loadStockDealerships(t.app.platform.db, 1);
    const own = (n: number) => ({
      stocknum: `OWN-${n}`,
      make: 'Toyota',
      model: 'Corolla',
      year: 2022,
      price: 25000,
      car_type: 'used',
    });
    const inStockOf = async () =>
      Object.fromEntries(
        (
          await t.app.platform.db.query<{ slug: string; n: number }>(
            `SELECT d.slug, count(*)::int AS n FROM cars c JOIN dealerships d ON d.id = c.dealership_id
              WHERE d.site_id = 1 AND c.status <> 'sold' GROUP BY d.slug`,
          )
        ).map((row) => [row.slug, row.n]),
      );
    const scoped = (feed: object[], query: string) =>
      post(JSON.stringify(feed), 'json', `?dealership=${second!.slug}${query}`);

    const added = await scoped([own(1), own(2), own(3), own(4)], '');
    expect(added.json()).toMatchObject({ dealership: second!.slug, inserted: 4 });
    const stored = await t.app.platform.db.query<{ dealership_id: number }>(
      "SELECT dealership_id FROM cars WHERE stocknum LIKE 'OWN-%'",
    );
    expect(stored.map((car) => car.dealership_id)).toEqual([second!.id, second!.id, second!.id, second!.id]);

    const before = await inStockOf();
    const full = await scoped(
      [own(1), own(2), own(3), { ...own(5), dealership_slug: first!.slug }],
      // Its other cars are more than a quarter of its stock: the operator confirms the sale.
      '&full=true&allow_mass_sale=true',
    );
    expect(full.statusCode).toBe(200);
    const report = full.json() as ImportReport;
    expect(report.rejected).toEqual([
      {
        ...place(1, 4, 'OWN-5'),
        errors: [`dealership_slug "${first!.slug}" is not ${second!.slug}, the dealership this feed is for`],
      },
    ]);
    expect(report.soldMarked).toBe(before[second!.slug]! - 3);
    expect(await inStockOf()).toEqual({ ...before, [second!.slug]: 3 });
  });

  it("rejects a row whose VIN is a car another of the site's dealerships lists", async () => {
    const [first, second] = await loadStockDealerships(t.app.platform.db, 1);
    const vin = 'JTDKB20U000000123';
    const car = { make: 'Toyota', model: 'Yaris', year: 2022, price: 20000, car_type: 'used', vin };
    const listed = await post(
      JSON.stringify([{ ...car, stocknum: 'THEIRS-1', dealership_slug: first!.slug }]),
      'json',
    );
    expect(listed.json()).toMatchObject({ inserted: 1, rejected: [] });
    const [theirs] = await t.app.platform.db.query<{ id: number; vin: string }>(
      'SELECT id, vin FROM cars WHERE vin = $1',
      [vin],
    );
    const feed = [{ ...car, stocknum: 'TAKE-1' }];
    const res = await post(JSON.stringify(feed), 'json', `?dealership=${second!.slug}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as ImportReport).rejected).toEqual([
      {
        ...place(1, 1, 'TAKE-1', vin),
        errors: [
          `VIN ${theirs!.vin} is car ${theirs!.id} of ${first!.slug}, which lists it: this feed is ${second!.slug}'s`,
        ],
      },
    ]);
    const [after] = await t.app.platform.db.query<{ dealership_id: number }>(
      'SELECT dealership_id FROM cars WHERE id = $1',
      [theirs!.id],
    );
    expect(after!.dealership_id).toBe(first!.id);
  });

  it('is refused for a dealership the site does not have', async () => {
    const res = await post('[]', 'json', '?dealership=nowhere-motors&full=true');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(
      /^Site "coastline-motor-group" has no dealership "nowhere-motors" \(it has /,
    );
  });
});

describe('seeding through the ops API', () => {
  it('refuses without reset when cars exist, and replaces them all with reset', async () => {
    const seed = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/ops/seed', headers: auth, payload });
    const refused = await seed({ cars: 30 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/--reset/);
    const before = await t.app.platform.cars.count();
    heard.length = 0;
    const res = await seed({ cars: 30, reset: true, seed: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cars: 30, deleted: before, seed: 3 });
    expect(await t.app.platform.cars.count()).toBe(30);
    expect(heard[0]).toEqual(expect.arrayContaining([1, 30]));
    const sites = (await t.app.inject({ url: '/api/ops/sites', headers: auth })).json().sites;
    expect(sites.reduce((sum: number, site: { cars: number }) => sum + site.cars, 0)).toBe(30);
  });
});
