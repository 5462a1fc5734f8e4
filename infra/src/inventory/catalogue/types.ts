import type { BodyType } from '../../../../shared/src/domain/catalogue';

/** simple_fuel values (issue 3 item 3). */
export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'Plug-in Hybrid';
/** simple_drive values. */
export type Drive = '2WD' | '4WD' | 'AWD' | 'FWD' | 'RWD';
/** Automatic gearbox kinds; EV is a single-speed reduction gear. */
export type AutoBox =
  'A4' | 'A5' | 'A6' | 'A7' | 'A8' | 'A9' | 'A10' | 'CVT' | 'DCT6' | 'DCT7' | 'DCT8' | 'AMT6' | 'EV';

export interface BadgeSpec {
  name: string;
  /** Current new price in dollars (drive-away ballpark). */
  price: number;
  weight: number;
  fuel?: Fuel;
  drive?: Drive;
  body?: BodyType;
  seats?: number;
  /** First and last model year the badge existed (inclusive). */
  from?: number;
  to?: number;
}

export interface SeriesSpec {
  code: string | null;
  /** First model year of the series; the latest series starting at or before a car's year applies. */
  from: number;
}

export interface ModelSpec {
  make: string;
  name: string;
  /** Share within the make. */
  weight: number;
  body: BodyType;
  /** Other bodies the model comes in, with their share (0..1) of the model. */
  altBodies: { body: BodyType; share: number }[];
  badges: BadgeSpec[];
  /** Series by year; `MY` means a model-year code (MY24) is used instead of a chassis code. */
  series: SeriesSpec[] | 'MY';
  from: number;
  /** Last model year sold new; null while still on sale. */
  to: number | null;
  fuels: { fuel: Fuel; weight: number; from: number }[];
  drives: { drive: Drive; weight: number }[];
  auto: AutoBox;
  /** Share of manual gearboxes (0..1) and their gear count. */
  manual: number;
  manualGears: number;
  seats: number | null;
  /** Share of utes sold as a cab chassis. */
  cabChassis: number;
  /** Towed (caravans, campers): no engine, no km, no drive. */
  towable: boolean;
  /** Average km a year once used (default 15,000). */
  kmPerYear: number;
}

export interface MakeSpec {
  name: string;
  /** Relative share of the Australian market (roughly new-vehicle sales, thousands a year). */
  weight: number;
  /** How well the make holds its value (1 = average). */
  resale: number;
  /** VIN world manufacturer identifier (3 characters). */
  wmi: string;
  /** Petrol models take premium unleaded. */
  premium: boolean;
  /** No longer sold new in Australia: appears only as used stock. */
  usedOnly: boolean;
  models: ModelSpec[];
}

/** Which kind of vehicles a catalogue holds; dealers draw from the segment of their kind. */
export type Segment = 'passenger' | 'truck' | 'caravan';
