import { formatKm, type CardChip, type CarHit, type CarType } from '@dealerline/shared';

export interface ChipText {
  chip: CardChip;
  text: string;
}

const CAR_TYPE_LABELS: Record<Exclude<CarType, 'used'>, string> = { new: 'New', demo: 'Demo' };

/** car_type as the site says it: "used" in the site's own words (e.g. "Pre-Owned", spec §2). */
export function carTypeLabel(carType: CarType, usedLabel: string): string {
  return carType === 'used' ? usedLabel : CAR_TYPE_LABELS[carType];
}

function chipText(hit: CarHit, chip: CardChip, usedLabel: string): string | null {
  switch (chip) {
    case 'car_type':
      return carTypeLabel(hit.car_type, usedLabel);
    case 'km':
      return formatKm(hit.km);
    case 'stocknum':
      return hit.stocknum && `Stock # ${hit.stocknum}`;
    case 'year':
      return String(hit.year);
    case 'seats':
      return hit.seats == null ? null : `${hit.seats} seats`;
    case 'simple_body':
    case 'simple_transmission':
    case 'simple_fuel':
    case 'simple_drive':
    case 'colour':
      return hit[chip];
  }
}

/** The card's attribute chips (spec §2), in the site's order; a chip whose value the car lacks is left out. */
export function cardChips(hit: CarHit, chips: readonly CardChip[], usedLabel: string): ChipText[] {
  return chips.flatMap((chip) => {
    const text = chipText(hit, chip, usedLabel);
    return text ? [{ chip, text }] : [];
  });
}
