import type { Dealership } from '../../../../shared/src/domain/site';
import { demoTenant, type DemoTenant } from '../demo-tenant';
import { favouritesEnabled } from '../favourites';
import { demoOffer } from '../content/offers';
import { holidayHours, SERVICE_HOURS, weeklyHours } from '../hours';
import { demoLocation, fullAddress } from '../location';
import { textLogoUrl } from '../../images/text-logo-url';
import { tagWording } from '../tag-wording';
import { searchPage } from '../search-page';
import { CARD_CTA_POSITION } from '../../../../shared/src/rules/constants';

const NAME = 'Outback Caravans';
const QLD = { state: 'QLD', timeZone: 'Australia/Brisbane' } as const;
const dealership: Dealership = { id: 41, slug: 'outback-caravans', name: NAME };

/** Caravan dealer on the Darling Downs (template 'caravan'). */
export function outbackCaravans(now: Date): DemoTenant {
  const special = holidayHours(now);
  const yard = { street: '726 Ruthven Street', city: 'Toowoomba', postcode: '4350', ...QLD };
  const theme = {
    primary: '#8c3b0c',
    primaryText: '#ffffff',
    accent: '#d9a441',
    background: '#fffdf8',
    text: '#2b2118',
    fontFamily: 'Georgia, Cambria, "Times New Roman", Times, serif',
    radius: 8,
  };
  const offers = [
    demoOffer({
      make: 'Jayco',
      model: 'Journey',
      body: 'motorhome',
      colour: 'f2f3f1',
      title: 'Jayco Journey outback pack',
      description: 'Solar, lithium battery and an extra water tank fitted free to new Journey outback vans.',
      price: 89990,
      priceLabel: 'On road',
    }),
    demoOffer({
      make: 'Zone RV',
      model: 'Z-3',
      body: 'motorhome',
      colour: '6e7378',
      title: 'Zone RV Z-3 show special',
      description: 'Show pricing on the off-road Z-3, with a free handover weekend at our yard.',
      price: 104990,
      priceLabel: 'On road',
    }),
  ];
  return demoTenant(
    {
      site: {
        id: 4,
        slug: 'outback-caravans',
        name: NAME,
        template: 'caravan',
        finance_provider: 'Powertorque',
        offers_subscription: false,
        favourites: favouritesEnabled('outback-caravans', 'caravan'),
        buy_online: false,
        fuel_tags: false,
        used_label: 'Used',
        vehicle_noun: 'Caravans',
        no_price_text: 'Call for Price',
        phone: '1300 227 282',
        header_dropdown: 'hover',
        card_buttons: ['view_details', 'get_finance', 'find_similar'],
        vehicle_buttons: ['enquire', 'finance', 'trade_in', 'call', 'chat'],
        tag_wording: tagWording({
          coming_soon: 'ARRIVING SOON',
          new_arrival: 'NEW TO THE YARD',
          certified: 'INSPECTED',
        }),
        hide_finance_box: false,
        search_page: searchPage({
          card_chips: ['car_type', 'year', 'seats', 'stocknum'],
          extra_filters: ['seats', 'state'],
          cta: {
            position: CARD_CTA_POSITION,
            heading: 'Looking for a particular van?',
            text: 'Tell us the layout you want and we will source it.',
            label: 'Ask Our Team',
            href: '/contact',
          },
        }),
        theme,
        domains: ['www.outbackcaravans.com.au'],
      },
      navigation: {
        stockTypes: ['new', 'used'],
        models: [
          { make: 'Jayco', name: 'Journey' },
          { make: 'Jayco', name: 'Conquest' },
          { make: 'Jayco', name: 'Crosstrak' },
          { make: 'New Age', name: 'Manta Ray' },
          { make: 'Zone RV', name: 'Z-3' },
        ],
        bodyTypes: ['hardtop', 'softtop', 'motorhome'],
        offersCount: offers.length,
      },
      dealer: {
        slug: 'outback-caravans',
        name: NAME,
        phone: '1300 227 282',
        email: 'sales@outbackcaravans.com.au',
        address: fullAddress(yard),
        dealerships: [dealership],
        locations: [
          demoLocation({
            id: 401,
            slug: 'outback-caravans-toowoomba',
            name: 'Outback Caravans Toowoomba',
            dealership,
            type: 'sales',
            primary: true,
            manufacturers: ['jayco', 'new-age', 'zone-rv'],
            ...yard,
            lat: -27.5787,
            long: 151.9545,
            phone: '0427 551 903',
            landline: '07 4633 8800',
            hours: {
              sales: weeklyHours({
                weekdays: ['08:00', '17:00'],
                saturday: ['08:00', '14:00'],
                sunday: null,
              }),
              service: weeklyHours(SERVICE_HOURS),
            },
            licence: 'MD 3190442',
            mrb: 'MRB 51877',
            rating: { average: 4.6, count: 233 },
            specialHours: special,
          }),
          demoLocation({
            id: 402,
            slug: 'outback-caravans-service-harristown',
            name: 'Outback Caravans Service Harristown',
            dealership,
            type: 'service',
            manufacturers: ['jayco', 'new-age', 'zone-rv'],
            street: '40 Anzac Avenue',
            city: 'Harristown',
            postcode: '4350',
            ...QLD,
            lat: -27.5789,
            long: 151.9302,
            phone: null,
            landline: '07 4633 8811',
            hours: { service: weeklyHours({ weekdays: ['07:00', '16:30'], saturday: null, sunday: null }) },
            licence: null,
            mrb: 'MRB 51878',
            rating: { average: 4.4, count: 58 },
            specialHours: special,
          }),
        ],
        dealership_group: null,
        logo: { url: textLogoUrl(NAME, theme.primaryText) },
        facebook_url: 'https://www.facebook.com/outbackcaravans',
        instagram_url: 'https://www.instagram.com/outbackcaravans',
        xtime_url: null,
        include_sold_cars_days: null,
        override_city: null,
        search_categories: ['caravans', 'camper-trailers', 'motorhomes'],
        redbook: false,
        autograb: false,
        saturday_by_appointment: true,
      },
      profiles: {
        [dealership.slug]: {
          manufacturers: ['jayco', 'new-age', 'zone-rv'],
          kind: 'caravan',
          used_only: false,
          stock_weight: null,
        },
      },
      stockFilter: { location_rule: 3, price_asc_priced_only: true },
      pages: {
        sellsNew: true,
        makes: ['Jayco', 'New Age', 'Zone RV'],
        since: 1992,
        region: 'the Darling Downs',
        group: false,
        servicePages: [],
      },
      offers,
      promotionBody: 'motorhome',
    },
    now,
  );
}
