import { carTypeLabel, formatKm, type CardChip, type CarHit } from '@dealerline/shared';

export interface ChipText {
  chip: CardChip;
  text: string;
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
