import { USED_ONLY_TEMPLATE } from '../../../shared/src/rules/stock-routes';
import type { DealershipKind } from '../inventory';
import type { Tenant } from './tenant';

/**
 * What a dealership sells (migration 002 `dealerships`): its makes, kind, whether it is used-only and its
 * share of generated demo stock (null: by kind; 0: none). Not part of the public dealer config.
 */
export interface DealershipProfile {
  manufacturers: string[];
  kind: DealershipKind;
  used_only: boolean;
  stock_weight: number | null;
}

/** The kind a site's template implies, for dealerships saved without a profile. */
export function kindOfTemplate(template: string): DealershipKind {
  if (template === 'used' || template === 'caravan' || template === 'truck') return template;
  return 'franchise';
}

/** A profile from the public config alone: the makes of the dealership's locations, the template's kind. */
export function defaultProfile(tenant: Tenant, dealershipId: number): DealershipProfile {
  const makes = new Set(
    tenant.dealer.locations
      .filter((location) => location.dealership_id === dealershipId)
      .flatMap((location) => location.manufacturers),
  );
  return {
    manufacturers: [...makes].sort(),
    kind: kindOfTemplate(tenant.site.template),
    used_only: tenant.site.template === USED_ONLY_TEMPLATE,
    stock_weight: null,
  };
}
