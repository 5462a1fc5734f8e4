import { demoOffer } from '../content/offers';
import { demoTenant, franchise, type DemoTenant } from '../demo-tenant';
import { favouritesEnabled } from '../favourites';
import { fullAddress } from '../location';
import { textLogoUrl } from '../../images/text-logo-url';
import { tagWording } from '../tag-wording';
import { coastlineLocations, hyundai, kia, mazda, subaru, toyota, used } from './coastline-locations';
import { searchPage } from '../search-page';
import { SERVING_SINCE_YEAR } from '../../../../shared/src/rules/constants';

const NAME = 'Coastline Motor Group';

const OFFER_CARS = [
  { make: 'Mazda', model: 'CX-5', body: 'suv', colour: 'b3141c' },
  { make: 'Hyundai', model: 'Tucson', body: 'suv', colour: '1f4e9a' },
] as const;

/** Multi-dealership group on the Sunshine Coast (template 'group'): six dealerships, eight locations. */
export function coastlineMotorGroup(now: Date): DemoTenant {
  const maroochydore = { state: 'QLD', city: 'Maroochydore', postcode: '4558' };
  const locations = coastlineLocations(now);
  const offers = [
    demoOffer({
      ...OFFER_CARS[0],
      title: 'Mazda CX-5 Maxx Sport drive away',
      description: 'Drive away a new CX-5 Maxx Sport with five years of capped price servicing included.',
      price: 41990,
      priceLabel: 'Drive away',
    }),
    demoOffer({
      ...OFFER_CARS[1],
      title: 'Hyundai Tucson Elite 1.9% finance',
      description: '1.9% p.a. comparison rate on a new Tucson Elite for approved ABN holders.',
      price: 46490,
      priceLabel: 'Drive away',
    }),
    demoOffer({
      make: 'Toyota',
      model: 'HiLux',
      body: 'ute',
      colour: 'f2f3f1',
      title: 'Toyota HiLux SR5 tradie pack',
      description: 'Canopy, towbar and floor mats included on in-stock HiLux SR5 double cabs.',
      price: 64990,
      priceLabel: 'Drive away',
    }),
    demoOffer({
      make: 'Kia',
      model: 'Sportage',
      body: 'suv',
      colour: '6e7378',
      title: 'Kia Sportage S bonus accessories',
      description: '$1,500 of genuine accessories with every Sportage S in stock.',
      price: 37990,
      priceLabel: 'Drive away',
    }),
    demoOffer({
      make: 'Subaru',
      model: 'Forester',
      body: 'suv',
      colour: '2f6b3a',
      title: 'Subaru Forester pre-order',
      description:
        'Be first on the Sunshine Coast in the new Forester: pre-order for delivery when Caloundra opens.',
      price: null,
      priceLabel: null,
    }),
  ];
  const theme = {
    primary: '#005f73',
    primaryText: '#ffffff',
    accent: '#ee9b00',
    background: '#ffffff',
    text: '#1b1f23',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    radius: 6,
  };
  return demoTenant(
    {
      site: {
        id: 1,
        slug: 'coastline-motor-group',
        name: NAME,
        template: 'group',
        finance_provider: 'Taurus',
        offers_subscription: false,
        favourites: favouritesEnabled('coastline-motor-group', 'group'),
        buy_online: false,
        fuel_tags: true,
        used_label: 'Used',
        vehicle_noun: 'Cars',
        no_price_text: 'Enquire for Price',
        phone: '07 5443 2100',
        header_dropdown: 'hover',
        card_buttons: ['view_details', 'get_finance', 'test_drive', 'reserve', 'find_similar'],
        vehicle_buttons: ['enquire', 'finance', 'reserve', 'test_drive', 'trade_in', 'call', 'chat'],
        tag_wording: tagWording({ new_arrival: 'JUST ARRIVED', certified: 'COASTLINE CERTIFIED' }),
        hide_finance_box: false,
        search_page: searchPage({
          extra_filters: ['dealership_name', 'location_name', 'seats'],
          km_sorts: true,
          cache_size: 30,
        }),
        theme,
        domains: ['www.coastlinemotorgroup.com.au'],
      },
      navigation: {
        stockTypes: ['new', 'used', 'demo'],
        models: [
          { make: 'Mazda', name: 'CX-5' },
          { make: 'Mazda', name: 'BT-50' },
          { make: 'Hyundai', name: 'Tucson' },
          { make: 'Hyundai', name: 'i30' },
          { make: 'Subaru', name: 'Forester' },
          { make: 'Subaru', name: 'Outback' },
          { make: 'Toyota', name: 'HiLux' },
          { make: 'Toyota', name: 'RAV4' },
          { make: 'Kia', name: 'Sportage' },
        ],
        bodyTypes: ['suv', 'hatch', 'sedan', 'ute', 'wagon', 'peopleMover'],
        offersCount: offers.length,
        serviceLinks: [
          { label: 'Service Maroochydore', href: '/service-maroochydore' },
          { label: 'Service Noosa', href: '/service-noosa' },
          { label: 'Subaru Service', href: '/subaru-service' },
        ],
      },
      dealer: {
        slug: 'coastline-motor-group',
        name: NAME,
        phone: '07 5443 2100',
        email: 'sales@coastlinemotorgroup.com.au',
        address: fullAddress({ street: '112 Maroochydore Road', ...maroochydore }),
        dealerships: [mazda, hyundai, subaru, toyota, kia, used],
        locations,
        dealership_group: 'Coastline Motor Group',
        logo: { url: textLogoUrl(NAME, theme.primaryText) },
        facebook_url: 'https://www.facebook.com/coastlinemotorgroup',
        instagram_url: 'https://www.instagram.com/coastlinemotorgroup',
        xtime_url: 'https://consumer.xtime.com.au/scheduling/?webKey=coastline',
        include_sold_cars_days: null,
        override_city: 'Sunshine Coast',
        search_categories: ['cars'],
        redbook: true,
        autograb: true,
        saturday_by_appointment: true,
        book_a_service_button: true,
        service_booking: true,
      },
      profiles: {
        [mazda.slug]: franchise(['mazda']),
        [hyundai.slug]: franchise(['hyundai']),
        [subaru.slug]: franchise(['subaru'], { stock_weight: 0.4 }),
        [toyota.slug]: franchise(['toyota']),
        [kia.slug]: franchise(['kia']),
        [used.slug]: { manufacturers: [], kind: 'used', used_only: true, stock_weight: null },
      },
      pages: {
        sellsNew: true,
        makes: ['Mazda', 'Hyundai', 'Subaru', 'Toyota', 'Kia'],
        since: SERVING_SINCE_YEAR,
        region: 'the Sunshine Coast',
        group: true,
        servicePages: [
          {
            slug: '/service-maroochydore',
            title: 'Service Maroochydore',
            location: locations[1]!,
            address: '15 Dalton Drive, Maroochydore QLD 4558',
          },
          {
            slug: '/service-noosa',
            title: 'Service Noosa',
            location: locations[3]!,
            address: '180 Eumundi Noosa Road, Noosaville QLD 4566',
          },
          {
            slug: '/subaru-service',
            title: 'Subaru Service',
            location: locations[1]!,
            address: '15 Dalton Drive, Maroochydore QLD 4558',
          },
        ],
      },
      offers,
      promotionBody: 'suv',
    },
    now,
  );
}
