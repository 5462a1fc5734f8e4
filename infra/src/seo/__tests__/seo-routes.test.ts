import type { Car } from '../../../../shared/src/domain/car';
import { formatAud, formatKm } from '../../../../shared/src/format/currency';
import { SearchIndex } from '../../search/engine';
import { httpClient } from '../../search/indexer/search-client';
import { slugify } from '../../../../shared/src/rules/slugs';
import { localDateTime } from '../../../../shared/src/rules/local-time';
import { internationalPhone } from '../../../../shared/src/rules/location-links';
import { carTitle } from '../../../../shared/src/rules/car-title';
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
/**
 * The page at `path` as a browser ends up at it: a path in another spelling (`/Search/Used-Cars`) is first
 * redirected (301) to its one spelling (routes/page-path.ts), which then answers `status`.
 */
const landing = async (path: string, site: string, status = 200) => {
  const res = await f.t.app.inject({ url: path, headers: { ...html, ...f.hostOf(site) } });
  if (res.statusCode !== 301) {
    expect(res.statusCode).toBe(status);
    return res.body;
  }
  return page(String(res.headers.location), site, status);
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
  it('has the car’s title, description, canonical URL, Open Graph, schema.org Car + Offer and BreadcrumbList JSON-LD', async () => {
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

    const [ld, trail, ...more] = jsonLd(body);
    expect(more).toEqual([]);
    const stock = car.car_type === 'used' ? 'used-cars' : `${car.car_type}-cars`;
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.coastlinemotorgroup.com.au/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: expect.stringMatching(/^(New|Used|Pre-Owned|Demo) Cars$/),
          item: `https://www.coastlinemotorgroup.com.au/search/${stock}`,
        },
        { '@type': 'ListItem', position: 3, name: carTitle(car), item: pageUrl },
      ],
    });
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
        seller: {
          '@type': 'AutoDealer',
          name: detail.dealership.name,
          telephone: internationalPhone(detail.dealership.phone!),
        },
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
    // Titled as the page's heading: the vehicle page's not-found, the checkout's own (on a site with reserve).
    const missing = async (path: string, site: string, name: string) => {
      const body = await landing(path, site, 404);
      expect(meta(body, 'robots')).toBe('noindex');
      expect(jsonLd(body)).toEqual([]);
      expect(title(body)).toBe(name);
    };
    for (const car of unknown) {
      await missing(car, 'westside-pre-owned', 'Vehicle not found | Westside Pre-Owned');
      await missing(`${car}/checkout`, 'top-end-motors', 'Reserve this car | Top End Motors');
    }
    expect(meta(await page('/cars/trade-in?car_id=1', 'westside-pre-owned'), 'robots')).toBeUndefined();
    const car = await shownCar('top-end-motors');
    const checkout = await page(`/cars/${car.slug}/checkout`, 'top-end-motors');
    expect(meta(checkout, 'robots')).toBe('noindex');
    expect(title(checkout)).toBe('Reserve this car | Top End Motors');
  });

  it('answers a checkout the site does not offer with its 404 page, as buy online where the site has none', async () => {
    // Westside's dealer does not use autograb, so no car of it may be reserved (spec §4); Coastline reserves
    // but does not sell online.
    const westside = await shownCar('westside-pre-owned');
    const coastline = await shownCar('coastline-motor-group');
    for (const [path, site, name] of [
      [`/cars/${westside.slug}/checkout`, 'westside-pre-owned', 'Westside Pre-Owned'],
      [`/cars/${westside.slug}/buy-online`, 'westside-pre-owned', 'Westside Pre-Owned'],
      [`/cars/${coastline.slug}/buy-online`, 'coastline-motor-group', 'Coastline Motor Group'],
    ] as const) {
      const body = await page(path, site, 404);
      expect(title(body)).toBe(`Page not found | ${name}`);
      expect(meta(body, 'robots')).toBe('noindex');
      expect(body).toContain('id="dealerline-boot"');
    }
    // Its vehicle page is there, and so is the checkout where the dealer reserves.
    expect(title(await page(`/cars/${westside.slug}`, 'westside-pre-owned'))).not.toMatch(/not found/);
    expect(title(await page(`/cars/${coastline.slug}/checkout`, 'coastline-motor-group'))).toBe(
      'Reserve this car | Coastline Motor Group',
    );
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
    ['outback-caravans', '/search/used-cars', 'Used Caravans for sale | Outback Caravans'],
    ['outback-caravans', '/search/new-cars', 'New Caravans for sale | Outback Caravans'],
    ['riverina-trucks', '/search/demo-cars', 'Demo Trucks for sale | Riverina Trucks'],
    [
      'riverina-trucks',
      '/search/new-used-and-demo-cars/',
      'New, Used and Demo Trucks for sale | Riverina Trucks',
    ],
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

  it('answers 404 (noindex, the page still rendered, titled as its heading says) for a brand the site does not sell', async () => {
    for (const [site, path, name] of [
      ['harbour-nissan', '/brands/toyota', 'Harbour Nissan'],
      ['westside-pre-owned', '/brands/toyota', 'Westside Pre-Owned'],
      ['coastline-motor-group', '/brands/no-such-make', 'Coastline Motor Group'],
      ['coastline-motor-group', '/brands/zzz', 'Coastline Motor Group'],
    ]) {
      const body = await page(path!, site!, 404);
      expect(meta(body, 'robots')).toBe('noindex');
      expect(unescape(title(body)!)).toBe(`Brand not found | ${name}`);
      // Its description does not offer the make it does not sell.
      expect(unescape(meta(body, 'description')!)).not.toMatch(/toyota|no such make|zzz/i);
    }
    const nissan = await page('/brands/nissan', 'harbour-nissan');
    expect(meta(nissan, 'robots')).toBeUndefined();
    expect(unescape(title(nissan)!)).toBe('Nissan Models | Harbour Nissan');
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
    ['/search/used-cars?page=2', '/search/used-cars?page=2'],
    ['/search/Used-Cars/?page=02&sortBy=price_asc', '/search/used-cars?page=2'],
    ['/search/used-cars?refinementList[make][0]=Toyota&page=3&query=ute', '/search/used-cars?page=3'],
    ['/search/used-cars?refinementList[make][0]=Toyota&query=ute', '/search/used-cars'],
    ['/search/used-cars?page=1', '/search/used-cars'],
    ['/search/used-cars?page=0', '/search/used-cars'],
    ['/search/used-cars?page=-2', '/search/used-cars'],
    ['/search/used-cars?page=2.5', '/search/used-cars'],
    ['/search/used-cars?page=abc', '/search/used-cars'],
    ['/search/used-cars?page=48', '/search/used-cars?page=48'],
    ['/search/used-cars?page=00002', '/search/used-cars?page=2'],
    ['/search/used-cars?page=4&page=2', '/search/used-cars?page=4'],
    ['/search/Toyota?page=2', '/search/toyota?page=2'],
    ['/search?page=2', '/search/new-used-and-demo-cars/?page=2'],
    ['/contact?page=2', '/contact'],
  ])('canonical of %s is %s', async (path, expected) => {
    const body = await landing(path, 'coastline-motor-group');
    expect(unescape(canonical(body)!)).toBe(`https://www.coastlinemotorgroup.com.au${expected}`);
  });

  it.each([['49'], ['1000'], ['1001'], ['5000'], ['99999999999999999999']])(
    'answers ?page=%s, past every search’s last page (48), 404 with the page rendered: noindex, canonical the first page',
    async (number) => {
      const body = await page(`/search/used-cars?sortBy=latest&page=${number}`, 'coastline-motor-group', 404);
      expect(meta(body, 'robots')).toBe('noindex');
      expect(unescape(canonical(body)!)).toBe('https://www.coastlinemotorgroup.com.au/search/used-cars');
      // Still the search page, in the site's look, for the shopper who landed on it.
      expect(unescape(title(body)!)).toBe('Used Cars for sale | Coastline Motor Group');
    },
  );

  it.each([
    ['/search/used-cars?page=abc', '/search/used-cars'],
    ['/search/used-cars?page=0', '/search/used-cars'],
    ['/search/used-cars?page=-1', '/search/used-cars'],
    ['/search/used-cars?page=2.5', '/search/used-cars'],
    ['/search/used-cars?page=', '/search/used-cars'],
    [
      '/search/used-cars?refinementList[make][0]=Toyota&page=abc&sortBy=latest',
      '/search/used-cars?refinementList[make][0]=Toyota&sortBy=latest',
    ],
    [
      '/search/new-used-and-demo-cars/?site=coastline-motor-group&page=0',
      '/search/new-used-and-demo-cars/?site=coastline-motor-group',
    ],
  ])('redirects %s, whose page is no page number, to the first page: %s (301)', async (path, location) => {
    const res = await f.t.app.inject({
      url: path,
      headers: { ...html, ...f.hostOf('coastline-motor-group') },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('leaves a page number alone: ?page=2 and ?page=1 serve (200), indexable', async () => {
    for (const path of [
      '/search/used-cars?page=2',
      '/search/used-cars?page=1',
      '/search/used-cars?page=48',
    ]) {
      const body = await page(path, 'coastline-motor-group');
      expect(meta(body, 'robots')).toBeUndefined();
    }
  });

  it('describes a search page with the dealer, its place and phone', async () => {
    const body = await page('/search/used-cars', 'harbour-nissan');
    expect(unescape(meta(body, 'description')!)).toBe(
      'Browse Used Cars for sale at Harbour Nissan in Newcastle NSW. Compare prices, kilometres and features, and enquire online or call 02 4961 3300.',
    );
  });
});

describe('Open Graph and Twitter card tags', () => {
  it.each([
    ['coastline-motor-group', '/', 'https://www.coastlinemotorgroup.com.au/'],
    ['coastline-motor-group', '/about-us', 'https://www.coastlinemotorgroup.com.au/about-us'],
    ['coastline-motor-group', '/privacy-policy/', 'https://www.coastlinemotorgroup.com.au/privacy-policy'],
    ['coastline-motor-group', '/service', 'https://www.coastlinemotorgroup.com.au/service'],
    ['coastline-motor-group', '/contact', 'https://www.coastlinemotorgroup.com.au/contact'],
    [
      'coastline-motor-group',
      '/contact-us/coastline-hyundai-noosaville',
      'https://www.coastlinemotorgroup.com.au/contact-us/coastline-hyundai-noosaville',
    ],
    [
      'coastline-motor-group',
      '/search/SUV?page=2&sort=price',
      'https://www.coastlinemotorgroup.com.au/search/suv?page=2',
    ],
    ['harbour-nissan', '/finance', 'https://www.harbournissan.com.au/finance'],
    ['harbour-nissan', '/brands/nissan', 'https://www.harbournissan.com.au/brands/nissan'],
  ])('%s %s says what the head says, at its canonical URL, with the site’s logo', async (site, path, url) => {
    const body = await landing(path, site);
    const { dealer } = await f.tenant(site);
    const origin = new URL(url).origin;
    expect(canonical(body)).toBe(url);
    expect(meta(body, 'og:url')).toBe(url);
    expect(meta(body, 'og:type')).toBe('website');
    expect(unescape(meta(body, 'og:site_name')!)).toBe(
      site === 'harbour-nissan' ? 'Harbour Nissan' : 'Coastline Motor Group',
    );
    expect(meta(body, 'og:title')).toBe(title(body));
    expect(meta(body, 'og:description')).toBe(meta(body, 'description'));
    expect(unescape(meta(body, 'og:image')!)).toBe(`${origin}${dealer.logo.url}`);
    expect(meta(body, 'twitter:card')).toBe('summary');
  });

  it('keeps a car page’s own: type product, its photo, a large card', async () => {
    const car = await shownCar('harbour-nissan', 'c.primary_image_url IS NOT NULL');
    const body = await page(`/cars/${car.slug}`, 'harbour-nissan');
    expect(meta(body, 'og:type')).toBe('product');
    expect(meta(body, 'twitter:card')).toBe('summary_large_image');
    expect(body.match(/property="og:title"/g)).toHaveLength(1);
  });
});

describe('dealer JSON-LD', () => {
  const MON_FRI = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

  it('describes a group’s home page as an AutoDealer on its canonical origin, its shown locations as departments', async () => {
    const body = await page('/', 'coastline-motor-group');
    const [ld, ...more] = jsonLd(body);
    expect(more).toEqual([]);
    const { dealer } = await f.tenant('coastline-motor-group');
    const shown = dealer.locations.filter((location) => location.visible);
    expect(shown.length).toBeGreaterThan(1);
    const origin = 'https://www.coastlinemotorgroup.com.au';
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Coastline Motor Group',
      url: `${origin}/`,
      telephone: '+61754432100',
      email: dealer.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '112 Maroochydore Road',
        addressLocality: 'Maroochydore',
        addressRegion: 'QLD',
        postalCode: '4558',
        addressCountry: 'AU',
      },
      logo: `${origin}${dealer.logo.url}`,
      sameAs: [dealer.facebook_url, dealer.instagram_url],
    });
    expect(ld!.department.map((d: { url: string }) => d.url)).toEqual(
      shown.map((location) => `${origin}/contact-us/${location.slug}`),
    );
    expect(ld!.department[0]).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Coastline Mazda Maroochydore',
      telephone: '+61412345678',
      address: { streetAddress: '112 Maroochydore Road', addressCountry: 'AU' },
      geo: { '@type': 'GeoCoordinates', latitude: -26.6556, longitude: 153.0776 },
    });
    // Other pages carry none (a car page has its Car).
    for (const path of ['/contact', '/finance', '/about-us'])
      expect(jsonLd(await page(path, 'coastline-motor-group'))).toEqual([]);
  });

  it('describes a location’s page as that location: address, position, phone and its sales hours', async () => {
    const origin = 'https://www.coastlinemotorgroup.com.au';
    const noosa = jsonLd(await page('/contact-us/coastline-hyundai-noosaville', 'coastline-motor-group'));
    expect(noosa).toHaveLength(1);
    const { specialOpeningHoursSpecification: holidays, ...week } = noosa[0]!;
    // Its holiday hours from today on (the demo's Christmas season, seeded around now): Christmas Day closed
    // all day while it is ahead, and no longer listed once it has passed (the last days of January).
    const { dealer } = await f.tenant('coastline-motor-group');
    const today = localDateTime(new Date(), 'Australia/Brisbane').date;
    const christmas = dealer.locations
      .find((location) => location.slug === 'coastline-hyundai-noosaville')!
      .special_hours.find((entry) => entry.department === 'all' && entry.date.endsWith('-12-25'))!;
    if (christmas.date >= today)
      expect(holidays).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        validFrom: christmas.date,
        validThrough: christmas.date,
        opens: '00:00',
        closes: '00:00',
      });
    else expect(holidays ?? []).not.toContainEqual(expect.objectContaining({ validFrom: christmas.date }));
    expect(week).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Coastline Hyundai Noosaville',
      url: `${origin}/contact-us/coastline-hyundai-noosaville`,
      telephone: '+61423118905',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '180 Eumundi Noosa Road',
        addressLocality: 'Noosaville',
        addressRegion: 'QLD',
        postalCode: '4566',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -26.4017, longitude: 153.0544 },
      // Its sales hours (not its service hours), the days of equal hours together.
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: MON_FRI, opens: '08:30', closes: '17:30' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:30', closes: '15:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '14:00' },
      ],
      image: `${origin}/images/logos/ffffff/Coastline%20Motor%20Group.png`,
      logo: `${origin}/images/logos/ffffff/Coastline%20Motor%20Group.png`,
      parentOrganization: { '@type': 'AutoDealer', name: 'Coastline Motor Group', url: `${origin}/` },
    });
    // Saturday "By appointment only" is no opening hours; a service centre states its service hours; a
    // location not open yet ("Coming Late 2025") states none; a parts counter without a mobile its landline.
    const hoursOf = async (slug: string) =>
      jsonLd(await page(`/contact-us/${slug}`, 'coastline-motor-group'))[0]!;
    expect((await hoursOf('coastline-toyota-nambour')).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: MON_FRI, opens: '08:30', closes: '17:30' },
    ]);
    expect((await hoursOf('coastline-service-maroochydore')).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: MON_FRI, opens: '07:30', closes: '17:00' },
    ]);
    const caloundra = await hoursOf('coastline-subaru-caloundra');
    expect(caloundra.name).toBe('Coastline Subaru Caloundra');
    expect(caloundra).not.toHaveProperty('openingHoursSpecification');
    expect((await hoursOf('coastline-parts-maroochydore')).telephone).toBe('+61754432177');
    // No such location: the site's 404, no JSON-LD.
    const missing = await page('/contact-us/no-such-place', 'coastline-motor-group', 404);
    expect(jsonLd(missing)).toEqual([]);
  });

  it('gives a single-location site’s home page that location’s position and hours', async () => {
    const [ld] = jsonLd(await page('/', 'westside-pre-owned'));
    const { dealer } = await f.tenant('westside-pre-owned');
    const [only, ...others] = dealer.locations.filter((location) => location.visible);
    expect(others).toEqual([]);
    expect(ld).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Westside Pre-Owned',
      url: 'https://www.westsidepreowned.com.au/',
      address: { streetAddress: only!.address.street, addressCountry: 'AU' },
      geo: { latitude: only!.address.lat, longitude: only!.address.long },
    });
    expect(ld!.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(ld).not.toHaveProperty('department');
  });

  it('cannot be broken out of by a location’s data: the JSON-LD still parses to the same text', async () => {
    const evil = 'Outback </script><script>alert(1)</script><!-- & "Caravans" \u2028';
    const { sites } = f.t.app.platform;
    const findBySlug = sites.findBySlug.bind(sites);
    const spy = jest.spyOn(sites, 'findBySlug').mockImplementation(async (slug) => {
      const tenant = await findBySlug(slug);
      if (!tenant || slug !== 'outback-caravans') return tenant;
      const locations = tenant.dealer.locations.map((location) =>
        location.primary
          ? { ...location, name: evil, address: { ...location.address, street: evil } }
          : location,
      );
      return { ...tenant, dealer: { ...tenant.dealer, locations } };
    });
    try {
      const { dealer } = await f.tenant('outback-caravans');
      const slug = dealer.locations.find((location) => location.primary)!.slug;
      for (const path of ['/', `/contact-us/${slug}`]) {
        const body = await page(path, 'outback-caravans');
        expect(body).not.toContain('<script>alert(1)');
        const [ld] = jsonLd(body);
        expect(ld!.address.streetAddress).toBe(evil);
      }
      expect(jsonLd(await page(`/contact-us/${slug}`, 'outback-caravans'))[0]!.name).toBe(evil);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('page descriptions', () => {
  it.each([
    [
      'coastline-motor-group',
      '/contact',
      'Contact Coastline Motor Group: addresses, opening hours and directions for our 8 locations, or send us a message. Call 07 5443 2100.',
    ],
    [
      'westside-pre-owned',
      '/contact/',
      /^Contact Westside Pre-Owned in [A-Za-z ]+ [A-Z]{2,3}: our address, opening hours and directions, or send us a message\. Call [\d ]+\.$/,
    ],
    [
      'coastline-motor-group',
      '/finance',
      'Vehicle finance at Coastline Motor Group: work out your repayments and apply for finance online. Call 07 5443 2100.',
    ],
    [
      'harbour-nissan',
      '/trade-in',
      'Sell or trade in your vehicle with Harbour Nissan: tell us about it and request a valuation online. Call 02 4961 3300.',
    ],
    [
      'coastline-motor-group',
      '/special-offers',
      'Special offers at Coastline Motor Group: see our current deals and enquire online. Call 07 5443 2100.',
    ],
  ])('%s %s has its own description', async (site, path, expected) => {
    const body = await page(path, site);
    const description = unescape(meta(body, 'description')!);
    if (typeof expected === 'string') expect(description).toBe(expected);
    else expect(description).toMatch(expected);
    expect(description.length).toBeLessThanOrEqual(160);
    // Not the site's default description, which the home page keeps.
    expect(description).not.toBe(unescape(meta(await page('/', site), 'description')!));
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
