import { FINANCE_PROVIDERS, type FinanceProvider } from '@dealerline/shared';
import type { CarQuery } from './car-query';

/**
 * What a hit brings back of a car (Algolia's `attributesToRetrieve` and `attributesToHighlight`): every
 * attribute but the other finance providers' figures, and no highlighting. Cards show the site's own
 * provider only (finance-eligibility.ts) and no highlighted text; the rest was more than half of each hit's
 * bytes, in every search answer and in the server-rendered page's data.
 */
export function hitAttributes(
  provider: FinanceProvider | null,
): Required<Pick<CarQuery, 'attributesToRetrieve' | 'attributesToHighlight'>> {
  const others = FINANCE_PROVIDERS.filter((name) => name !== provider);
  return {
    attributesToRetrieve: ['*', ...others.map((name) => `-finance_lenders.${name}`)],
    attributesToHighlight: [],
  };
}
