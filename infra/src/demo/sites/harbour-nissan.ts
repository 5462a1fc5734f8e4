import type { Dealership } from '../../../../shared/src/domain/site';
import { demoTenant, franchise, type DemoTenant } from '../demo-tenant';
import { favouritesEnabled } from '../favourites';
import { demoOffer } from '../content/offers';
import { holidayHours, PARTS_HOURS, SALES_HOURS, SERVICE_HOURS, weeklyHours } from '../hours';
import { demoLocation, fullAddress } from '../location';
import { textLogoUrl } from '../../images/text-logo-url';
import { tagWording } from '../tag-wording';
import { searchPage } from '../search-page';
import { CARD_CTA_POSITION } from '../../../../shared/src/rules/constants';

const NAME = 'Harbour Nissan';
const NSW = { state: 'NSW', timeZone: 'Australia/Sydney' } as const;
const dealership: Dealership = { id: 21, slug: 'harbour-nissan', name: NAME };

/** Single Nissan franchise in Newcastle (the manufacturer template that has favourites). */
export function harbourNissan(now: Date): DemoTenant {
  const special = holidayHours(now);
  const showroom = { street: '455 Hunter Street', city: 'Newcastle', postcode: '2300', ...NSW };
  const theme = {
    primary: '#c3002f',
    primaryText: '#ffffff',
    accent: '#343434',
    background: '#ffffff',
    text: '#111111',
    fontFamily: '"Helvetica Neue", Helvetica, Arial, sans-serif',
    radius: 0,
  };
  const offers = [
    demoOffer({
      make: 'Nissan',
      model: 'X-Trail',
      body: 'suv',
      colour: 'b3141c',
      title: 'Nissan X-Trail ST-L e-POWER 0.99% finance',
      description: '0.99% p.a. comparison rate through Nissan Finance on new X-Trail ST-L e-POWER.',
      price: 52990,
      priceLabel: 'Drive away',
    }),
    demoOffer({
      make: 'Nissan',
      model: 'Navara',
      body: 'ute',
      colour: 'f2f3f1',
      title: 'Nissan Navara ST-X run-out',
      description: 'Run-out pricing on 2025-build Navara ST-X dual cabs while stocks last.',
      price: 59990,
      priceLabel: 'Drive away',
    }),
    demoOffer({
      make: 'Nissan',
      model: 'Patrol',
      body: 'suv',
      colour: '17181a',
      title: 'Nissan Patrol Ti bonus tow pack',
      description: 'Genuine towbar, tongue and brake controller included with every Patrol Ti.',
      price: 94990,
      priceLabel: 'Drive away',
    }),
  ];
  return demoTenant(
    {
      site: {
        id: 2,
        slug: 'harbour-nissan',
        name: NAME,
        template: 'nissan-manufacturer',
        finance_provider: 'Nissan Finance',
        offers_subscription: false,
        favourites: favouritesEnabled('harbour-nissan', 'nissan-manufacturer'),
        buy_online: false,
        fuel_tags: true,
        used_label: 'Used',
        vehicle_noun: 'Cars',
        no_price_text: 'Contact Dealer',
        phone: '02 4961 3300',
        header_dropdown: 'click',
        card_buttons: ['view_details', 'get_finance', 'test_drive', 'find_similar'],
        vehicle_buttons: ['enquire', 'finance', 'test_drive', 'trade_in', 'call'],
        tag_wording: tagWording({ certified: 'NISSAN CERTIFIED', electric: 'EV' }),
        hide_finance_box: false,
        search_page: searchPage({
          card_chips: ['car_type', 'km', 'simple_transmission', 'simple_fuel', 'colour'],
          cache_size: 10,
          cta: {
            position: CARD_CTA_POSITION,
            heading: 'Nissan Finance made easy',
            text: 'Low-rate finance on new Nissan vehicles, approved in minutes.',
            label: 'Get Pre-Approved',
            href: '/finance-pre-approval',
          },
        }),
        theme,
        domains: ['www.harbournissan.com.au'],
      },
      navigation: {
        stockTypes: ['new', 'used', 'demo'],
        models: ['X-Trail', 'Qashqai', 'Navara', 'Patrol', 'Pathfinder', 'Ariya'].map((name) => ({
          make: 'Nissan',
          name,
        })),
        bodyTypes: ['suv', 'ute', 'cabChassis', 'hatch'],
        offersCount: offers.length,
      },
      dealer: {
        slug: 'harbour-nissan',
        name: NAME,
        phone: '02 4961 3300',
        email: 'enquiries@harbournissan.com.au',
        address: fullAddress(showroom),
        dealerships: [dealership],
        locations: [
          demoLocation({
            id: 201,
            slug: 'harbour-nissan-newcastle',
            name: 'Harbour Nissan Newcastle',
            dealership,
            type: 'sales',
            primary: true,
            manufacturers: ['nissan'],
            ...showroom,
            lat: -32.9268,
            long: 151.7598,
            phone: '0418 226 540',
            landline: '02 4961 3300',
            hours: { sales: weeklyHours(SALES_HOURS) },
            licence: 'MD 045213',
            mrb: null,
            rating: { average: 4.7, count: 912 },
            specialHours: special,
          }),
          demoLocation({
            id: 202,
            slug: 'harbour-nissan-service-broadmeadow',
            name: 'Harbour Nissan Service Broadmeadow',
            dealership,
            type: 'service',
            manufacturers: ['nissan'],
            street: '12 Lambton Road',
            city: 'Broadmeadow',
            postcode: '2292',
            ...NSW,
            lat: -32.9237,
            long: 151.7301,
            phone: null,
            landline: '02 4961 3344',
            hours: { service: weeklyHours(SERVICE_HOURS), parts: weeklyHours(PARTS_HOURS) },
            licence: 'MD 045213',
            mrb: 'MVRL 48251',
            rating: { average: 4.5, count: 271 },
            specialHours: special,
          }),
        ],
        dealership_group: null,
        logo: { url: textLogoUrl(NAME, theme.primaryText) },
        facebook_url: 'https://www.facebook.com/harbournissan',
        instagram_url: null,
        xtime_url: 'https://consumer.xtime.com.au/scheduling/?webKey=harbournissan',
        include_sold_cars_days: 4,
        override_city: null,
        search_categories: ['cars'],
        redbook: true,
        autograb: false,
        saturday_by_appointment: false,
      },
      profiles: { [dealership.slug]: franchise(['nissan']) },
      stockFilter: { location_rule: 2, manufacturers: ['nissan'] },
      pages: {
        sellsNew: true,
        makes: ['Nissan'],
        since: 1987,
        region: 'Newcastle and the Hunter',
        group: false,
        servicePages: [],
      },
      offers,
      promotionBody: 'suv',
    },
    now,
  );
}
