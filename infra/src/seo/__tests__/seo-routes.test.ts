import type { Car } from '../../../../shared/src/domain/car';
import { formatAud, formatKm } from '../../../../shared/src/format/currency';
import { SearchIndex } from '../../search/engine';
import { httpClient } from '../../search/indexer/search-client';
import { slugify } from '../../../../shared/src/rules/slugs';
import { carTitle } from '../../vehicles/car-title';
import { vehicleFixture, type VehicleFixture } from '../../vehicles/__tests__/vehicle-fixture';

jest.setTimeout(180_000);

let f: VehicleFixture;
let url: string;

beforeAll(async () => {
  f = await vehicleFixture();
  url = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => f?.t.close());

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const page = async (path: string, site: string, status = 200) => {
  const res = await f.t.app.inject({ url: path, headers: { ...html, ...f.hostOf(site) } });
  expect(res.statusCode).toBe(status);
  return res.body;
};
const shownCar = (site: string, extra = 'TRUE') =>
  f.car(`s.slug = $1 AND c.status = 'in_stock' AND c.show_on_dealer_website AND ${extra}`, [site]);

const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const meta = (body: string, key: string) =>
  new RegExp(
    `<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)" />`,
  ).exec(body)?.[1];
const canonical = (body: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(body)?.[1];
/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON-LD read by the assertions below
function jsonLd(body: string): Record<string, any>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}
const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

describe('vehicle page head', () => {
  it('has the car’s title, description, canonical URL, Open Graph and schema.org Car + Offer JSON-LD', async () => {
    const car = await shownCar(
      'coastline-motor-group',
      `c.vin IS NOT NULL AND c.price > 1000 AND c.before_price IS NULL AND c.primary_image_url IS NOT NULL AND NOT c.preorder`,
    );
    const body = await page(`/cars/${car.slug}`, 'coastline-motor-group');
    const pageUrl = `https://www.coastlinemotorgroup.com.au/cars/${car.slug}`;
    const image = `https://www.coastlinemotorgroup.com.au${car.primary_image_url}?w=1000`;
    expect(unescape(title(body)!)).toBe(`${carTitle(car)} | Coastline Motor Group`);
    const description = unescape(meta(body, 'description')!);
    expect(description).toContain(formatAud(car.price));
    expect(description).toContain(formatKm(car.km));
    expect(description).toContain(car.location!.address.city);
    expect(canonical(body)).toBe(pageUrl);
    expect(meta(body, 'og:type')).toBe('product');
    expect(unescape(meta(body, 'og:title')!)).toBe(`${carTitle(car)} | Coastline Motor Group`);
    expect(unescape(meta(body, 'og:description')!)).toBe(description);
    expect(meta(body, 'og:url')).toBe(pageUrl);
    expect(unescape(meta(body, 'og:image')!)).toBe(image);
    expect(meta(body, 'og:image:width')).toBe('1000');
    expect(meta(body, 'robots')).toBeUndefined();

    const [ld, ...more] = jsonLd(body);
    expect(more).toEqual([]);
    const detail = (
      await f.t.app.inject({ url: `/api/cars/${car.slug}`, headers: f.hostOf('coastline-motor-group') })
    ).json();
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: carTitle(car),
      brand: { '@type': 'Brand', name: car.make },
      model: car.model,
      vehicleModelDate: String(car.year),
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
      color: car.colour,
      bodyType: car.simple_body,
      fuelType: car.simple_fuel,
      vehicleTransmission: car.simple_transmission,
      vehicleIdentificationNumber: car.vin,
      url: pageUrl,
      offers: {
        '@type': 'Offer',
        price: car.price,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        url: pageUrl,
        seller: { '@type': 'AutoDealer', name: detail.dealership.name, telephone: detail.dealership.phone },
      },
    });
    expect(ld!.image[0]).toBe(image);
    expect(ld!.offers.seller.address).toMatchObject({
      streetAddress: car.location!.address.street,
      addressCountry: 'AU',
    });
  });

  it('says SoldOut for a sold car still on the site, PreOrder for a coming-soon one, no price without one', async () => {
    const sold = await shownCar('capital-auto-direct');
    await f.t.app.platform.db.query(
      `UPDATE cars SET status = 'sold', sold = true, sold_date_timestamp = $2 WHERE id = $1`,
      [sold.id, Math.floor(f.clock.now / 1000) - 3600],
    );
    const soldLd = jsonLd(await page(`/cars/${sold.slug}`, 'capital-auto-direct'))[0]!;
    expect(soldLd.offers.availability).toBe('https://schema.org/SoldOut');
    const coming = await f.car(
      `s.slug = 'coastline-motor-group' AND c.status = 'coming_soon' AND c.show_on_dealer_website`,
    );
    expect(jsonLd(await page(`/cars/${coming.slug}`, 'coastline-motor-group'))[0]!.offers.availability).toBe(
      'https://schema.org/PreOrder',
    );
    const unpriced = await shownCar('riverina-trucks', 'c.price <= 10 AND NOT c.preorder');
    const body = await page(`/cars/${unpriced.slug}`, 'riverina-trucks');
    expect(jsonLd(body)[0]!.offers).not.toHaveProperty('price');
    expect(unescape(meta(body, 'description')!)).toContain('POA');
  });

  it('says Reserved for a reserved car, not InStock', async () => {
    const car = await shownCar('top-end-motors', 'NOT c.preorder AND NOT c.reserved');
    await f.t.app.platform.db.query('UPDATE cars SET reserved = true WHERE id = $1', [car.id]);
    const body = await page(`/cars/${car.slug}`, 'top-end-motors');
    expect(jsonLd(body)[0]!.offers.availability).toBe('https://schema.org/Reserved');
    expect(meta(body, 'robots')).toBeUndefined();
  });

  it('cannot be broken out of by the car’s data: the JSON-LD still parses to the same text', async () => {
    const car = await shownCar('metro-drive');
    const evil = '</script><script>alert(1)</script><!-- & "quoted" \u2028';
    await f.t.app.platform.db.query('UPDATE cars SET badge = $2 WHERE id = $1', [car.id, evil]);
    const body = await page(`/cars/${car.slug}`, 'metro-drive');
    expect(body).not.toContain('<script>alert(1)');
    expect(jsonLd(body)[0]!.name).toBe(carTitle({ ...car, badge: evil }));
    expect(unescape(title(body)!)).toBe(`${carTitle({ ...car, badge: evil })} | Metro Drive`);
  });

  it('still serves an unknown car’s page (the browser shows its not-found) as a 404, with noindex and no JSON-LD', async () => {
    const other = await shownCar('tasman-subaru');
    const unknown = ['/cars/2020-no-such-car-1', `/cars/${other.slug}`, '/cars/a%20b%3Cx'];
    for (const path of [...unknown, ...unknown.map((car) => `${car}/checkout`)]) {
      const body = await page(path, 'westside-pre-owned', 404);
      expect(meta(body, 'robots')).toBe('noindex');
      expect(jsonLd(body)).toEqual([]);
      expect(title(body)).toBe(
        path.endsWith('/checkout') ? 'Reserve this car | Westside Pre-Owned' : 'Westside Pre-Owned',
      );
    }
    expect(meta(await page('/cars/trade-in?car_id=1', 'westside-pre-owned'), 'robots')).toBeUndefined();
    const car = await shownCar('westside-pre-owned');
    const checkout = await page(`/cars/${car.slug}/checkout`, 'westside-pre-owned');
    expect(meta(checkout, 'robots')).toBe('noindex');
    expect(title(checkout)).toBe('Reserve this car | Westside Pre-Owned');
  });

  it('fills a vehicle page with one car lookup and no search, fast', async () => {
    const car = await shownCar('harbour-nissan', `c.make = 'Nissan'`);
    const searches = [
      jest.spyOn(SearchIndex.prototype, 'search'),
      jest.spyOn(SearchIndex.prototype, 'browse'),
    ];
    const queries = jest.spyOn(f.t.app.platform.db, 'query');
    try {
      const body = await page(`/cars/${car.slug}`, 'harbour-nissan');
      // The same lookup gives the page its largest picture to preload: the gallery's first photo.
      const photo = car.images[0]!.url;
      expect(body).toContain(
        `<link rel="preload" as="image" href="${photo}?w=750" imagesrcset="${photo}?w=360 360w,`,
      );
      const carQueries = queries.mock.calls.filter(([sql]) => /\bFROM cars\b/.test(sql));
      expect(carQueries).toHaveLength(1);
      for (const spy of searches) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of [...searches, queries]) spy.mockRestore();
    }
    const started = performance.now();
    for (let i = 0; i < 20; i++) await page(`/cars/${car.slug}`, 'harbour-nissan');
    expect((performance.now() - started) / 20).toBeLessThan(250);
  });
});

describe('search, model and content page heads', () => {
  it.each([
    ['westside-pre-owned', '/search/used-cars', 'Pre-Owned Cars for sale | Westside Pre-Owned'],
    ['westside-pre-owned', '/search/new-used-and-demo-cars/', 'Pre-Owned Cars for sale | Westside Pre-Owned'],
    [
      'coastline-motor-group',
      '/search/new-used-and-demo-cars/',
      'New, Used and Demo Cars for sale | Coastline Motor Group',
    ],
    ['coastline-motor-group', '/search/suv', 'SUV for sale | Coastline Motor Group'],
    ['coastline-motor-group', '/search/cab-chassis', 'Cab Chassis for sale | Coastline Motor Group'],
    ['coastline-motor-group', '/search/toyota/hilux', 'Toyota HiLux for sale | Coastline Motor Group'],
    ['coastline-motor-group', '/search/land-rover', 'Land Rover for sale | Coastline Motor Group'],
    ['harbour-nissan', '/models', 'New Models | Harbour Nissan'],
    ['harbour-nissan', '/models?body=suv', 'New SUV Models | Harbour Nissan'],
    ['coastline-motor-group', '/brands/toyota', 'Toyota Models | Coastline Motor Group'],
    ['coastline-motor-group', '/about-us', 'About Us | Coastline Motor Group'],
    ['coastline-motor-group', '/finance', 'Finance | Coastline Motor Group'],
    ['coastline-motor-group', '/contact', 'Contact Us | Coastline Motor Group'],
    ['harbour-nissan', '/book-test-drive/', 'Book a Test Drive | Harbour Nissan'],
    ['coastline-motor-group', '/', 'Coastline Motor Group'],
  ])('%s %s → %s', async (site, path, expected) => {
    const body = await page(path, site);
    expect(unescape(title(body)!)).toBe(expected);
    expect(unescape(meta(body, 'description')!).length).toBeGreaterThan(40);
    expect(canonical(body)).toMatch(/^https:\/\/www\.[a-z]+\.com\.au\//);
  });

  it('answers 404 (noindex, the page still rendered) for a brand the site does not sell', async () => {
    for (const [site, path] of [
      ['harbour-nissan', '/brands/toyota'],
      ['westside-pre-owned', '/brands/toyota'],
      ['coastline-motor-group', '/brands/no-such-make'],
    ]) {
      const body = await page(path!, site!, 404);
      expect(meta(body, 'robots')).toBe('noindex');
    }
    expect(meta(await page('/brands/nissan', 'harbour-nissan'), 'robots')).toBeUndefined();
  });

  it('keeps a search page listing none of the site’s available cars out of search results (noindex, still 200), titled briefly', async () => {
    const hilux = await shownCar('coastline-motor-group', `c.make = 'Toyota' AND c.car_type = 'new'`);
    const model = `/search/toyota/${slugify(hilux.model)}`;
    const nissan = await shownCar('harbour-nissan', `c.make = 'Nissan'`);
    const listing: [string, string][] = [
      ['coastline-motor-group', '/search/new-used-and-demo-cars/'],
      ['coastline-motor-group', '/search/toyota'],
      ['coastline-motor-group', model],
      ['coastline-motor-group', '/search/suv'],
      ['harbour-nissan', `/search/nissan/${slugify(nissan.model)}`],
      ['westside-pre-owned', '/search/used-cars'],
    ];
    for (const [site, path] of listing) expect(meta(await page(path, site), 'robots')).toBeUndefined();

    const empty: [string, string][] = [
      ['coastline-motor-group', '/search/zzzunknownmake'],
      ['coastline-motor-group', '/search/toyota/zzz'],
      ['harbour-nissan', '/search/toyota'],
      ['westside-pre-owned', '/search/new-cars'],
      ['westside-pre-owned', '/search/new-and-demo-cars'],
      ['coastline-motor-group', `/search/${'a'.repeat(3000)}`],
      ['coastline-motor-group', `/search/toyota/${'b'.repeat(3000)}`],
    ];
    for (const [site, path] of empty) {
      const body = await page(path, site);
      expect(meta(body, 'robots')).toBe('noindex');
      expect(unescape(title(body)!).length).toBeLessThanOrEqual(100);
      expect(unescape(meta(body, 'description')!).length).toBeLessThanOrEqual(250);
    }
    expect(unescape(title(await page(`/search/${'a'.repeat(3000)}`, 'coastline-motor-group'))!)).toMatch(
      /^A{1}a+… for sale \| Coastline Motor Group$/,
    );

    // A model sold out today: the page still serves (shoppers may have it bookmarked), noindex until stock returns.
    const { db } = f.t.app.platform;
    const before = await db.query<{ id: number; status: string }>(
      `WITH shown AS (
         SELECT c.id, c.status FROM cars c JOIN dealerships d ON d.id = c.dealership_id
         JOIN sites s ON s.id = d.site_id
         WHERE s.slug = 'coastline-motor-group' AND c.make = $1 AND c.model = $2 AND c.status <> 'sold')
       UPDATE cars SET status = 'sold', sold = true FROM shown WHERE cars.id = shown.id RETURNING shown.id, shown.status`,
      [hilux.make, hilux.model],
    );
    expect(before.length).toBeGreaterThan(0);
    // As the importer and the checkout do after a write.
    await f.t.app.platform.events.emitCarsChanged(before.map(({ id }) => id));
    try {
      const body = await page(model, 'coastline-motor-group');
      expect(meta(body, 'robots')).toBe('noindex');
      expect(unescape(title(body)!)).toBe(`Toyota ${hilux.model} for sale | Coastline Motor Group`);
    } finally {
      for (const { id, status } of before)
        await db.query('UPDATE cars SET status = $2, sold = false WHERE id = $1', [id, status]);
      await f.t.app.platform.events.emitCarsChanged(before.map(({ id }) => id));
    }
  });

  it('keeps the thank-you page and the garage out of search results (noindex)', async () => {
    for (const path of ['/success', '/success/?car_type=used', '/garage', '/garage/']) {
      const body = await page(path, 'coastline-motor-group');
      expect(meta(body, 'robots')).toBe('noindex');
    }
    expect(unescape(title(await page('/success', 'coastline-motor-group'))!)).toBe(
      'Thank you | Coastline Motor Group',
    );
    expect(meta(await page('/finance', 'coastline-motor-group'), 'robots')).toBeUndefined();
  });

  it.each([
    ['/', '/'],
    ['/contact/', '/contact'],
    ['/about-us/', '/about-us'],
    ['/contact?car_id=12', '/contact'],
    ['/search/used-cars/', '/search/used-cars'],
    ['/search/Used-Cars', '/search/used-cars'],
    ['/search/Toyota/HiLux/', '/search/toyota/hilux'],
    ['/search/Land%20Rover', '/search/land-rover'],
    ['/search/cabChassis', '/search/cab-chassis'],
    ['/search/new-used-and-demo-cars', '/search/new-used-and-demo-cars/'],
    ['/search/new-used-and-demo-cars/', '/search/new-used-and-demo-cars/'],
    ['/search', '/search/new-used-and-demo-cars/'],
    ['/search/used-cars?page=2', '/search/used-cars'],
    ['/search/Used-Cars/?page=2&sortBy=price_asc', '/search/used-cars'],
    ['/search/used-cars?refinementList[make][0]=Toyota&query=ute', '/search/used-cars'],
    ['/search/Toyota?page=2', '/search/toyota'],
  ])('canonical of %s is %s', async (path, expected) => {
    const body = await page(path, 'coastline-motor-group');
    expect(unescape(canonical(body)!)).toBe(`https://www.coastlinemotorgroup.com.au${expected}`);
  });

  it('describes a search page with the dealer, its place and phone', async () => {
    const body = await page('/search/used-cars', 'harbour-nissan');
    expect(unescape(meta(body, 'description')!)).toBe(
      'Browse Used Cars for sale at Harbour Nissan in Newcastle NSW. Compare prices, kilometres and features, and enquire online or call 02 4961 3300.',
    );
  });
});

describe('robots.txt and sitemap.xml', () => {
  const get = (path: string, host: string) => f.t.app.inject({ url: path, headers: { host } });
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

  it('robots.txt allows everything and points at the sitemap on the host it was asked on', async () => {
    const res = await get('/robots.txt', 'harbour-nissan.localhost:8080');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: http://harbour-nissan.localhost:8080/sitemap.xml\n',
    );
    const onDomain = await get('/robots.txt', 'harbournissan.com.au');
    expect(onDomain.body).toContain('Sitemap: https://www.harbournissan.com.au/sitemap.xml');
    expect((await get('/robots.txt', 'localhost:8080')).statusCode).toBe(404);
  });

  /** The site's available cars, as its own search key finds them. */
  async function searchableSlugs(site: string): Promise<Set<string>> {
    const { site: config } = (await get('/api/site-config', `${site}.localhost:8080`)).json();
    const slugs = new Set<string>();
    await httpClient(config.search.appId, config.search.apiKey, url).browseObjects<{ slug: string }>({
      indexName: config.search.indexName,
      browseParams: { attributesToRetrieve: ['slug'], filters: 'NOT status:sold' },
      aggregator: (response) => response.hits.forEach((hit) => slugs.add(hit.slug)),
    });
    return slugs;
  }

  it('lists the site’s pages and exactly its live vehicle pages (as its search finds them), none of another site', async () => {
    for (const site of ['coastline-motor-group', 'westside-pre-owned', 'harbour-nissan']) {
      const res = await get('/sitemap.xml', `${site}.localhost:8080`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      const origin = `http://${site}.localhost:8080`;
      const all = locs(res.body);
      expect(all.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
      const cars = all
        .filter((loc) => loc.startsWith(`${origin}/cars/`))
        .map((loc) => loc.slice(`${origin}/cars/`.length));
      expect(new Set(cars)).toEqual(await searchableSlugs(site));
      expect(cars.length).toBeGreaterThan(20);
      expect(all).toEqual(
        expect.arrayContaining([
          `${origin}/`,
          `${origin}/contact`,
          `${origin}/about-us`,
          `${origin}/search/new-used-and-demo-cars/`,
        ]),
      );
      expect(all.includes(`${origin}/special-offers`)).toBe(site !== 'westside-pre-owned');
      expect(all.includes(`${origin}/search/new-cars`)).toBe(site !== 'westside-pre-owned');
    }
    const other: Car = await shownCar('metro-drive');
    const coastline = await get('/sitemap.xml', 'coastline-motor-group.localhost:8080');
    expect(coastline.body).not.toContain(other.slug);
    expect(coastline.body).toMatch(
      /<url><loc>[^<]+\/cars\/[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );
  });

  it('lists the pages the site links to that it has: finance, trade-in, locations, brands, make and model searches', async () => {
    const sitePaths = async (site: string) => {
      const origin = `http://${site}.localhost:8080`;
      const all = locs((await get('/sitemap.xml', `${site}.localhost:8080`)).body);
      return all.filter((loc) => !loc.startsWith(`${origin}/cars/`)).map((loc) => loc.slice(origin.length));
    };
    for (const site of ['coastline-motor-group', 'westside-pre-owned', 'harbour-nissan']) {
      const { dealer } = await f.tenant(site);
      const paths = await sitePaths(site);
      const car = await shownCar(site);
      const shown = dealer.locations.filter((location) => location.visible);
      expect(shown.length).toBeGreaterThan(0);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/finance',
          '/trade-in',
          ...shown.map((location) => `/contact-us/${location.slug}`),
          `/search/${slugify(car.make)}`,
          `/search/${slugify(car.make)}/${slugify(car.model)}`,
        ]),
      );
      const hidden = dealer.locations.filter((location) => !location.visible);
      for (const location of hidden) expect(paths).not.toContain(`/contact-us/${location.slug}`);
      const sold = [...new Set(dealer.locations.flatMap((location) => location.manufacturers))];
      expect(paths.filter((path) => path.startsWith('/brands/')).sort()).toEqual(
        sold.map((make) => `/brands/${make}`).sort(),
      );
      expect(paths.includes('/models')).toBe(sold.length > 0);
      expect(new Set(paths).size).toBe(paths.length);
      // Each listed page is one the site serves, indexable, with its own URL as canonical.
      for (const path of paths) {
        const body = await page(path, site);
        expect([path, meta(body, 'robots')]).toEqual([path, undefined]);
        expect([path, canonical(body)]).toEqual([
          path,
          expect.stringMatching(/^https:\/\/www\.[a-z]+\.com\.au\//),
        ]);
        expect(new URL(canonical(body)!).pathname).toBe(path);
      }
    }
    expect(await sitePaths('harbour-nissan')).not.toContain('/search/toyota');
    expect(await sitePaths('westside-pre-owned')).not.toContain('/search/new-cars');
  });

  it('is 404 without a tenant and for a page past the end; 400 for a malformed page', async () => {
    expect((await get('/sitemap.xml', 'localhost:8080')).statusCode).toBe(404);
    expect((await get('/sitemap.xml?page=2', 'metro-drive.localhost:8080')).statusCode).toBe(404);
    expect((await get('/sitemap.xml?page=1', 'metro-drive.localhost:8080')).statusCode).toBe(200);
    expect((await get('/sitemap.xml?page=x', 'metro-drive.localhost:8080')).statusCode).toBe(400);
  });
});
