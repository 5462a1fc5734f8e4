import type { Car } from '../domain/car';
import type { TagWording } from '../domain/site';
import { isAvailable } from './availability';
import { NEW_ARRIVAL_DAYS } from './constants';

const MS_PER_DAY = 86_400_000;

export type CardTagKind =
  'sold' | 'electric' | 'hybrid' | 'reserved' | 'certified' | 'custom' | 'coming_soon' | 'new_arrival';

export interface CardTag {
  kind: CardTagKind;
  label: string;
}

export interface CardTagOptions {
  /** The site shows Electric / Hybrid tags (SiteConfig.fuel_tags). */
  fuelTags: boolean;
  wording: TagWording;
}

type TaggedCar = Pick<
  Car,
  'status' | 'simple_fuel' | 'fuel' | 'reserved' | 'certified' | 'car_type' | 'tag' | 'created_at'
>;

/**
 * Electric or hybrid, read from simple_fuel (or fuel when simple_fuel is empty), case-insensitive.
 * "hybrid" is checked first so "Petrol Electric Hybrid" or "Plug-in Hybrid Electric" reads hybrid.
 */
function fuelKind(car: Pick<Car, 'simple_fuel' | 'fuel'>): 'electric' | 'hybrid' | null {
  const fuel = (car.simple_fuel || car.fuel || '').toLowerCase();
  if (fuel.includes('hybrid')) return 'hybrid';
  if (fuel.includes('electric')) return 'electric';
  return null;
}

/**
 * New arrival: created within the last 8 days, INCLUSIVE: a car created exactly 8 × 24 h before `now`
 * still shows the tag, one millisecond later it does not. A created_at in the future (clock skew) counts as
 * new; an unparseable created_at never does.
 */
export function isNewArrival(car: Pick<Car, 'created_at'>, now: Date): boolean {
  const created = Date.parse(car.created_at);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created <= NEW_ARRIVAL_DAYS * MS_PER_DAY;
}

/** Spec §4 "Card tag priority": the first matching tag wins; null when none applies. */
export function cardTag(car: TaggedCar, options: CardTagOptions, now: Date): CardTag | null {
  const { wording } = options;
  if (!isAvailable(car)) return { kind: 'sold', label: wording.sold };
  const fuel = options.fuelTags ? fuelKind(car) : null;
  if (fuel) return { kind: fuel, label: wording[fuel] };
  if (car.reserved) return { kind: 'reserved', label: wording.reserved };
  if (car.certified && car.car_type === 'used') return { kind: 'certified', label: wording.certified };
  const custom = car.tag?.trim();
  if (custom) return { kind: 'custom', label: custom };
  if (car.status === 'coming_soon') return { kind: 'coming_soon', label: wording.coming_soon };
  if (isNewArrival(car, now)) return { kind: 'new_arrival', label: wording.new_arrival };
  return null;
}
