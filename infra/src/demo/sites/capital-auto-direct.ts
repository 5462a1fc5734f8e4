import type { Dealership } from '../../../../shared/src/domain/site';
import { demoTenant, franchise, type DemoTenant } from '../demo-tenant';
import { favouritesEnabled } from '../favourites';
import { demoOffer } from '../content/offers';
import { holidayHours, SALES_HOURS, SERVICE_HOURS, weeklyHours } from '../hours';
import { demoLocation, fullAddress } from '../location';
import { textLogoUrl } from '../../images/text-logo-url';
import { tagWording } from '../tag-wording';
import { searchPage } from '../search-page';

const NAME = 'Capital Auto Direct';
const ACT = { state: 'ACT', timeZone: 'Australia/Sydney' } as const;
const dealership: Dealership = { id: 61, slug: 'capital-auto-direct', name: NAME };

/** Online-first dealer in Canberra's Fyshwick (template 'buy-online'). */
export function capitalAutoDirect(now: Date): DemoTenant {
  const showroom = { street: '88 Newcastle Street', city: 'Fyshwick', postcode: '2609', ...ACT };
  const theme = {
    primary: '#0b6e4f',
    primaryText: '#ffffff',
    accent: '#f4a259',
    background: '#ffffff',
    text: '#102a23',
    fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, Arial, sans-serif',
    radius: 10,
  };
  const offers = [
    demoOffer({
      make: 'Toyota',
      model: 'Corolla',
      body: 'hatch',
      colour: 'f2f3f1',
      title: 'Toyota Corolla Ascent Sport delivered',
      description: 'Buy online and we deliver your Corolla anywhere in the ACT free.',
      price: 32990,
      priceLabel: 'Drive away',
    }),
    demoOffer({
      make: 'Mazda',
      model: 'Mazda3',
      body: 'hatch',
      colour: 'b3141c',
      title: 'Mazda3 G20 Evolve online price',
      description: 'Our online price on the Mazda3 G20 Evolve, reserved in minutes.',
      price: 34490,
      priceLabel: 'Drive away',
    }),
    demoOffer({
      make: 'Hyundai',
      model: 'Kona',
      body: 'suv',
      colour: '2f6b3a',
      title: 'Hyundai Kona Hybrid 2.9% finance',
      description: '2.9% p.a. comparison rate on a new Kona Hybrid through 360 Finance.',
      price: 39990,
      priceLabel: 'Drive away',
    }),
    demoOffer({
      make: 'Ford',
      model: 'Everest',
      body: 'suv',
      colour: '6e7378',
      title: 'Ford Everest Trend tow pack',
      description: 'Tow pack and all-weather mats with every Everest Trend bought online.',
      price: 66990,
      priceLabel: 'Drive away',
    }),
  ];
  return demoTenant(
    {
      site: {
        id: 6,
        slug: 'capital-auto-direct',
        name: NAME,
        template: 'buy-online',
        finance_provider: '360 Finance',
        offers_subscription: false,
        favourites: favouritesEnabled('capital-auto-direct', 'buy-online'),
        buy_online: true,
        fuel_tags: true,
        used_label: 'Used',
        vehicle_noun: 'Cars',
        no_price_text: 'Enquire Now',
        phone: '13 28 86',
        header_dropdown: 'hover',
        card_buttons: ['view_details', 'reserve', 'get_finance', 'find_similar'],
        vehicle_buttons: ['reserve', 'enquire', 'finance', 'trade_in', 'chat'],
        tag_wording: tagWording({ reserved: 'SOLD PENDING', new_arrival: 'JUST LISTED' }),
        hide_finance_box: false,
        search_page: searchPage({ km_sorts: true }),
        theme,
        domains: ['www.capitalautodirect.com.au'],
      },
      navigation: {
        stockTypes: ['new', 'used', 'demo'],
        models: [
          { make: 'Toyota', name: 'Corolla' },
          { make: 'Mazda', name: 'Mazda3' },
          { make: 'Hyundai', name: 'Kona' },
          { make: 'Kia', name: 'Sportage' },
          { make: 'Ford', name: 'Everest' },
        ],
        bodyTypes: ['suv', 'sedan', 'hatch', 'ute', 'wagon', 'coupe', 'convertible'],
        offersCount: offers.length,
      },
      dealer: {
        slug: 'capital-auto-direct',
        name: NAME,
        phone: '13 28 86',
        email: 'orders@capitalautodirect.com.au',
        address: fullAddress(showroom),
        dealerships: [dealership],
        locations: [
          demoLocation({
            id: 601,
            slug: 'capital-auto-direct-fyshwick',
            name: 'Capital Auto Direct Fyshwick',
            dealership,
            type: 'sales',
            subtype: ['buying'],
            primary: true,
            manufacturers: ['toyota', 'mazda', 'hyundai', 'kia', 'ford'],
            ...showroom,
            lat: -35.3263,
            long: 149.1692,
            phone: '0412 880 314',
            landline: '02 6280 4455',
            hours: { sales: weeklyHours(SALES_HOURS), service: weeklyHours(SERVICE_HOURS) },
            licence: 'Dealer Licence 17004158',
            mrb: 'MVR 9345',
            rating: { average: 4.9, count: 2087 },
            specialHours: holidayHours(now),
          }),
        ],
        dealership_group: null,
        logo: { url: textLogoUrl(NAME, theme.primaryText) },
        facebook_url: 'https://www.facebook.com/capitalautodirect',
        instagram_url: 'https://www.instagram.com/capitalautodirect',
        xtime_url: 'https://consumer.xtime.com.au/scheduling/?webKey=capitalautodirect',
        include_sold_cars_days: null,
        override_city: 'Canberra',
        search_categories: ['cars'],
        redbook: true,
        autograb: true,
        saturday_by_appointment: false,
        valuation_miscellaneous: true,
      },
      profiles: { [dealership.slug]: franchise(['toyota', 'mazda', 'hyundai', 'kia', 'ford']) },
      stockFilter: { location_rule: 5 },
      pages: {
        sellsNew: true,
        makes: ['Toyota', 'Mazda', 'Hyundai', 'Kia', 'Ford'],
        since: 1998,
        region: 'Canberra',
        group: false,
        servicePages: [],
      },
      offers,
      promotionBody: 'suv',
    },
    now,
  );
}
