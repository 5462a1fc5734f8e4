import type { DealerLocation } from '../../../shared/src/domain/location';
import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import type { Db } from '../db/db';
import type { Tenant } from '../sites/tenant';
import { RequestError } from './request-errors';

export interface LeadTargets {
  carId: number | null;
  dealershipId: number | null;
  /** The site's location the lead names (`params.location`), null when it names none. */
  location: DealerLocation | null;
}

/** A lead naming a location of one dealership and another dealership (ours: the spec gives no text). */
export const LOCATION_OF_ANOTHER_DEALERSHIP =
  'The location you chose is not one of the chosen dealership’s locations. Please choose again.';

/** The site's location a lead names in `params.location` (its slug), null when it names none. */
function namedLocation(tenant: Tenant, params: LeadSubmission['params']): DealerLocation | null {
  const slug = params?.location;
  if (typeof slug !== 'string' || slug === '') return null;
  const location = tenant.dealer.locations.find((l) => l.slug === slug);
  if (!location) throw new RequestError(400, 'Unknown location for this site.');
  return location;
}

/**
 * The car and dealership a lead names, checked against the site that receives it: a lead can never be
 * attached to another site's dealership, car or location (400), the dealership named by dealership_slug or by
 * a non-final step's car_dealership_id. Without either, the car's dealership, then the named location's, then
 * the site's first dealership: the site's own inbox, which delivery sends to as well, so the lead is also in
 * that dealership's leads API. A location must belong with the dealership: it is one of the dealership's, or
 * the car's own yard (a car may stand at another dealership's yard of the site). A car and a dealership
 * named together need not be the car's: the finance application lets the shopper choose the dealership.
 */
export async function resolveLeadTargets(
  db: Db,
  tenant: Tenant,
  submission: Pick<LeadSubmission, 'dealership_slug' | 'car_id' | 'car_dealership_id' | 'params'>,
): Promise<LeadTargets> {
  let dealershipId: number | null = null;
  if (submission.dealership_slug != null) {
    const dealership = tenant.dealer.dealerships.find((d) => d.slug === submission.dealership_slug);
    if (!dealership) throw new RequestError(400, 'Unknown dealership for this site.');
    dealershipId = dealership.id;
  }
  if (submission.car_dealership_id != null) {
    if (!tenant.dealer.dealerships.some((d) => d.id === submission.car_dealership_id))
      throw new RequestError(400, 'Unknown dealership for this site.');
    dealershipId ??= submission.car_dealership_id;
  }
  const location = namedLocation(tenant, submission.params);
  let car: { id: number; dealership_id: number; location_id: number | null } | undefined;
  if (submission.car_id != null) {
    [car] = await db.query<{ id: number; dealership_id: number; location_id: number | null }>(
      `SELECT c.id, c.dealership_id, c.location_id FROM cars c JOIN dealerships d ON d.id = c.dealership_id
       WHERE c.id = $1 AND d.site_id = $2`,
      [submission.car_id, tenant.site.id],
    );
    if (!car) throw new RequestError(400, 'Unknown car for this site.');
  }
  dealershipId ??= car?.dealership_id ?? location?.dealership_id ?? tenant.dealer.dealerships[0]?.id ?? null;
  if (location && location.dealership_id !== dealershipId && location.id !== car?.location_id)
    throw new RequestError(400, LOCATION_OF_ANOTHER_DEALERSHIP);
  return { carId: car?.id ?? null, dealershipId, location };
}
