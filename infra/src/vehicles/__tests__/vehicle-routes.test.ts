import type { InjectOptions } from 'fastify';
import type { Car } from '../../../../shared/src/domain/car';
import type { VehicleDetailResponse } from '../../../../shared/src/domain/vehicle';
import { httpClient } from '../../search/indexer/search-client';
import { carTitle } from '../../../../shared/src/rules/car-title';
import { withoutDisclaimers } from '../vehicle-detail';
import { readPdf } from './pdf-reader';
import { DAY, START, vehicleFixture, type VehicleFixture } from './vehicle-fixture';

jest.setTimeout(180_000);

let f: VehicleFixture;
let url: string;

beforeAll(async () => {
  f = await vehicleFixture();
  url = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => f?.t.close());

const inject = (options: InjectOptions) => f.t.app.inject(options);
const get = (path: string, site: string) => inject({ method: 'GET', url: path, headers: f.hostOf(site) });
const shownCar = (site: string, extra = 'TRUE') =>
  f.car(`s.slug = $1 AND c.status = 'in_stock' AND c.show_on_dealer_website AND ${extra}`, [site]);

/** Every car id the site's own search key finds (its stock filter), browsing the engine over HTTP. */
async function searchable(site: string): Promise<Set<number>> {
  const { site: config } = (await get('/api/site-config', site)).json();
  const ids = new Set<number>();
  await httpClient(config.search.appId, config.search.apiKey, url).browseObjects<{ objectID: string }>({
    indexName: config.search.indexName,
    browseParams: { attributesToRetrieve: ['objectID'] },
    aggregator: (response) => response.hits.forEach((hit) => ids.add(Number(hit.objectID))),
  });
  return ids;
}

async function siteCarIds(site: string): Promise<number[]> {
  const rows = await f.t.app.platform.db.query<{ id: number }>(
    `SELECT c.id FROM cars c JOIN dealerships d ON d.id = c.dealership_id JOIN sites s ON s.id = d.site_id
     WHERE s.slug = $1 ORDER BY c.id`,
    [site],
  );
  return rows.map((row) => row.id);
}

describe('GET /api/cars/:slug', () => {
  it('answers the car without finance disclaimers, its dealership with a phone and the site id', async () => {
    const car = await shownCar('coastline-motor-group', `c.finance_lenders <> '{}'::jsonb`);
    const res = await get(`/api/cars/${car.slug}`, 'coastline-motor-group');
    expect(res.statusCode).toBe(200);
    const body = res.json<VehicleDetailResponse>();
    const tenant = await f.tenant('coastline-motor-group');
    expect(body.car).toEqual(withoutDisclaimers(car));
    expect(Object.keys(body.car.finance_lenders).length).toBeGreaterThan(0);
    for (const lender of Object.values(body.car.finance_lenders)) expect(lender?.disclaimer).toBeNull();
    const dealership = tenant.dealer.dealerships.find((d) => d.id === car.dealership_id)!;
    expect(body.dealership).toEqual({
      id: dealership.id,
      slug: dealership.slug,
      name: dealership.name,
      phone: car.location!.phone,
    });
    expect(body.dealership.phone).toMatch(/^[0-9 +()]{8,}$/);
    expect(body.website_id).toBe(tenant.site.id);
  });

  it('finds the car by ?site= on a shared host as well', async () => {
    const car = await shownCar('harbour-nissan', `c.make = 'Nissan'`);
    const res = await inject({
      url: `/api/cars/${car.slug}?site=harbour-nissan`,
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().car.id).toBe(car.id);
  });

  it('opens exactly the cars each site’s search finds: 404 for its filtered-out stock and other sites’ cars', async () => {
    for (const site of ['coastline-motor-group', 'harbour-nissan', 'westside-pre-owned', 'top-end-motors']) {
      const found = await searchable(site);
      const own = await siteCarIds(site);
      const hidden = own.filter((id) => !found.has(id));
      const shown = own.filter((id) => found.has(id));
      expect(shown.length).toBeGreaterThan(20);
      expect(hidden.length).toBeGreaterThan(0);
      const others = (await siteCarIds('capital-auto-direct')).slice(0, 5);
      const sample = [...shown.slice(0, 8), ...hidden.slice(0, 8), ...others];
      for (const car of await f.t.app.platform.cars.findByIds(sample)) {
        const res = await get(`/api/cars/${car.slug}`, site);
        expect({ site, id: car.id, status: res.statusCode }).toEqual({
          site,
          id: car.id,
          status: found.has(car.id) ? 200 : 404,
        });
      }
    }
  });

  it('keeps a sold car for the site’s sold days (3 on Coastline), then 404', async () => {
    const [recent, old] = await Promise.all([
      shownCar('coastline-motor-group', `c.make = 'Mazda'`),
      shownCar('coastline-motor-group', `c.make = 'Kia'`),
    ]);
    for (const [car, daysAgo] of [
      [recent, 2.5],
      [old, 3.5],
    ] as const) {
      await f.t.app.platform.db.query(
        `UPDATE cars SET status = 'sold', sold = true, sold_date_timestamp = $2 WHERE id = $1`,
        [car.id, Math.floor(START / 1000 - daysAgo * DAY)],
      );
    }
    const res = await get(`/api/cars/${recent.slug}`, 'coastline-motor-group');
    expect(res.statusCode).toBe(200);
    expect(res.json().car).toMatchObject({ status: 'sold', sold: true });
    expect((await get(`/api/cars/${old.slug}`, 'coastline-motor-group')).statusCode).toBe(404);
    f.clock.now = START + 0.6 * DAY * 1000;
    expect((await get(`/api/cars/${recent.slug}`, 'coastline-motor-group')).statusCode).toBe(404);
    f.clock.now = START;
  });

  it('answers 404 {message} for an unknown or hidden car, 400 for a malformed slug or an unknown site', async () => {
    const hidden = await f.car(`s.slug = 'metro-drive' AND NOT c.show_on_dealer_website`);
    for (const path of [`/api/cars/${hidden.slug}`, '/api/cars/2020-no-such-car-999999', '/api/cars/123']) {
      const res = await get(path, 'metro-drive');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Vehicle not found' });
    }
    for (const path of [
      '/api/cars/%3Cscript%3E',
      `/api/cars/${'a'.repeat(201)}`,
      '/api/cars/-leading-dash',
      '/api/cars/a.b',
    ]) {
      const res = await get(path, 'metro-drive');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const car = await shownCar('metro-drive');
    const res = await inject({ url: `/api/cars/${car.slug}`, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Unknown site' });
  });
});

describe('POST /api/cars/:id/reveal', () => {
  const reveal = (
    id: number | string,
    site: string,
    payload: unknown,
    headers: Record<string, string> = {},
  ) =>
    inject({
      method: 'POST',
      url: `/api/cars/${id}/reveal`,
      headers: { ...f.hostOf(site), 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const reveals = () =>
    f.t.app.platform.db.query<{
      car_id: number;
      dealership_id: number;
      website_id: number;
      user_agent: string | null;
      created_at: Date;
    }>('SELECT car_id, dealership_id, website_id, user_agent, created_at FROM phone_reveals ORDER BY id');

  let car: Car;
  let siteId: number;
  beforeAll(async () => {
    car = await shownCar('top-end-motors');
    siteId = (await f.tenant('top-end-motors')).site.id;
  });

  it('stores the reveal (car, dealership, site, user agent, time) and answers 204', async () => {
    const before = (await reveals()).length;
    const res = await reveal(
      car.id,
      'top-end-motors',
      { car_id: car.id, dealership_id: car.dealership_id, website_id: siteId },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Test' },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await reveals();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      car_id: car.id,
      dealership_id: car.dealership_id,
      website_id: siteId,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
    });
    expect(Date.now() - new Date(rows.at(-1)!.created_at).getTime()).toBeLessThan(60_000);
  });

  it('keeps at most 512 characters of the user agent', async () => {
    const res = await reveal(
      car.id,
      'top-end-motors',
      { car_id: car.id, dealership_id: car.dealership_id, website_id: siteId },
      { 'user-agent': 'x'.repeat(2000) },
    );
    expect(res.statusCode).toBe(204);
    expect((await reveals()).at(-1)!.user_agent).toHaveLength(512);
  });

  it('refuses ids that do not match (400), a car of another site or an unknown car (404), never storing', async () => {
    const other = await shownCar('capital-auto-direct');
    const before = (await reveals()).length;
    const good = { car_id: car.id, dealership_id: car.dealership_id, website_id: siteId };
    const cases: [number | string, unknown, number][] = [
      [car.id, { ...good, car_id: car.id + 1 }, 400],
      [car.id, { ...good, website_id: siteId + 1 }, 400],
      [car.id, { ...good, dealership_id: car.dealership_id + 1 }, 400],
      [other.id, { car_id: other.id, dealership_id: other.dealership_id, website_id: siteId }, 404],
      [99_999_999, { ...good, car_id: 99_999_999 }, 404],
      [car.id, { ...good, extra: 1 }, 400],
      [car.id, { car_id: car.id, website_id: siteId }, 400],
      [car.id, { ...good, car_id: String(car.id) }, 400],
      [car.id, { ...good, car_id: 1.5 }, 400],
      [car.id, { ...good, website_id: -1 }, 400],
      [car.id, [good], 400],
      [car.id, '{"car_id":', 400],
      [car.id, '', 400],
      ['abc', good, 400],
      ['0', good, 400],
      ['99999999999', good, 400],
    ];
    for (const [id, body, status] of cases) {
      const res = await reveal(id, 'top-end-motors', body);
      expect({ id, body, status: res.statusCode }).toEqual({ id, body, status });
      expect(res.json().message).toEqual(expect.any(String));
    }
    const plain = await reveal(car.id, 'top-end-motors', JSON.stringify(good), {
      'content-type': 'text/plain',
    });
    expect(plain.statusCode).toBe(400);
    expect((await reveals()).length).toBe(before);
  });
});

describe('GET /api/cars/:id/finance-disclaimer', () => {
  it('answers the car’s finance_lenders with their disclaimers as stored', async () => {
    const car = await shownCar('capital-auto-direct', `c.finance_lenders <> '{}'::jsonb`);
    const res = await get(`/api/cars/${car.id}/finance-disclaimer`, 'capital-auto-direct');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ finance_lenders: car.finance_lenders });
    const disclaimers = Object.values(res.json().finance_lenders).map(
      (l) => (l as { disclaimer: string }).disclaimer,
    );
    expect(disclaimers.length).toBeGreaterThan(0);
    for (const text of disclaimers) expect(text.length).toBeGreaterThan(50);
  });

  it('is 404 for another site’s car and 400 for a malformed id', async () => {
    const car = await shownCar('capital-auto-direct');
    expect((await get(`/api/cars/${car.id}/finance-disclaimer`, 'riverina-trucks')).statusCode).toBe(404);
    for (const id of ['x1', '-3', '0', '1e3', '12345678901']) {
      const res = await get(`/api/cars/${id}/finance-disclaimer`, 'capital-auto-direct');
      expect({ id, status: res.statusCode }).toEqual({ id, status: 400 });
    }
    // Ten digits past the id column's range: no car, not a database error.
    for (const id of ['2147483648', '9999999999']) {
      const res = await get(`/api/cars/${id}/finance-disclaimer`, 'capital-auto-direct');
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
    }
  });
});

describe('GET /api/cars/:slug/brochure.pdf', () => {
  it('is a one-page PDF naming the car, with its photo, specs, price, dealer, address and phone', async () => {
    const car = await shownCar('westside-pre-owned', `c.price > 1000 AND c.primary_image_url IS NOT NULL`);
    const started = performance.now();
    const res = await get(`/api/cars/${car.slug}/brochure.pdf`, 'westside-pre-owned');
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${car.slug}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = readPdf(res.rawPayload);
    const detail = (await get(`/api/cars/${car.slug}`, 'westside-pre-owned')).json<VehicleDetailResponse>();
    const tenant = await f.tenant('westside-pre-owned');
    const location = tenant.dealer.locations.find((l) => l.id === car.location!.address.id)!;
    expect(pdf.pages).toBe(1);
    expect(pdf.info.Title).toBe(carTitle(car));
    const lines = pdf.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        carTitle(car),
        `$${car.price.toLocaleString('en-AU')}`,
        `${car.km.toLocaleString('en-AU')} km`,
        'Pre-Owned',
        car.stocknum,
        detail.dealership.name,
        car.location!.address.street,
        `${location.address.city} ${location.address.state.toUpperCase()} ${location.address.postcode}`,
        `Call ${detail.dealership.phone}`,
        `https://www.westsidepreowned.com.au/cars/${car.slug}`,
      ]),
    );
    expect(pdf.images).toEqual([{ filter: 'DCTDecode', width: 1000, height: 667 }]);
    expect(ms).toBeLessThan(5000);
  });

  it('serves the same bytes from its cache, and 304 for a matching ETag', async () => {
    const car = await shownCar('riverina-trucks');
    const first = await get(`/api/cars/${car.slug}/brochure.pdf`, 'riverina-trucks');
    const second = await get(`/api/cars/${car.slug}/brochure.pdf`, 'riverina-trucks');
    expect(first.headers['x-brochure-cache']).toBe('miss');
    expect(second.headers['x-brochure-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = String(first.headers.etag);
    const again = await inject({
      url: `/api/cars/${car.slug}/brochure.pdf`,
      headers: { ...f.hostOf('riverina-trucks'), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws a new brochure when the car changes', async () => {
    const car = await shownCar('riverina-trucks', 'c.price > 1000');
    const path = `/api/cars/${car.slug}/brochure.pdf`;
    await get(path, 'riverina-trucks');
    await f.t.app.platform.db.query('UPDATE cars SET price = price + 1000 WHERE id = $1', [car.id]);
    const res = await get(path, 'riverina-trucks');
    expect(res.headers['x-brochure-cache']).toBe('miss');
    expect(readPdf(res.rawPayload).text).toContain(`$${(car.price + 1000).toLocaleString('en-AU')}`);
  });

  it('shows the price by the display rules: the site’s no-price text, a subscription per week', async () => {
    const unpriced = await shownCar('riverina-trucks', 'c.price <= 10 AND NOT c.preorder');
    const poa = readPdf((await get(`/api/cars/${unpriced.slug}/brochure.pdf`, 'riverina-trucks')).rawPayload);
    expect(poa.text.split('\n')).toContain((await f.tenant('riverina-trucks')).site.no_price_text);
    const subscribed = await shownCar('metro-drive', 'c.subscription_price > 0');
    const sub = readPdf((await get(`/api/cars/${subscribed.slug}/brochure.pdf`, 'metro-drive')).rawPayload);
    expect(sub.text.split('\n')).toEqual(
      expect.arrayContaining([
        `$${Math.round(subscribed.subscription_price!).toLocaleString('en-AU')} /week`,
        'Subscription',
      ]),
    );
  });

  it('draws the not-found picture for a photo hosted elsewhere (never fetched) or none', async () => {
    const car = await shownCar('outback-caravans');
    await f.t.app.platform.db.query(
      `UPDATE cars SET primary_image_url = 'http://192.0.2.1/car.jpg' WHERE id = $1`,
      [car.id],
    );
    const res = await get(`/api/cars/${car.slug}/brochure.pdf`, 'outback-caravans');
    expect(res.statusCode).toBe(200);
    expect(readPdf(res.rawPayload).images).toEqual([{ filter: 'DCTDecode', width: 1000, height: 667 }]);
  });

  it('is 404 {message} for another site’s car, 400 for a malformed slug', async () => {
    const car = await shownCar('tasman-subaru');
    const res = await get(`/api/cars/${car.slug}/brochure.pdf`, 'metro-drive');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Vehicle not found' });
    expect((await get('/api/cars/%20bad/brochure.pdf', 'metro-drive')).statusCode).toBe(400);
  });
});

describe('GET /files/history/{vin}.pdf', () => {
  it('is a sample report naming the car, for a car of the site whose file it is', async () => {
    const car = await shownCar('coastline-motor-group', `c.file IS NOT NULL`);
    const res = await get(car.file!, 'coastline-motor-group');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = readPdf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    const text = pdf.text.replace(/\n/g, ' ');
    expect(text).toContain('Vehicle history report (sample)');
    expect(text).toContain('It is not a history check of this vehicle');
    expect(text).toContain(carTitle(car));
    expect(text).toContain(car.vin!);
  });

  it('is a 404 for another site, a car without a report and a VIN of no car; a 400 for no VIN', async () => {
    const car = await shownCar('coastline-motor-group', `c.file IS NOT NULL`);
    expect((await get(car.file!, 'harbour-nissan')).statusCode).toBe(404);
    const without = await shownCar('coastline-motor-group', `c.file IS NULL AND c.vin IS NOT NULL`);
    expect((await get(`/files/history/${without.vin}.pdf`, 'coastline-motor-group')).statusCode).toBe(404);
    expect((await get('/files/history/1HGCM82633A004352.pdf', 'coastline-motor-group')).statusCode).toBe(404);
    const bad = await get('/files/history/..%2Fsecrets.pdf', 'coastline-motor-group');
    expect(bad.statusCode).toBe(400);
  });
});
