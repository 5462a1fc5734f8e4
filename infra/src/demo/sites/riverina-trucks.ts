import type { Dealership } from '../../../../shared/src/domain/site';
import { demoTenant, type DemoTenant } from '../demo-tenant';
import { favouritesEnabled } from '../favourites';
import type { Offer } from '../../../../shared/src/domain/content';
import { holidayHours, weeklyHours } from '../hours';
import { demoLocation, fullAddress } from '../location';
import { textLogoUrl } from '../../images/text-logo-url';
import { tagWording } from '../tag-wording';
import { searchPage } from '../search-page';

const NAME = 'Riverina Trucks';
const NSW = { state: 'NSW', timeZone: 'Australia/Sydney' } as const;
const dealership: Dealership = { id: 71, slug: 'riverina-trucks', name: NAME };

/** Truck dealer in Wagga Wagga (template 'truck'). */
export function riverinaTrucks(now: Date): DemoTenant {
  const yard = { street: '25 Hammond Avenue', city: 'Wagga Wagga', postcode: '2650', ...NSW };
  const workshopHours = weeklyHours({
    weekdays: ['07:00', '17:00'],
    saturday: ['07:00', '12:00'],
    sunday: null,
  });
  const theme = {
    primary: '#f2b705',
    primaryText: '#1a1a1a',
    accent: '#1f2933',
    background: '#ffffff',
    text: '#1f2933',
    fontFamily: '"Arial Narrow", Arial, "Helvetica Neue", Helvetica, sans-serif',
    radius: 2,
  };
  const offers: Offer[] = [];
  return demoTenant(
    {
      site: {
        id: 7,
        slug: 'riverina-trucks',
        name: NAME,
        template: 'truck',
        finance_provider: 'Manual',
        offers_subscription: false,
        favourites: favouritesEnabled('riverina-trucks', 'truck'),
        buy_online: false,
        fuel_tags: false,
        used_label: 'Used',
        vehicle_noun: 'Trucks',
        no_price_text: 'POA',
        phone: '02 6921 7700',
        header_dropdown: 'click',
        card_buttons: ['view_details', 'get_finance'],
        vehicle_buttons: ['enquire', 'finance', 'trade_in', 'call'],
        tag_wording: tagWording({
          certified: 'WORKSHOP CHECKED',
          new_arrival: 'NEW IN YARD',
          coming_soon: 'ON ORDER',
        }),
        hide_finance_box: false,
        search_page: searchPage({
          card_chips: ['car_type', 'km', 'simple_fuel', 'stocknum'],
          extra_filters: ['location_name'],
          km_sorts: true,
          cta: null,
        }),
        theme,
        domains: ['www.riverinatrucks.com.au'],
      },
      navigation: {
        stockTypes: ['new', 'used', 'demo'],
        models: [
          { make: 'Isuzu', name: 'N Series' },
          { make: 'Isuzu', name: 'F Series' },
          { make: 'Hino', name: '300 Series' },
          { make: 'Fuso', name: 'Canter' },
          { make: 'UD', name: 'Quon' },
        ],
        bodyTypes: ['cabChassis', 'lightTruck', 'van', 'bus'],
        offersCount: offers.length,
      },
      dealer: {
        slug: 'riverina-trucks',
        name: NAME,
        phone: '02 6921 7700',
        email: 'sales@riverinatrucks.com.au',
        address: fullAddress(yard),
        dealerships: [dealership],
        locations: [
          demoLocation({
            id: 701,
            slug: 'riverina-trucks-wagga-wagga',
            name: 'Riverina Trucks Wagga Wagga',
            dealership,
            type: 'sales',
            primary: true,
            manufacturers: ['isuzu', 'hino', 'fuso', 'ud'],
            ...yard,
            lat: -35.1189,
            long: 147.3895,
            phone: '0412 778 090',
            landline: '02 6921 7700',
            hours: { sales: workshopHours, service: workshopHours, parts: workshopHours },
            licence: 'MD 061742',
            mrb: 'MVRL 55210',
            rating: { average: 4.5, count: 167 },
            specialHours: holidayHours(now),
          }),
        ],
        dealership_group: null,
        logo: { url: textLogoUrl(NAME, theme.primaryText) },
        facebook_url: 'https://www.facebook.com/riverinatrucks',
        instagram_url: null,
        xtime_url: null,
        include_sold_cars_days: null,
        override_city: null,
        search_categories: ['trucks', 'trailers'],
        redbook: true,
        autograb: false,
        saturday_by_appointment: false,
        reviews_hidden: true,
      },
      profiles: {
        [dealership.slug]: {
          manufacturers: ['isuzu', 'hino', 'fuso', 'ud'],
          kind: 'truck',
          used_only: false,
          stock_weight: null,
        },
      },
      stockFilter: { location_rule: 6, price_asc_priced_only: true },
      pages: {
        sellsNew: true,
        makes: ['Isuzu', 'Hino', 'Fuso', 'UD'],
        since: 1978,
        region: 'the Riverina',
        group: false,
        servicePages: [],
      },
      offers,
      promotionBody: 'lightTruck',
    },
    now,
  );
}
