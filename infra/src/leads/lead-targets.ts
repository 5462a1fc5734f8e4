import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import type { Db } from '../db/db';
import type { Tenant } from '../sites/tenant';
import { RequestError } from './request-errors';

export interface LeadTargets {
  carId: number | null;
  dealershipId: number | null;
}

/**
 * The car and dealership a lead names, checked against the site that receives it: a lead can never be
 * attached to another site's dealership or car (400), named by dealership_slug or by a non-final step's
 * car_dealership_id. Without dealership_slug, car_dealership_id and then the car's dealership are used.
 */
export async function resolveLeadTargets(
  db: Db,
  tenant: Tenant,
  submission: Pick<LeadSubmission, 'dealership_slug' | 'car_id' | 'car_dealership_id'>,
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
  if (submission.car_id == null) return { carId: null, dealershipId };
  const [car] = await db.query<{ id: number; dealership_id: number }>(
    `SELECT c.id, c.dealership_id FROM cars c JOIN dealerships d ON d.id = c.dealership_id
     WHERE c.id = $1 AND d.site_id = $2`,
    [submission.car_id, tenant.site.id],
  );
  if (!car) throw new RequestError(400, 'Unknown car for this site.');
  return { carId: car.id, dealershipId: dealershipId ?? car.dealership_id };
}
