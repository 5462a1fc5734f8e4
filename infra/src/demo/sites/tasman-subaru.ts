import type { Dealership } from '../../../../shared/src/domain/site';
import { demoOffer } from '../content/offers';
import { demoTenant, franchise, type DemoTenant } from '../demo-tenant';
import { favouritesEnabled } from '../favourites';
import { holidayHours, PARTS_HOURS, SALES_HOURS, SERVICE_HOURS, weeklyHours } from '../hours';
import { demoLocation, fullAddress } from '../location';
import { textLogoUrl } from '../../images/text-logo-url';
import { tagWording } from '../tag-wording';
import { searchPage } from '../search-page';

const NAME = 'Tasman Subaru';
const TAS = { state: 'TAS', timeZone: 'Australia/Hobart' } as const;
const dealership: Dealership = { id: 81, slug: 'tasman-subaru', name: NAME };

/**
 * Single Subaru franchise in Hobart's northern suburbs, on the `subaru-manufacturer` template: the template
 * whose sites never show the finance box (spec §5, shared/src/rules/finance-eligibility.ts).
 */
export function tasmanSubaru(now: Date): DemoTenant {
  const special = holidayHours(now);
  const showroom = { street: '120 Main Road', city: 'Moonah', postcode: '7009', ...TAS };
  const theme = {
    primary: '#0b3d91',
    primaryText: '#ffffff',
    accent: '#5cb8e4',
    background: '#ffffff',
    text: '#0f1c2e',
    fontFamily: '"Helvetica Neue", Helvetica, Arial, sans-serif',
    radius: 3,
  };
  const offers = [
    demoOffer({
      make: 'Subaru',
      model: 'Forester',
      body: 'suv',
      colour: '2f6b3a',
      title: 'Subaru Forester Hybrid L free servicing',
      description: 'Three years of scheduled servicing included with a new Forester Hybrid L.',
      price: 47990,
      priceLabel: 'Drive away',
    }),
    demoOffer({
      make: 'Subaru',
      model: 'Outback',
      body: 'wagon',
      colour: '1f4e9a',
      title: 'Subaru Outback AWD Touring winter pack',
      description: 'All-weather mats, cargo tray and roof-rack bars with every Outback AWD Touring.',
      price: 55990,
      priceLabel: 'Drive away',
    }),
  ];
  return demoTenant(
    {
      site: {
        id: 8,
        slug: 'tasman-subaru',
        name: NAME,
        template: 'subaru-manufacturer',
        finance_provider: 'Taurus',
        offers_subscription: false,
        favourites: favouritesEnabled('tasman-subaru', 'subaru-manufacturer'),
        buy_online: false,
        fuel_tags: true,
        used_label: 'Used',
        vehicle_noun: 'Cars',
        no_price_text: 'Drive Away Price on Request',
        phone: '03 6228 4400',
        header_dropdown: 'hover',
        card_buttons: ['view_details', 'test_drive', 'find_similar'],
        vehicle_buttons: ['enquire', 'test_drive', 'trade_in', 'call', 'chat'],
        tag_wording: tagWording({ certified: 'SUBARU CERTIFIED', new_arrival: 'JUST IN' }),
        hide_finance_box: false,
        search_page: searchPage(),
        theme,
        domains: ['www.tasmansubaru.com.au'],
      },
      navigation: {
        stockTypes: ['new', 'used', 'demo'],
        models: ['Forester', 'Outback', 'Crosstrek', 'WRX', 'BRZ'].map((name) => ({
          make: 'Subaru',
          name,
        })),
        bodyTypes: ['suv', 'wagon', 'sedan', 'coupe'],
        offersCount: offers.length,
        serviceLinks: [{ label: 'Subaru Service', href: '/subaru-service' }],
      },
      dealer: {
        slug: 'tasman-subaru',
        name: NAME,
        phone: '03 6228 4400',
        email: 'sales@tasmansubaru.com.au',
        address: fullAddress(showroom),
        dealerships: [dealership],
        locations: [
          demoLocation({
            id: 801,
            slug: 'tasman-subaru-moonah',
            name: 'Tasman Subaru Moonah',
            dealership,
            type: 'sales',
            primary: true,
            manufacturers: ['subaru'],
            ...showroom,
            lat: -42.8466,
            long: 147.3016,
            phone: '0419 334 812',
            landline: '03 6228 4400',
            hours: { sales: weeklyHours(SALES_HOURS) },
            licence: 'MVD 2841',
            mrb: null,
            rating: { average: 4.8, count: 642 },
            specialHours: special,
          }),
          demoLocation({
            id: 802,
            slug: 'tasman-subaru-service-derwent-park',
            name: 'Tasman Subaru Service Derwent Park',
            dealership,
            type: 'service',
            manufacturers: ['subaru'],
            street: '4 Derwent Park Road',
            city: 'Derwent Park',
            postcode: '7009',
            ...TAS,
            lat: -42.8338,
            long: 147.2936,
            phone: null,
            landline: '03 6228 4455',
            hours: { service: weeklyHours(SERVICE_HOURS), parts: weeklyHours(PARTS_HOURS) },
            licence: null,
            mrb: 'MVR 70418',
            rating: { average: 4.6, count: 203 },
            specialHours: special,
          }),
        ],
        dealership_group: null,
        logo: { url: textLogoUrl(NAME, theme.primaryText) },
        facebook_url: 'https://www.facebook.com/tasmansubaru',
        instagram_url: 'https://www.instagram.com/tasmansubaru',
        xtime_url: 'https://consumer.xtime.com.au/scheduling/?webKey=tasmansubaru',
        include_sold_cars_days: null,
        override_city: 'Hobart',
        search_categories: ['cars'],
        redbook: true,
        autograb: false,
        saturday_by_appointment: false,
      },
      profiles: { [dealership.slug]: franchise(['subaru']) },
      stockFilter: { location_rule: 7, manufacturers: ['subaru'] },
      pages: {
        sellsNew: true,
        makes: ['Subaru'],
        since: 1983,
        region: 'southern Tasmania',
        group: false,
        servicePages: [
          {
            slug: '/subaru-service',
            title: 'Subaru Service',
            location: {
              slug: 'tasman-subaru-service-derwent-park',
              name: 'Tasman Subaru Service Derwent Park',
            },
            address: '4 Derwent Park Road, Derwent Park TAS 7009',
          },
        ],
      },
      offers,
      promotionBody: 'suv',
    },
    now,
  );
}
