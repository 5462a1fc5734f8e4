import { decodeSecuredKey, parseRestrictions } from '../../search/keys/secured-key';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import type { SiteDocument } from '../site-document';

jest.setTimeout(120_000);

let t: TestApp;
const auth = { authorization: `Bearer ${TEST_TOKEN}` };

beforeAll(async () => {
  t = await createTestApp({ demoCars: 300, leadDelivery: { enabled: false } });
  await t.app.ready();
});
afterAll(async () => t?.close());

const show = (slug: string, headers: Record<string, string> = auth) =>
  t.app.inject({ url: `/api/ops/sites/${slug}`, headers });
const put = (document: unknown, options: { slug?: string; dryRun?: boolean; actor?: string } = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/ops/sites/${options.slug ?? (document as SiteDocument).site.slug}${options.dryRun ? '?dry_run=true' : ''}`,
    headers: { ...auth, 'x-ops-actor': options.actor ?? 'alice' },
    payload: document as object,
  });
const documentOf = async (slug: string): Promise<SiteDocument> => (await show(slug)).json();
const siteConfig = (host: string) => t.app.inject({ url: '/api/site-config', headers: { host } });
const count = async (sql: string, params: unknown[] = []) =>
  (await t.app.platform.db.query<{ n: number }>(sql, params))[0]!.n;

/** A copy of harbour-nissan's document as a new site of its own: new slug, domain and dealership slugs. */
async function newSiteFrom(source: string, slug: string): Promise<SiteDocument> {
  const document = await documentOf(source);
  const renamed = new Map(document.dealer.dealerships.map((d) => [d.slug, `${slug}-${d.slug}`]));
  document.site.slug = slug;
  document.site.name = 'Lakeside Nissan';
  document.site.domains = [`www.${slug}.com.au`];
  document.dealer.dealerships.forEach((d) => (d.slug = renamed.get(d.slug)!));
  document.dealer.locations.forEach((l) => {
    l.slug = `${slug}-${l.slug}`;
    l.dealership_slug = renamed.get(l.dealership_slug)!;
  });
  return document;
}

describe('GET /api/ops/sites/:slug', () => {
  it('needs the ops token', async () => {
    expect((await show('harbour-nissan', {})).statusCode).toBe(401);
  });

  it('answers the whole document: site, stock filter, dealer with dealerships, locations, hours, channels', async () => {
    const res = await show('harbour-nissan');
    expect(res.statusCode).toBe(200);
    const document: SiteDocument = res.json();
    expect(document.site).toMatchObject({ slug: 'harbour-nissan', finance_provider: 'Nissan Finance' });
    expect(document.site).not.toHaveProperty('id');
    expect(document.stock_filter).toEqual({
      location_rule: 2,
      used_only: false,
      manufacturers: ['nissan'],
      price_asc_priced_only: false,
    });
    expect(document.dealer.dealerships).toEqual([
      {
        slug: 'harbour-nissan',
        name: 'Harbour Nissan',
        sells: { manufacturers: ['nissan'], kind: 'franchise', used_only: false, stock_weight: null },
        lead_delivery: { webhook: null, email: { to: null } },
      },
    ]);
    expect(document.dealer.locations[0]).toMatchObject({
      slug: 'harbour-nissan-newcastle',
      dealership_slug: 'harbour-nissan',
      contact_detail: { phone: '0418 226 540', opening_hours: { sales: expect.any(Array) } },
    });
    expect(document.dealer.locations[0]).not.toHaveProperty('id');
  });

  it('answers 404 for an unknown site', async () => {
    const res = await show('nowhere-motors');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('No site nowhere-motors');
  });
});

describe('PUT /api/ops/sites/:slug', () => {
  it('round trip: every demo site put back unchanged changes nothing and shows the same', async () => {
    const sites = (await t.app.inject({ url: '/api/ops/sites', headers: auth })).json().sites as {
      slug: string;
    }[];
    for (const { slug } of sites) {
      const before = await documentOf(slug);
      const res = await put(before);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        slug,
        created: false,
        dry_run: false,
        changes: [],
        reindexed_cars: 0,
      });
      expect(await documentOf(slug)).toEqual(before);
    }
  });

  it('a demo site under a new slug, domain and dealership slugs becomes a new working site', async () => {
    const document = await newSiteFrom('harbour-nissan', 'lakeside-nissan');
    const sitesBefore = await count('SELECT count(*)::int AS n FROM sites');
    const res = await put(document);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'lakeside-nissan', created: true });
    expect(res.json().changes[0]).toMatch(
      /^creates site lakeside-nissan \(nissan-manufacturer\) with 1 dealership/,
    );
    expect(await count('SELECT count(*)::int AS n FROM sites')).toBe(sitesBefore + 1);
    expect(await documentOf('lakeside-nissan')).toEqual(document);
    // The original is untouched: the copy got ids of its own.
    expect((await documentOf('harbour-nissan')).site.name).toBe('Harbour Nissan');
    for (const host of [
      'lakeside-nissan.localhost',
      'www.lakeside-nissan.com.au',
      'lakeside-nissan.com.au',
    ]) {
      const config = await siteConfig(host);
      expect(config.statusCode).toBe(200);
      expect(config.json().site).toMatchObject({ slug: 'lakeside-nissan', name: 'Lakeside Nissan' });
      expect(config.json().dealer.locations.map((l: { slug: string }) => l.slug)).toEqual([
        'lakeside-nissan-harbour-nissan-newcastle',
        'lakeside-nissan-harbour-nissan-service-broadmeadow',
      ]);
    }
  });

  it('a change shows on the next request (this process forgets its cached tenant) and says what changed', async () => {
    expect((await siteConfig('harbour-nissan.localhost')).json().site.phone).toBe('02 4961 3300');
    const document = await documentOf('harbour-nissan');
    document.site.phone = '02 4961 3399';
    document.dealer.locations[1]!.contact_detail.opening_hours!.service![6] = {
      weekday: 6,
      status: 'Open',
      formated_hours: '8:00am - 12:00pm',
      open: '08:00',
      close: '12:00',
    };
    const res = await put(document);
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual([
      'site.phone: "02 4961 3300" → "02 4961 3399"',
      expect.stringMatching(
        /^dealer\.locations\[harbour-nissan-service-broadmeadow\]\.contact_detail\.opening_hours\.service: \[/,
      ),
    ]);
    expect((await siteConfig('harbour-nissan.localhost')).json().site.phone).toBe('02 4961 3399');
  });

  it('--dry-run says what would change and writes nothing', async () => {
    const document = await documentOf('westside-pre-owned');
    document.site.used_label = 'Quality Used';
    const res = await put(document, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dry_run: true,
      changes: ['site.used_label: "Pre-Owned" → "Quality Used"'],
    });
    expect((await documentOf('westside-pre-owned')).site.used_label).toBe('Pre-Owned');
    const fresh = await newSiteFrom('westside-pre-owned', 'eastside-pre-owned');
    expect((await put(fresh, { dryRun: true })).json()).toMatchObject({ created: true, dry_run: true });
    expect((await show('eastside-pre-owned')).statusCode).toBe(404);
  });

  it("round-trips the site's word for its stock, takes a document without it (Cars), refuses one that is no word", async () => {
    const document = await documentOf('outback-caravans');
    expect(document.site.vehicle_noun).toBe('Caravans');
    expect((await siteConfig('outback-caravans.localhost')).json().site.vehicle_noun).toBe('Caravans');
    document.site.vehicle_noun = 'Motor Homes';
    const res = await put(document);
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual(['site.vehicle_noun: "Caravans" → "Motor Homes"']);
    expect(await documentOf('outback-caravans')).toEqual(document);
    expect((await siteConfig('outback-caravans.localhost')).json().site.vehicle_noun).toBe('Motor Homes');

    // A document written before the field: the site's stock is cars again, as for a site stored before it.
    delete document.site.vehicle_noun;
    expect((await put(document)).json().changes).toEqual(['site.vehicle_noun: "Motor Homes" → "Cars"']);
    expect((await documentOf('outback-caravans')).site.vehicle_noun).toBe('Cars');
    await t.app.platform.db.query(`UPDATE sites SET settings = settings - 'vehicle_noun' WHERE slug = $1`, [
      'outback-caravans',
    ]);
    expect((await documentOf('outback-caravans')).site.vehicle_noun).toBe('Cars');

    document.site.vehicle_noun = 'Caravans & Campers';
    const refused = await put(document);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems).toEqual([
      {
        path: 'site.vehicle_noun',
        message:
          'must be a word or two of letters with one space between ("Cars", "Caravans", "Motor Homes") (it is "Caravans & Campers")',
      },
    ]);
    document.site.vehicle_noun = 'Caravans';
    expect((await put(document)).json().changes).toEqual(['site.vehicle_noun: "Cars" → "Caravans"']);
  });

  it('stores the lead channels: a webhook and an email address of their own', async () => {
    const document = await documentOf('metro-drive');
    document.dealer.dealerships[0]!.lead_delivery = {
      webhook: { url: 'https://crm.example.com.au/leads' },
      email: { to: 'leads@metrodrive.com.au' },
    };
    expect((await put(document)).statusCode).toBe(200);
    const [row] = await t.app.platform.db.query<{ delivery: unknown }>(
      'SELECT delivery FROM dealerships WHERE slug = $1',
      [document.dealer.dealerships[0]!.slug],
    );
    expect(row!.delivery).toEqual({
      webhook: { url: 'https://crm.example.com.au/leads' },
      email: { to: 'leads@metrodrive.com.au' },
    });
    expect((await documentOf('metro-drive')).dealer.dealerships[0]!.lead_delivery).toEqual(
      document.dealer.dealerships[0]!.lead_delivery,
    );
  });

  it('a changed stock filter is in the next site key; a renamed dealership refreshes its cars’ search records', async () => {
    const changed: number[] = [];
    const stop = t.app.platform.events.onCarsChanged((ids) => void changed.push(...ids));
    const filterOf = async () =>
      parseRestrictions(
        decodeSecuredKey((await siteConfig('tasman-subaru.localhost')).json().site.search.apiKey)!.params,
      ).filters;
    expect(await filterOf()).not.toContain('car_type:used');
    const document = await documentOf('tasman-subaru');
    document.stock_filter.used_only = true;
    document.dealer.dealerships[0]!.name = 'Tasman Subaru Hobart';
    const res = await put(document);
    stop();
    expect(await filterOf()).toContain('car_type:used');
    const cars = await count(
      'SELECT count(*)::int AS n FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE d.slug = $1',
      [document.dealer.dealerships[0]!.slug],
    );
    expect(cars).toBeGreaterThan(0);
    expect(res.json().reindexed_cars).toBe(cars);
    expect(changed).toHaveLength(cars);
    expect(res.json().changes).toEqual(
      expect.arrayContaining([expect.stringMatching(/^the stock filter changed/)]),
    );
  });

  it('refuses, naming the JSON path, and writes nothing: bad fields, another site’s domain or dealership', async () => {
    const document = await newSiteFrom('harbour-nissan', 'copycat-nissan');
    document.site.domains = ['harbournissan.com.au'];
    document.dealer.dealerships[0]!.slug = 'coastline-mazda-maroochydore';
    document.dealer.locations.forEach((l) => (l.dealership_slug = 'coastline-mazda-maroochydore'));
    document.site.finance_provider = 'Acme' as never;
    const structural = await put(document);
    expect(structural.statusCode).toBe(422);
    expect(structural.json().problems).toEqual([
      { path: 'site.finance_provider', message: expect.stringMatching(/^must be one of "Taurus"/) },
    ]);
    document.site.finance_provider = 'Nissan Finance';
    const res = await put(document);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      [
        'The site document has 2 problems; nothing was written:',
        '  site.domains[0]: "harbournissan.com.au" is a domain of the site harbour-nissan',
        '  dealer.dealerships[0].slug: "coastline-mazda-maroochydore" is a dealership of the site coastline-motor-group (dealership slugs are unique)',
      ].join('\n'),
    );
    expect((await show('copycat-nissan')).statusCode).toBe(404);
  });

  it('refuses to drop a dealership that has cars, naming it and how many', async () => {
    const document = await documentOf('coastline-motor-group');
    const dropped = document.dealer.dealerships.shift()!;
    document.dealer.locations = document.dealer.locations.filter((l) => l.dealership_slug !== dropped.slug);
    const cars = await count(
      'SELECT count(*)::int AS n FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE d.slug = $1',
      [dropped.slug],
    );
    expect(cars).toBeGreaterThan(0);
    const res = await put(document);
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toEqual([
      {
        path: 'dealer.dealerships',
        message: expect.stringContaining(
          `leaves out the dealership ${dropped.slug}, which has ${cars.toLocaleString('en-AU')} car`,
        ),
      },
    ]);
    // It says what works: `seed --reset` deletes every site's cars, and a full import only marks them sold.
    const { message } = res.json().problems[0] as { message: string };
    expect(message).toContain("no command removes one dealership's cars");
    expect(message).toContain('moves them to it; a car without a VIN cannot be moved');
    expect(message).not.toMatch(/or `seed --reset`\)/);
    expect((await documentOf('coastline-motor-group')).dealer.dealerships[0]!.slug).toBe(dropped.slug);
  });

  it('drops a dealership without cars, and a location, saying what goes with them', async () => {
    const document = await documentOf('lakeside-nissan');
    document.dealer.dealerships.push({
      ...document.dealer.dealerships[0]!,
      slug: 'lakeside-nissan-fleet',
      name: 'Fleet',
    });
    expect((await put(document)).statusCode).toBe(200);
    document.dealer.dealerships.pop();
    document.dealer.locations.pop();
    const res = await put(document);
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual([
      'dealer.dealerships: removes lakeside-nissan-fleet',
      'dealer.locations: removes lakeside-nissan-harbour-nissan-service-broadmeadow',
      'dealership lakeside-nissan-fleet is deleted: its 0 live dealer tokens stop working, its 0 leads stay stored without a dealership',
      'location lakeside-nissan-harbour-nissan-service-broadmeadow is deleted with its 0 reviews',
    ]);
  });

  it('refuses a document whose slug is not the path’s', async () => {
    const res = await put(await documentOf('metro-drive'), { slug: 'harbour-nissan' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('is not harbour-nissan');
  });
});
