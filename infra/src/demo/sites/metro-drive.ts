import type { Dealership } from '../../../../shared/src/domain/site';
import { demoTenant, franchise, type DemoTenant } from '../demo-tenant';
import { favouritesEnabled } from '../favourites';
import { demoOffer } from '../content/offers';
import { holidayHours, weeklyHours } from '../hours';
import { demoLocation, fullAddress } from '../location';
import { textLogoUrl } from '../../images/text-logo-url';
import { tagWording } from '../tag-wording';
import { searchPage } from '../search-page';

const NAME = 'Metro Drive';
const dealership: Dealership = { id: 51, slug: 'metro-drive', name: NAME };

/** Car subscription service in inner Melbourne (template 'subscription'). */
export function metroDrive(now: Date): DemoTenant {
  const hub = { street: '201 Victoria Street', city: 'Richmond', state: 'VIC', postcode: '3121' };
  const theme = {
    primary: '#5a189a',
    primaryText: '#ffffff',
    accent: '#ff9e00',
    background: '#ffffff',
    text: '#14111a',
    fontFamily: 'system-ui, "Segoe UI", Ubuntu, Cantarell, "Noto Sans", sans-serif',
    radius: 12,
  };
  const offers = [
    demoOffer({
      make: 'BYD',
      model: 'Atto 3',
      body: 'suv',
      colour: '1f4e9a',
      title: 'BYD Atto 3 first month free',
      description: 'Subscribe to an Atto 3 for 6 months or more and your first month is on us.',
      price: 199,
      priceLabel: 'Per week',
    }),
  ];
  return demoTenant(
    {
      site: {
        id: 5,
        slug: 'metro-drive',
        name: NAME,
        template: 'subscription',
        finance_provider: 'Angle',
        offers_subscription: true,
        favourites: favouritesEnabled('metro-drive', 'subscription'),
        buy_online: false,
        fuel_tags: true,
        used_label: 'Used',
        vehicle_noun: 'Cars',
        no_price_text: 'Subscription price on request',
        phone: '1300 638 764',
        header_dropdown: 'click',
        card_buttons: ['view_details', 'test_drive', 'find_similar'],
        vehicle_buttons: ['enquire', 'test_drive', 'call', 'chat'],
        tag_wording: tagWording({ electric: 'FULLY ELECTRIC', hybrid: 'HYBRID', reserved: 'ON HOLD' }),
        hide_finance_box: true,
        search_page: searchPage(),
        theme,
        domains: ['www.metrodrive.com.au'],
      },
      navigation: {
        stockTypes: ['new', 'used'],
        models: [
          { make: 'BYD', name: 'Atto 3' },
          { make: 'MG', name: 'MG4' },
          { make: 'Polestar', name: '2' },
          { make: 'Kia', name: 'EV5' },
          { make: 'Hyundai', name: 'Kona' },
        ],
        bodyTypes: ['suv', 'hatch', 'sedan'],
        offersCount: offers.length,
      },
      dealer: {
        slug: 'metro-drive',
        name: NAME,
        phone: '1300 638 764',
        email: 'hello@metrodrive.com.au',
        address: fullAddress(hub),
        dealerships: [dealership],
        locations: [
          demoLocation({
            id: 501,
            slug: 'metro-drive-richmond',
            name: 'Metro Drive Richmond Hub',
            dealership,
            type: 'sales',
            primary: true,
            manufacturers: ['byd', 'mg', 'polestar', 'kia', 'hyundai'],
            ...hub,
            timeZone: 'Australia/Melbourne',
            lat: -37.8117,
            long: 144.9976,
            phone: '0401 663 870',
            landline: '03 9428 5100',
            hours: {
              sales: weeklyHours({
                weekdays: ['09:00', '18:00'],
                saturday: ['10:00', '16:00'],
                sunday: null,
              }),
            },
            licence: 'LMCT 11872',
            mrb: null,
            rating: { average: 4.8, count: 1540 },
            specialHours: holidayHours(now),
          }),
        ],
        dealership_group: null,
        logo: { url: textLogoUrl(NAME, theme.primaryText) },
        facebook_url: 'https://www.facebook.com/metrodriveau',
        instagram_url: 'https://www.instagram.com/metrodriveau',
        xtime_url: null,
        include_sold_cars_days: null,
        override_city: 'Melbourne',
        search_categories: ['cars', 'subscriptions'],
        redbook: false,
        autograb: false,
        saturday_by_appointment: false,
      },
      profiles: { [dealership.slug]: franchise(['byd', 'mg', 'polestar', 'kia', 'hyundai']) },
      stockFilter: { location_rule: 4 },
      pages: {
        sellsNew: true,
        makes: ['BYD', 'MG', 'Polestar', 'Kia', 'Hyundai'],
        since: 2019,
        region: 'Melbourne',
        group: false,
        servicePages: [],
      },
      offers,
      promotionBody: 'hatch',
    },
    now,
  );
}
