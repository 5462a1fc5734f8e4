import { HIDDEN_FINANCE_TEMPLATES } from '../../../shared/src/rules/finance-eligibility';
import { USED_ONLY_TEMPLATE } from '../../../shared/src/rules/stock-routes';
import { FAVOURITES_TEMPLATE } from '../../../shared/src/rules/favourites';

/**
 * The templates a site may name (spec §1: "each dealer site is configured by its slug and template"). A
 * template is more than a label: the Subaru one hides the finance box, the used one names the all-stock page
 * "Used Cars", Nissan's has favourites, and a dealership saved without a profile sells what its template's
 * kind says (dealership-profile.ts). A misspelt template would quietly lose those, so `sites put` refuses a
 * template not listed here; a new one is added here with the code that reads it.
 */
export const SITE_TEMPLATES: readonly string[] = [
  ...new Set([
    'dealer',
    'group',
    'buy-online',
    'subscription',
    'caravan',
    'truck',
    USED_ONLY_TEMPLATE,
    FAVOURITES_TEMPLATE,
    ...HIDDEN_FINANCE_TEMPLATES,
  ]),
];
