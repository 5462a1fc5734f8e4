import { FINANCE_PROVIDERS } from '../../../../shared/src/domain/car';
import { financeBoxHiddenForSite } from '../../../../shared/src/rules/finance-eligibility';
import { contrastRatio } from '../../../../shared/src/theme/contrast';
import { stockRouteTitle } from '../../../../shared/src/rules/stock-routes';
import { bodyTypeSlug } from '../../../../shared/src/rules/slugs';
import { CATALOGUE } from '../../inventory/catalogue';
import { demoTenants } from '../demo-tenants';
import { FAVOURITE_SITES } from '../favourites';

const tenants = demoTenants(new Date('2025-11-01T00:00:00Z'));
const bySlug = Object.fromEntries(tenants.map((tenant) => [tenant.site.slug, tenant]));
const PHONE = /^(0[2378] \d{4} \d{4}|04\d{2} \d{3} \d{3}|1[38]00 \d{3} \d{3}|13 \d{2} \d{2})$/;

describe('demo tenants', () => {
  it('has the nine sites with their templates', () => {
    expect(tenants.map((t) => [t.site.slug, t.site.template])).toEqual([
      ['coastline-motor-group', 'group'],
      ['harbour-nissan', 'nissan-manufacturer'],
      ['westside-pre-owned', 'used'],
      ['outback-caravans', 'caravan'],
      ['metro-drive', 'subscription'],
      ['capital-auto-direct', 'buy-online'],
      ['riverina-trucks', 'truck'],
      ['tasman-subaru', 'subaru-manufacturer'],
      ['top-end-motors', 'dealer'],
    ]);
  });

  it('uses every finance provider of spec §9, and hides the finance box each way spec §5 names', () => {
    const used = new Set(tenants.map((t) => t.site.finance_provider));
    expect(FINANCE_PROVIDERS.filter((provider) => !used.has(provider))).toEqual([]);
    const hidden = (slug: string) => {
      const { site, dealer } = bySlug[slug]!;
      return financeBoxHiddenForSite({ ...site, dealership_group: dealer.dealership_group });
    };
    expect(hidden('tasman-subaru')).toBe(true); // the manufacturer template
    expect(bySlug['tasman-subaru']!.site.hide_finance_box).toBe(false);
    expect(hidden('metro-drive')).toBe(true); // the site flag
    expect(hidden('top-end-motors')).toBe(false);
    expect(bySlug['top-end-motors']!.site.finance_provider).toBe('Car Clarity');
  });

  it('enables favourites for the listed sites plus the Nissan manufacturer template', () => {
    const withFavourites = tenants.filter((t) => t.site.favourites).map((t) => t.site.slug);
    expect(withFavourites.sort()).toEqual([...FAVOURITE_SITES, 'harbour-nissan'].sort());
    expect(bySlug['harbour-nissan']!.site.template).toBe('nissan-manufacturer');
  });

  it('has at least 12 dealerships, the group several of them, and 12 reviews per reviewed location', () => {
    const dealerships = tenants.flatMap((t) => t.dealer.dealerships);
    expect(dealerships.length).toBeGreaterThanOrEqual(12);
    expect(new Set(dealerships.map((d) => d.slug)).size).toBe(dealerships.length);
    const group = bySlug['coastline-motor-group']!;
    expect(group.dealer.dealerships.map((d) => d.name)).toEqual(
      expect.arrayContaining([
        'Coastline Toyota Nambour',
        'Coastline Mazda Maroochydore',
        'Coastline Kia Birtinya',
        'Coastline Used Kunda Park',
      ]),
    );
    expect(group.profiles['coastline-used-kunda-park']).toMatchObject({ kind: 'used', used_only: true });
    for (const t of tenants) {
      for (const location of t.dealer.locations) {
        expect(t.reviews[location.id] ?? []).toHaveLength(location.reviews ? 12 : 0);
      }
      for (const d of t.dealer.dealerships) expect(t.profiles[d.slug]).toBeDefined();
      expect(t.content.offers).toHaveLength(t.dealer.offers.count);
    }
    const sample = tenants.flatMap((t) => t.dealer.locations).filter((l) => l.reviews?.count === 12270);
    expect(sample.map((l) => l.reviews?.average_rating)).toEqual(['4.8']);
  });

  it('closes some group locations on Saturdays (shown "By appointment only") and spans the states', () => {
    const group = bySlug['coastline-motor-group']!;
    const saturdayClosed = group.dealer.locations.filter(
      (l) => l.contact_detail.opening_hours?.sales?.[6]?.status === 'Closed',
    );
    expect(saturdayClosed.length).toBeGreaterThanOrEqual(2);
    const states = new Set(tenants.flatMap((t) => t.dealer.locations.map((l) => l.address.state)));
    expect(states.size).toBeGreaterThanOrEqual(6);
    expect(bySlug['top-end-motors']!.dealer.locations[0]!.address.postcode).toBe('0820');
    expect(new Set(tenants.map((t) => t.site.header_dropdown))).toEqual(new Set(['hover', 'click']));
  });

  it('keeps ids, slugs, location ids and custom domains unique', () => {
    const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique(tenants.map((t) => t.site.id));
    unique(tenants.flatMap((t) => t.dealer.locations.map((location) => location.id)));
    unique(tenants.flatMap((t) => t.site.domains));
    for (const t of tenants) {
      expect(t.dealer.slug).toBe(t.site.slug);
      expect(t.site.domains.some((domain) => /^www\.[a-z]+\.com\.au$/.test(domain))).toBe(true);
    }
  });

  it('fills every field (no undefined anywhere)', () => {
    const findUndefined = (value: unknown, at: string): string[] =>
      value === undefined
        ? [at]
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, child]) => findUndefined(child, `${at}.${key}`))
          : [];
    expect(tenants.flatMap((t) => findUndefined(t, t.site.slug))).toEqual([]);
  });

  it('uses accessible colours: text on primary and on the background pass WCAG AA', () => {
    for (const { site } of tenants) {
      expect(contrastRatio(site.theme.primaryText, site.theme.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(site.theme.text, site.theme.background)).toBeGreaterThanOrEqual(4.5);
      expect(site.theme.fontFamily).not.toMatch(/url\(|googleapis/);
    }
  });

  it("draws each text logo in the header's text colour, as the header shows it on the primary colour", () => {
    for (const { site, dealer } of tenants) {
      const colour = /^\/images\/logos\/([0-9a-f]{6})\/[^/]+\.png$/.exec(dealer.logo.url!)?.[1];
      expect([site.slug, `#${colour}`]).toEqual([site.slug, site.theme.primaryText.toLowerCase()]);
    }
  });

  it('uses Australian phone numbers, postcodes and states', () => {
    for (const { site, dealer } of tenants) {
      expect(site.phone).toMatch(PHONE);
      for (const location of dealer.locations) {
        expect(location.address.postcode).toMatch(/^\d{4}$/);
        expect(['QLD', 'NSW', 'VIC', 'WA', 'ACT', 'SA', 'TAS', 'NT']).toContain(location.address.state);
        for (const phone of [location.contact_detail.phone, location.contact_detail.landline_phone]) {
          if (phone !== null) expect(phone).toMatch(PHONE);
        }
      }
    }
  });

  it('gives every location opening hours for all seven days of each department it lists', () => {
    for (const { dealer } of tenants) {
      for (const location of dealer.locations) {
        const departments = Object.values(location.contact_detail.opening_hours ?? {});
        expect(departments.length).toBeGreaterThan(0);
        for (const hours of departments)
          expect(hours.map((entry) => entry.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      }
    }
  });

  it('sets the per-site features of the brief', () => {
    const coastline = bySlug['coastline-motor-group']!;
    expect(coastline.dealer.locations.length).toBeGreaterThanOrEqual(4);
    expect(coastline.dealer.locations.some((l) => l.coming_soon_label === 'Coming Late 2025')).toBe(true);
    expect(new Set(coastline.dealer.locations.map((l) => l.location_type))).toEqual(
      new Set(['sales', 'service', 'parts']),
    );
    expect(
      coastline.dealer.locations[0]?.special_hours.some(
        (s) => s.date === '2025-12-25' && s.status === 'Closed',
      ),
    ).toBe(true);
    expect(coastline.dealer).toMatchObject({
      saturday_by_appointment: true,
      offers: { count: 5 },
      dealership_group: 'Coastline Motor Group',
    });
    expect(coastline.site).toMatchObject({
      favourites: true,
      header_dropdown: 'hover',
      finance_provider: 'Taurus',
    });

    expect(bySlug['harbour-nissan']).toMatchObject({
      site: { finance_provider: 'Nissan Finance', favourites: true, header_dropdown: 'click' },
      dealer: { include_sold_cars_days: 4 },
    });
    expect(bySlug['westside-pre-owned']?.site).toMatchObject({
      used_label: 'Pre-Owned',
      finance_provider: 'AusLoans',
    });
    expect(bySlug['outback-caravans']?.site).toMatchObject({
      no_price_text: 'Call for Price',
      finance_provider: 'Powertorque',
    });
    expect(bySlug['metro-drive']?.site).toMatchObject({
      offers_subscription: true,
      finance_provider: 'Angle',
    });
    expect(bySlug['capital-auto-direct']?.site).toMatchObject({
      buy_online: true,
      favourites: true,
      finance_provider: '360 Finance',
    });
    expect(bySlug['riverina-trucks']?.site).toMatchObject({
      no_price_text: 'POA',
      finance_provider: 'Manual',
    });
  });

  it("names each site's stock in its own words: the header's stock links say what their pages are titled", () => {
    expect(tenants.map((t) => [t.site.slug, t.site.vehicle_noun])).toEqual(
      expect.arrayContaining([
        ['outback-caravans', 'Caravans'],
        ['riverina-trucks', 'Trucks'],
        ['westside-pre-owned', 'Cars'],
      ]),
    );
    for (const { site } of tenants) {
      const stock = site.navigation.header.find((link) => link.label === 'Stock')!;
      const links = stock.children!.filter((link) => link.label !== 'All Stock');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links)
        expect([site.slug, link.label]).toEqual([
          site.slug,
          stockRouteTitle(link.href.replace('/search/', ''), site),
        ]);
    }
    const labels = (slug: string) =>
      bySlug[slug]!.site.navigation.header.find((link) => link.label === 'Stock')!.children!.map(
        (l) => l.label,
      );
    expect(labels('outback-caravans')).toEqual(['New Caravans', 'Used Caravans', 'All Stock']);
    expect(labels('riverina-trucks')).toEqual(['New Trucks', 'Used Trucks', 'Demo Trucks', 'All Stock']);
  });

  it("lists in a truck or caravan dealer's footer only body types its stock comes in", () => {
    // riverina-trucks' footer offered Ute, which no truck is: /search/ute found nothing (QA). Its used stock is
    // of every make of its segment, so the bodies are the segment's.
    for (const segment of ['truck', 'caravan'] as const) {
      const dealers = tenants.filter(({ profiles }) =>
        Object.values(profiles).every((profile) => profile.kind === segment),
      );
      expect(dealers.length).toBeGreaterThan(0);
      const bodies = new Set(
        CATALOGUE[segment]
          .flatMap((make) => make.models)
          .flatMap((model) => [
            model.body,
            ...model.altBodies.map((alt) => alt.body),
            ...model.badges.flatMap((badge) => (badge.body ? [badge.body] : [])),
          ])
          .map(bodyTypeSlug),
      );
      for (const { site } of dealers) {
        const footer = site.navigation.footer.find((group) => group.heading === 'Vehicles by body type')!;
        for (const link of footer.links)
          expect([site.slug, link.href]).toEqual([site.slug, expect.stringMatching(/^\/search\//)]);
        const listed = footer.links.map((link) => link.href.replace('/search/', ''));
        expect([site.slug, listed.filter((body) => !bodies.has(body))]).toEqual([site.slug, []]);
      }
    }
  });

  it('gives each site its own button sets', () => {
    const cardSets = new Set(tenants.map((t) => t.site.card_buttons.join()));
    const vehicleSets = new Set(tenants.map((t) => t.site.vehicle_buttons.join()));
    expect(cardSets.size).toBeGreaterThanOrEqual(5);
    expect(vehicleSets.size).toBeGreaterThanOrEqual(5);
  });

  it('shows Offers in the header exactly when the dealer has offers', () => {
    for (const { site, dealer } of tenants) {
      expect(site.navigation.header.some((link) => link.href === '/special-offers')).toBe(
        dealer.offers.count > 0,
      );
    }
  });

  it('speaks of online reservations only on sites that offer Reserve this Car', () => {
    const text = (slug: string, path: string) =>
      JSON.stringify(bySlug[slug]!.content.pages.find((page) => page.slug === path)!.body);
    // top-end-motors reserves online (autograb); westside-pre-owned and harbour-nissan never offer Reserve.
    expect(bySlug['top-end-motors']!.dealer.autograb).toBe(true);
    expect(text('top-end-motors', '/faqs')).toContain('Yes, on vehicles showing Reserve this Car.');
    expect(text('top-end-motors', '/terms-and-conditions')).toContain('Online reservations');
    for (const slug of ['westside-pre-owned', 'harbour-nissan']) {
      expect(bySlug[slug]!.dealer.autograb).toBe(false);
      expect(text(slug, '/faqs')).not.toContain('Reserve this Car');
      expect(text(slug, '/faqs')).toContain(`Not online. Call us on ${bySlug[slug]!.site.phone}`);
      expect(text(slug, '/terms-and-conditions')).not.toContain('reservation');
    }
  });
});
