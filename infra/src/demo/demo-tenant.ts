import type { BodyType } from '../../../shared/src/domain/catalogue';
import type { DealerConfig, SiteConfig } from '../../../shared/src/domain/site';
import type { Offer } from '../../../shared/src/domain/content';
import type { ReviewSeed, SiteContent } from '../content/content-types';
import type { DealershipProfile } from '../sites/dealership-profile';
import { reservesOnline } from '../../../shared/src/rules/reserve';
import { vehicleNoun } from '../../../shared/src/rules/stock-routes';
import { readStockFilter, type StockFilter } from '../sites/stock-filter';
import type { Tenant } from '../sites/tenant';
import type { PageFacts } from './content/page-kit';
import { buildNavigation, type NavigationInput } from './navigation';
import { demoPromotions } from './content/promotions';
import { demoReviews } from './content/reviews';
import { sitePages } from './content/site-pages';

/** A demo site with everything seeded for it (issue 3 item 2): config, what each dealership sells, content. */
export interface DemoTenant extends Tenant {
  /** By dealership slug. */
  profiles: Record<string, DealershipProfile>;
  stockFilter: StockFilter;
  content: SiteContent;
  /** Reviews shown per location, by location id. */
  reviews: Record<number, ReviewSeed[]>;
}

/**
 * What a demo site file describes; the navigation, pages, slides and reviews are generated from it. The
 * navigation and the pages name the stock in the site's own words (`used_label`, `vehicle_noun`), so its
 * header links ("Used Caravans") say what the stock pages they open are titled (stockRouteTitle).
 */
export interface DemoSiteInput {
  site: Omit<SiteConfig, 'navigation'>;
  navigation: Omit<NavigationInput, 'dealerName' | 'usedLabel' | 'vehicleNoun'>;
  dealer: Omit<DealerConfig, 'offers'>;
  profiles: Record<string, DealershipProfile>;
  stockFilter?: Partial<StockFilter>;
  pages: Omit<
    PageFacts,
    'name' | 'phone' | 'email' | 'address' | 'usedLabel' | 'vehicleNoun' | 'reservesOnline'
  >;
  offers: Offer[];
  /** Body type of the site's promotion pictures. */
  promotionBody: BodyType;
}

/** A franchise dealership's profile: it sells these makes new, used and demo. */
export function franchise(
  manufacturers: string[],
  extra: Partial<DealershipProfile> = {},
): DealershipProfile {
  return { manufacturers, kind: 'franchise', used_only: false, stock_weight: null, ...extra };
}

export function demoTenant(input: DemoSiteInput, now: Date): DemoTenant {
  const { offers } = input;
  const dealer: DealerConfig = { ...input.dealer, offers: { count: offers.length } };
  const noun = vehicleNoun(input.site);
  const site: SiteConfig = {
    ...input.site,
    navigation: buildNavigation({
      ...input.navigation,
      dealerName: dealer.name,
      usedLabel: input.site.used_label,
      vehicleNoun: noun,
    }),
  };
  const facts: PageFacts = {
    ...input.pages,
    name: dealer.name,
    phone: site.phone,
    email: dealer.email,
    address: dealer.address,
    usedLabel: site.used_label,
    vehicleNoun: noun.toLowerCase(),
    reservesOnline: reservesOnline(dealer),
  };
  return {
    site,
    dealer,
    profiles: input.profiles,
    stockFilter: readStockFilter(input.stockFilter),
    content: {
      pages: sitePages(facts),
      offers,
      promotions: demoPromotions(site, offers, input.promotionBody),
    },
    reviews: Object.fromEntries(
      dealer.locations
        .map((location) => [location.id, demoReviews(location, now)] as const)
        .filter(([, reviews]) => reviews.length > 0),
    ),
  };
}
