import type { ContentPage } from '../../../../shared/src/domain/content';
import { aboutUs, careers, fleet, partsAndAccessories } from './dealer-pages';
import { faqs } from './faq-page';
import { handbackGuarantee, protectionPlan, ultratek } from './group-pages';
import { privacyPolicy, termsAndConditions } from './legal-pages';
import type { PageFacts } from './page-kit';
import { eofy, plateClearance } from './sale-pages';
import { cappedPriceServicing, locationService, service } from './service-pages';
import { newVehicleWarranty, roadsideAssist, warranty } from './warranty-pages';

/** The content pages of one demo site (spec §2 routes): every site's, then new-vehicle and group pages. */
export function sitePages(facts: PageFacts): ContentPage[] {
  const pages = [
    aboutUs(facts),
    privacyPolicy(facts),
    termsAndConditions(facts),
    faqs(facts),
    warranty(facts),
    roadsideAssist(facts),
    partsAndAccessories(facts),
    fleet(facts),
    careers(facts),
    service(facts),
    ...facts.servicePages.map((entry) => locationService(facts, entry)),
    cappedPriceServicing(facts),
    eofy(facts),
    plateClearance(facts),
  ];
  if (facts.sellsNew && facts.makes.length) pages.push(newVehicleWarranty(facts));
  if (facts.group) pages.push(handbackGuarantee(facts), protectionPlan(facts), ultratek(facts));
  return pages;
}
