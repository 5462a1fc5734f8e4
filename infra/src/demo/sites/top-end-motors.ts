import type { Dealership } from '../../../../shared/src/domain/site';
import { demoOffer } from '../content/offers';
import { demoTenant, franchise, type DemoTenant } from '../demo-tenant';
import { favouritesEnabled } from '../favourites';
import { holidayHours, PARTS_HOURS, SERVICE_HOURS, weeklyHours } from '../hours';
import { demoLocation, fullAddress } from '../location';
import { textLogoUrl } from '../../images/text-logo-url';
import { tagWording } from '../tag-wording';
import { searchPage } from '../search-page';

const NAME = 'Top End Motors';
const NT = { state: 'NT', timeZone: 'Australia/Darwin' } as const;
const dealership: Dealership = { id: 91, slug: 'top-end-motors', name: NAME };

/**
 * Multi-franchise dealer in Darwin (template 'dealer'), the Car Clarity site: with it every finance provider
 * of spec §9 is used by a demo site. NT postcodes start with 0 (0820, 0830).
 */
export function topEndMotors(now: Date): DemoTenant {
  const special = holidayHours(now);
  const showroom = { street: '350 Stuart Highway', city: 'Winnellie', postcode: '0820', ...NT };
  const theme = {
    primary: '#b23a00',
    primaryText: '#ffffff',
    accent: '#1b998b',
    background: '#fffaf5',
    text: '#231a14',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    radius: 8,
  };
  const offers = [
    demoOffer({
      make: 'Kia',
      model: 'Tasman',
      body: 'ute',
      colour: 'e0671b',
      title: 'Kia Tasman X-Line launch offer',
      description: 'Launch pricing on the new Tasman X-Line dual cab, with a free tub liner.',
      price: 69990,
      priceLabel: 'Drive away',
    }),
    demoOffer({
      make: 'GWM',
      model: 'Cannon',
      body: 'ute',
      colour: 'f2f3f1',
      title: 'GWM Cannon Ultra 7 year warranty',
      description: 'Seven year unlimited km warranty and capped price servicing on the Cannon Ultra.',
      price: 46990,
      priceLabel: 'Drive away',
    }),
  ];
  return demoTenant(
    {
      site: {
        id: 9,
        slug: 'top-end-motors',
        name: NAME,
        template: 'dealer',
        finance_provider: 'Car Clarity',
        offers_subscription: false,
        favourites: favouritesEnabled('top-end-motors', 'dealer'),
        buy_online: false,
        fuel_tags: true,
        used_label: 'Used',
        vehicle_noun: 'Cars',
        no_price_text: 'Call Us for Price',
        phone: '08 8947 2200',
        header_dropdown: 'click',
        card_buttons: ['view_details', 'get_finance', 'reserve', 'test_drive', 'find_similar'],
        vehicle_buttons: ['enquire', 'finance', 'reserve', 'test_drive', 'trade_in', 'call'],
        tag_wording: tagWording({ new_arrival: 'FRESH OFF THE TRUCK', reserved: 'DEPOSIT TAKEN' }),
        hide_finance_box: false,
        search_page: searchPage({ extra_filters: ['state', 'seats'] }),
        theme,
        domains: ['www.topendmotors.com.au'],
      },
      navigation: {
        stockTypes: ['new', 'used', 'demo'],
        models: [
          { make: 'Kia', name: 'Tasman' },
          { make: 'Kia', name: 'Sportage' },
          { make: 'MG', name: 'ZS' },
          { make: 'GWM', name: 'Cannon' },
          { make: 'GWM', name: 'Haval H6' },
        ],
        bodyTypes: ['ute', 'suv', 'hatch'],
        offersCount: offers.length,
      },
      dealer: {
        slug: 'top-end-motors',
        name: NAME,
        phone: '08 8947 2200',
        email: 'sales@topendmotors.com.au',
        address: fullAddress(showroom),
        dealerships: [dealership],
        locations: [
          demoLocation({
            id: 901,
            slug: 'top-end-motors-winnellie',
            name: 'Top End Motors Winnellie',
            dealership,
            type: 'sales',
            primary: true,
            manufacturers: ['kia', 'mg', 'gwm'],
            ...showroom,
            lat: -12.4298,
            long: 130.8829,
            phone: '0401 822 371',
            landline: '08 8947 2200',
            hours: {
              sales: weeklyHours({
                weekdays: ['08:00', '17:30'],
                saturday: ['08:30', '13:00'],
                sunday: null,
              }),
            },
            licence: 'MVD 11483',
            mrb: null,
            rating: { average: 4.7, count: 389 },
            specialHours: special,
          }),
          demoLocation({
            id: 902,
            slug: 'top-end-motors-service-palmerston',
            name: 'Top End Motors Service Palmerston',
            dealership,
            type: 'service',
            manufacturers: ['kia', 'mg', 'gwm'],
            street: '5 Temple Terrace',
            city: 'Palmerston City',
            postcode: '0830',
            ...NT,
            lat: -12.4797,
            long: 130.9847,
            phone: null,
            landline: '08 8932 6100',
            hours: { service: weeklyHours(SERVICE_HOURS), parts: weeklyHours(PARTS_HOURS) },
            licence: null,
            mrb: 'MVR 3307',
            rating: { average: 4.5, count: 121 },
            specialHours: special,
          }),
        ],
        dealership_group: null,
        logo: { url: textLogoUrl(NAME, theme.primaryText) },
        facebook_url: 'https://www.facebook.com/topendmotors',
        instagram_url: null,
        xtime_url: null,
        include_sold_cars_days: 7,
        override_city: 'Darwin',
        search_categories: ['cars'],
        redbook: true,
        autograb: true,
        saturday_by_appointment: false,
      },
      profiles: { [dealership.slug]: franchise(['kia', 'mg', 'gwm']) },
      stockFilter: { location_rule: 8 },
      pages: {
        sellsNew: true,
        makes: ['Kia', 'MG', 'GWM'],
        since: 1972,
        region: 'the Top End',
        group: false,
        servicePages: [],
      },
      offers,
      promotionBody: 'ute',
    },
    now,
  );
}
