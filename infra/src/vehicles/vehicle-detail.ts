import type { Car } from '../../../shared/src/domain/car';
import type { DealerLocation } from '../../../shared/src/domain/location';
import type { DealerConfig } from '../../../shared/src/domain/site';
import type { VehicleDetailResponse } from '../../../shared/src/domain/vehicle';
import type { Tenant } from '../sites/tenant';

type DealershipContact = VehicleDetailResponse['dealership'];

/** Sales before other kinds, the primary location, open before coming soon, visible first, then list order. */
function salesRank(location: DealerLocation): number {
  const sales = location.location_type === 'sales' || location.location_type === '' ? 0 : 8;
  return (
    sales + (location.primary ? 0 : 4) + (location.coming_soon_label ? 2 : 0) + (location.visible ? 0 : 1)
  );
}

const phoneOf = (location: DealerLocation | undefined): string | null =>
  location?.contact_detail.phone || location?.contact_detail.landline_phone || null;

/**
 * The number to call about a car: the phone of the location the car is at, else its dealership's main sales
 * location (mobile, else landline), else the dealer's own number; null when there is none at all.
 */
export function dealershipContact(car: Car, dealer: DealerConfig): DealershipContact {
  const dealership = dealer.dealerships.find((d) => d.id === car.dealership_id);
  const main = dealer.locations
    .filter((location) => location.dealership_id === car.dealership_id)
    .sort((a, b) => salesRank(a) - salesRank(b))[0];
  return {
    id: car.dealership_id,
    slug: dealership?.slug ?? car.dealership_slug,
    name: dealership?.name ?? car.dealership_slug,
    phone: car.location?.phone || phoneOf(main) || dealer.phone || null,
  };
}

/** The car without its finance disclaimers (fetched separately by car id, spec §7.8). */
export function withoutDisclaimers(car: Car): Car {
  const lenders: Car['finance_lenders'] = {};
  for (const [provider, lender] of Object.entries(car.finance_lenders)) {
    if (lender) lenders[provider as keyof Car['finance_lenders']] = { ...lender, disclaimer: null };
  }
  return { ...car, finance_lenders: lenders };
}

/** GET /api/cars/{slug}: the car as the vehicle page shows it, its dealership and the site's id. */
export function vehicleDetail(car: Car, tenant: Tenant): VehicleDetailResponse {
  return {
    car: withoutDisclaimers(car),
    dealership: dealershipContact(car, tenant.dealer),
    website_id: tenant.site.id,
  };
}
