import type { VehicleDetailResponse } from '@dealerline/shared';

/**
 * The number shoppers call about this car: its location's phone, else its dealership's; null when neither
 * has one (spec §8 "No phone number for a car": warning logged, no call panel).
 */
export function dealerPhone({
  car,
  dealership,
}: Pick<VehicleDetailResponse, 'car' | 'dealership'>): string | null {
  const phone = car.location?.phone?.trim() || dealership.phone?.trim();
  return phone || null;
}
