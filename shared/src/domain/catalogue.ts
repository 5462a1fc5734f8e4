/** Manufacturer catalogue (spec §3). */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** How a body type reads on the site (simple_body, filters, "Vehicles by body type"). */
export const BODY_TYPE_LABELS: Readonly<Record<BodyType, string>> = {
  '4x4': '4x4',
  bus: 'Bus',
  cabChassis: 'Cab Chassis',
  convertible: 'Convertible',
  coupe: 'Coupe',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  motorhome: 'Motorhome',
  lightTruck: 'Light Truck',
  peopleMover: 'People Mover',
  sedan: 'Sedan',
  softtop: 'Softtop',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  stationWagon: 'Station Wagon',
};

export interface Manufacturer {
  id: number;
  name: string;
  slug: string;
  logo: { url: string | null };
}

export type ModelStatus = 'all_new' | 'coming_soon' | '';

export interface VehicleModel {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  short_description: string | null;
  manufacturer_body: string | null;
  manufacturer_body2: string | null;
  manufacturer_body3: string | null;
  bodyStyle: string[];
  body: BodyType[];
  image: { url: string | null; thumb: string | null };
  status: ModelStatus;
  fuel: string[];
  variant: string | null;
  override_url: string | null;
  path: string | null;
  aftermarket_manufacturer_id: number | null;
  accessories_count: number;
  manufacturer_name: string;
}
