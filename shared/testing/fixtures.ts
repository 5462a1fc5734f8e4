import type { FavouriteEntry } from '../src/domain/car';
import type { ContentPage, Promotion } from '../src/domain/content';
import type { DealerLocation } from '../src/domain/location';
import { DEFAULT_CARD_CHIPS, type DealerConfig, type SiteConfig } from '../src/domain/site';

/** A complete site config for unit tests; override what a test is about. */
export function testSite(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    id: 1,
    slug: 'test-motors',
    name: 'Test Motors',
    template: 'group',
    finance_provider: 'Taurus',
    offers_subscription: false,
    favourites: true,
    buy_online: false,
    fuel_tags: true,
    used_label: 'Used',
    no_price_text: 'Enquire for price',
    phone: '07 5443 2100',
    header_dropdown: 'hover',
    card_buttons: ['view_details', 'get_finance', 'test_drive', 'reserve'],
    vehicle_buttons: ['enquire', 'finance', 'reserve', 'test_drive', 'trade_in', 'call'],
    tag_wording: {
      sold: 'SOLD',
      electric: 'Electric',
      hybrid: 'Hybrid',
      reserved: 'RESERVED',
      certified: 'Certified Pre-Owned',
      coming_soon: 'COMING SOON',
      new_arrival: 'New Arrival',
    },
    hide_finance_box: false,
    search_page: {
      extra_filters: [],
      card_chips: DEFAULT_CARD_CHIPS,
      km_sorts: false,
      cache_size: 20,
      stock_count: null,
      cta: {
        position: 30,
        heading: 'Can’t find it?',
        text: 'We will find it for you.',
        label: 'Find Me a Car',
        href: '/contact',
      },
    },
    theme: {
      primary: '#0b3d91',
      primaryText: '#ffffff',
      accent: '#ffd23f',
      background: '#ffffff',
      text: '#1a1a1a',
      fontFamily: 'system-ui, sans-serif',
      radius: 6,
    },
    navigation: {
      header: [
        { label: 'Home', href: '/' },
        {
          label: 'Stock',
          href: '/search/new-used-and-demo-cars/',
          children: [
            { label: 'New Cars', href: '/search/new-cars' },
            { label: 'Used Cars', href: '/search/used-cars' },
          ],
        },
        { label: 'Finance', href: '/finance', emphasised: true },
      ],
      footer: [{ heading: 'Buyer Tools', links: [{ label: 'Finance', href: '/finance' }] }],
    },
    domains: [],
    search: {
      appId: 'TESTAPP',
      apiKey: 'test-secured-search-key',
      validUntil: 4102444800,
      indexName: 'Car_production',
      sortIndices: {
        relevant: 'Car_production',
        latest: 'Car_production_latest',
        price_desc: 'Car_production_price_desc',
        price_asc: 'Car_production_price_asc',
        km_asc: 'Car_production_km_asc',
        km_desc: 'Car_production_km_desc',
      },
      host: null,
      sortFilters: {},
    },
    ...overrides,
  };
}

export function testLocation(overrides: Partial<DealerLocation> = {}): DealerLocation {
  return {
    id: 10,
    slug: 'test-motors-maroochydore',
    name: 'Test Motors Maroochydore',
    dealership_id: 100,
    dealership_slug: 'test-motors',
    location_type: 'sales',
    location_subtype: [],
    visible: true,
    primary: true,
    manufacturers: [],
    image: null,
    reviews: { count: 12270, average_rating: '4.8' },
    average_rating: 4.8,
    review_count: 12270,
    dealer_license_number: 'MD3012345',
    motor_vehicle_repairer: 'MRB 12345',
    coming_soon_label: null,
    time_zone: 'Australia/Brisbane',
    address: {
      street: '12 Example Street',
      city: 'Maroochydore',
      state: 'QLD',
      postcode: '4558',
      lat: -26.6566,
      long: 153.0918,
      place_url: null,
      place_id: null,
      map_key: null,
    },
    contact_detail: { phone: '0412 345 678', landline_phone: '07 5443 2100', opening_hours: null },
    special_hours: [],
    ...overrides,
  };
}

export function testDealer(overrides: Partial<DealerConfig> = {}): DealerConfig {
  return {
    slug: 'test-motors',
    name: 'Test Motors',
    phone: '07 5443 2100',
    email: 'sales@testmotors.example',
    address: '12 Example Street, Maroochydore QLD 4558',
    dealerships: [{ id: 100, slug: 'test-motors', name: 'Test Motors' }],
    locations: [testLocation()],
    offers: { count: 0 },
    dealership_group: null,
    logo: { url: null },
    facebook_url: null,
    instagram_url: null,
    xtime_url: null,
    include_sold_cars_days: null,
    override_city: null,
    search_categories: [],
    redbook: false,
    autograb: true,
    saturday_by_appointment: false,
    ...overrides,
  };
}

/** A running promotion slide (GET /api/promotions). */
export function testPromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    title: 'Drive away',
    image_url: '/images/promo.jpg',
    image_width: 1920,
    image_height: 540,
    alt: 'Drive away deal',
    link_href: null,
    starts_at: null,
    expires_at: null,
    ...overrides,
  };
}

/** A dealer's content page (GET /api/pages?path=…), about no one location. */
export function testContentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    slug: '/service',
    title: 'Servicing',
    body: [{ type: 'paragraph', text: 'Book a service with us.' }],
    seo: { title: 'Servicing | Test Motors', description: 'Book a service with Test Motors.' },
    banner: null,
    location_slug: null,
    ...overrides,
  };
}

/** A saved car (the favourites slice and its localStorage entry). */
export function testFavourite(overrides: Partial<FavouriteEntry> = {}): FavouriteEntry {
  return {
    id: 42,
    name: '2022 Ford Ranger',
    slug: '2022-ford-ranger-42',
    make: 'Ford',
    model: 'Ranger',
    primary_image_url: null,
    ...overrides,
  };
}
