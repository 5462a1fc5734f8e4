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

/** A tel: link of a number as written ("07 5443 2100" → "tel:0754432100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
