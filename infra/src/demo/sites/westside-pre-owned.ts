import type { Dealership } from '../../../../shared/src/domain/site';
import { demoTenant, type DemoTenant } from '../demo-tenant';
import { favouritesEnabled } from '../favourites';
import type { Offer } from '../../../../shared/src/domain/content';
import { holidayHours, weeklyHours } from '../hours';
import { demoLocation, fullAddress } from '../location';
import { textLogoUrl } from '../../images/text-logo-url';
import { tagWording } from '../tag-wording';
import { searchPage } from '../search-page';

const NAME = 'Westside Pre-Owned';
const dealership: Dealership = { id: 31, slug: 'westside-pre-owned', name: NAME };

/** Used-only dealer in Perth's Osborne Park (template 'used'). */
export function westsidePreOwned(now: Date): DemoTenant {
  const yard = { street: '388 Scarborough Beach Road', city: 'Osborne Park', state: 'WA', postcode: '6017' };
  const theme = {
    primary: '#1d3557',
    primaryText: '#ffffff',
    accent: '#e63946',
    background: '#f8f9fa',
    text: '#1d1d1f',
    fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif',
    radius: 4,
  };
  const offers: Offer[] = [];
  return demoTenant(
    {
      site: {
        id: 3,
        slug: 'westside-pre-owned',
        name: NAME,
        template: 'used',
        finance_provider: 'AusLoans',
        offers_subscription: false,
        favourites: favouritesEnabled('westside-pre-owned', 'used'),
        buy_online: false,
        fuel_tags: false,
        used_label: 'Pre-Owned',
        vehicle_noun: 'Cars',
        no_price_text: 'Price on Application',
        phone: '08 9444 1200',
        header_dropdown: 'hover',
        card_buttons: ['view_details', 'get_finance', 'find_similar'],
        vehicle_buttons: ['enquire', 'finance', 'trade_in', 'call'],
        tag_wording: tagWording({ certified: 'WESTSIDE CHECKED', new_arrival: 'FRESH IN' }),
        hide_finance_box: false,
        search_page: searchPage({
          card_chips: ['year', 'km', 'simple_body', 'simple_transmission', 'stocknum'],
          extra_filters: ['seats'],
          km_sorts: true,
        }),
        theme,
        domains: ['www.westsidepreowned.com.au'],
      },
      navigation: {
        stockTypes: ['used'],
        models: [
          { make: 'Toyota', name: 'HiLux' },
          { make: 'Toyota', name: 'RAV4' },
          { make: 'Mazda', name: 'CX-5' },
          { make: 'Ford', name: 'Ranger' },
          { make: 'Hyundai', name: 'i30' },
        ],
        bodyTypes: ['suv', 'ute', 'sedan', 'hatch', 'wagon', 'van'],
        offersCount: offers.length,
      },
      dealer: {
        slug: 'westside-pre-owned',
        name: NAME,
        phone: '08 9444 1200',
        email: 'sales@westsidepreowned.com.au',
        address: fullAddress(yard),
        dealerships: [dealership],
        locations: [
          demoLocation({
            id: 301,
            slug: 'westside-pre-owned-osborne-park',
            name: 'Westside Pre-Owned Osborne Park',
            dealership,
            type: '',
            subtype: ['buying'],
            primary: true,
            manufacturers: [],
            ...yard,
            timeZone: 'Australia/Perth',
            lat: -31.8998,
            long: 115.8118,
            phone: '0433 902 118',
            landline: '08 9444 1200',
            hours: {
              sales: weeklyHours({
                weekdays: ['09:00', '17:30'],
                saturday: ['09:00', '16:00'],
                sunday: ['10:00', '15:00'],
              }),
            },
            licence: 'WA Dealer Licence 28417',
            mrb: null,
            rating: { average: 4.9, count: 418 },
            specialHours: holidayHours(now),
          }),
        ],
        dealership_group: null,
        logo: { url: textLogoUrl(NAME, theme.primaryText) },
        facebook_url: 'https://www.facebook.com/westsidepreowned',
        instagram_url: 'https://www.instagram.com/westsidepreowned',
        xtime_url: null,
        include_sold_cars_days: null,
        override_city: 'Perth',
        search_categories: ['cars'],
        redbook: true,
        autograb: false,
        saturday_by_appointment: false,
      },
      profiles: {
        [dealership.slug]: { manufacturers: [], kind: 'used', used_only: true, stock_weight: null },
      },
      stockFilter: { location_rule: 1, used_only: true },
      pages: {
        sellsNew: false,
        makes: [],
        since: 2004,
        region: "Perth's northern suburbs",
        group: false,
        servicePages: [],
      },
      offers,
      promotionBody: 'ute',
    },
    now,
  );
}
