import type { CarType } from '../domain/car';

const CAR_TYPE_LABELS: Record<Exclude<CarType, 'used'>, string> = { new: 'New', demo: 'Demo' };

/** car_type as the site says it: "used" in the site's own words (e.g. "Pre-Owned", spec §2). */
export function carTypeLabel(carType: CarType, usedLabel: string): string {
  return carType === 'used' ? usedLabel : CAR_TYPE_LABELS[carType];
}
