import { BODY_TYPES, type BodyType } from '../../../../shared/src/domain/catalogue';
import type { AutoBox, BadgeSpec, Drive, Fuel, MakeSpec, ModelSpec, SeriesSpec } from './types';

/**
 * A compact notation for the catalogue so hundreds of badges stay readable. Every string is parsed when the
 * module loads and a typo throws at once (the catalogue test loads every make).
 *
 *   b  badges  "Workmate = 36 2WD; SR5 = 64; Rogue = 73 from:2018"   price in $k; flags: fuel letter
 *              (P D H E X=plug-in hybrid), a drive, body:<type>, seats:<n>, from:<year>, to:<year>, w:<weight>
 *   s  series  "KUN26R 2008; GUN126R 2015" (code then first year), "MY" for model-year codes, "" for none
 *   y  years   "2008-" on sale since 2008, "2017-2024" sold new 2017 to 2024
 *   f  fuels   "P25 H75@2019" weights, with the first year the fuel was offered after @
 *   d  drives  "4WD85 2WD15"
 *   t  trans   "A6 M12" automatic box then manual share in %, "M12/5" for a 5-speed manual
 *   alt        "sedan25 wagon10" other bodies with their share in %
 */
export interface ModelNotation {
  b: string;
  s?: string;
  y: string;
  f?: string;
  d?: string;
  t?: string;
  alt?: string;
  seats?: number | null;
  /** Share (%) of utes sold as cab chassis. */
  cc?: number;
  towable?: boolean;
  kmPerYear?: number;
}

const FUEL_LETTERS: Record<string, Fuel> = {
  P: 'Petrol',
  D: 'Diesel',
  H: 'Hybrid',
  E: 'Electric',
  X: 'Plug-in Hybrid',
};
const DRIVES: readonly Drive[] = ['2WD', '4WD', 'AWD', 'FWD', 'RWD'];
const AUTO_BOXES: readonly AutoBox[] = [
  'A4',
  'A5',
  'A6',
  'A7',
  'A8',
  'A9',
  'A10',
  'CVT',
  'DCT6',
  'DCT7',
  'DCT8',
  'AMT6',
  'EV',
];

function fail(where: string, message: string): never {
  throw new Error(`inventory catalogue ${where}: ${message}`);
}

function isBody(text: string): text is BodyType {
  return (BODY_TYPES as readonly string[]).includes(text);
}

function parseYears(where: string, text: string): { from: number; to: number | null } {
  const match = /^(\d{4})-(\d{4})?$/.exec(text.trim());
  if (!match) fail(where, `bad years "${text}"`);
  return { from: Number(match[1]), to: match[2] ? Number(match[2]) : null };
}

function parseBadge(where: string, entry: string): BadgeSpec {
  const [namePart, rest] = entry.split('=');
  const name = namePart?.trim();
  if (!name || rest == null) fail(where, `bad badge "${entry}"`);
  const [priceText, ...flags] = rest.trim().split(/\s+/);
  const price = Number(priceText);
  if (!Number.isFinite(price) || price <= 0) fail(where, `bad price in "${entry}"`);
  const badge: BadgeSpec = { name, price: Math.round(price * 1000), weight: 1 };
  for (const flag of flags) {
    const [key, value] = flag.split(':');
    if (value === undefined) {
      const fuel = FUEL_LETTERS[flag];
      if (fuel) badge.fuel = fuel;
      else if ((DRIVES as readonly string[]).includes(flag)) badge.drive = flag as Drive;
      else fail(where, `unknown flag "${flag}" in "${entry}"`);
    } else if (key === 'body' && isBody(value)) badge.body = value;
    else if (key === 'seats') badge.seats = Number(value);
    else if (key === 'from') badge.from = Number(value);
    else if (key === 'to') badge.to = Number(value);
    else if (key === 'w') badge.weight = Number(value);
    else fail(where, `unknown flag "${flag}" in "${entry}"`);
  }
  return badge;
}

/** Mid-range badges sell best: weights fall off gently after the second badge. */
function defaultBadgeWeights(badges: BadgeSpec[], explicit: Set<BadgeSpec>): void {
  badges.forEach((badge, i) => {
    if (!explicit.has(badge)) badge.weight = i === 0 ? 1 : Math.max(0.3, 1.15 - 0.15 * i);
  });
}

function parseBadges(where: string, text: string): BadgeSpec[] {
  const entries = text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) fail(where, 'no badges');
  const explicit = new Set<BadgeSpec>();
  const badges = entries.map((entry) => {
    const badge = parseBadge(where, entry);
    if (/\bw:/.test(entry)) explicit.add(badge);
    return badge;
  });
  defaultBadgeWeights(badges, explicit);
  return badges;
}

function parseSeries(where: string, text: string | undefined): SeriesSpec[] | 'MY' {
  if (text === 'MY') return 'MY';
  if (!text) return [];
  return text.split(';').map((entry) => {
    const match = /^(.+?)\s+(\d{4})$/.exec(entry.trim());
    if (!match) fail(where, `bad series "${entry}"`);
    return { code: match[1] === '-' ? null : (match[1] as string), from: Number(match[2]) };
  });
}

function parseFuels(where: string, text: string, from: number): ModelSpec['fuels'] {
  return text.split(/\s+/).map((token) => {
    const match = /^([PDHEX])(\d+)(?:@(\d{4}))?$/.exec(token);
    if (!match) fail(where, `bad fuel "${token}"`);
    return {
      fuel: FUEL_LETTERS[match[1] as string] as Fuel,
      weight: Number(match[2]),
      from: match[3] ? Number(match[3]) : from,
    };
  });
}

function parseDrives(where: string, text: string): ModelSpec['drives'] {
  return text.split(/\s+/).map((token) => {
    const match = /^(2WD|4WD|AWD|FWD|RWD)(\d+)$/.exec(token);
    if (!match) fail(where, `bad drive "${token}"`);
    return { drive: match[1] as Drive, weight: Number(match[2]) };
  });
}

function parseTrans(where: string, text: string): Pick<ModelSpec, 'auto' | 'manual' | 'manualGears'> {
  const [autoText, manualText] = text.split(/\s+/);
  if (!autoText || !(AUTO_BOXES as readonly string[]).includes(autoText))
    fail(where, `bad gearbox "${text}"`);
  const manual = manualText ? /^M(\d+)(?:\/(\d))?$/.exec(manualText) : null;
  if (manualText && !manual) fail(where, `bad manual share "${text}"`);
  return {
    auto: autoText as AutoBox,
    manual: manual ? Number(manual[1]) / 100 : 0,
    manualGears: manual?.[2] ? Number(manual[2]) : 6,
  };
}

function parseAltBodies(where: string, text: string | undefined): ModelSpec['altBodies'] {
  if (!text) return [];
  return text.split(/\s+/).map((token) => {
    const match = /^([A-Za-z0-9]+?)(\d+)$/.exec(token);
    if (!match || !isBody(match[1] as string)) fail(where, `bad alternative body "${token}"`);
    return { body: match[1] as BodyType, share: Number(match[2]) / 100 };
  });
}

/** One model of a make, from the compact notation. */
export function model(
  name: string,
  weight: number,
  body: BodyType,
  n: ModelNotation,
): (make: string) => ModelSpec {
  return (make) => {
    const where = `${make} ${name}`;
    const years = parseYears(where, n.y);
    return {
      make,
      name,
      weight,
      body,
      altBodies: parseAltBodies(where, n.alt),
      badges: parseBadges(where, n.b),
      series: parseSeries(where, n.s),
      ...years,
      fuels: n.towable ? [] : parseFuels(where, n.f ?? 'P100', years.from),
      drives: n.towable ? [] : parseDrives(where, n.d ?? 'FWD100'),
      ...(n.towable ? { auto: 'A6' as AutoBox, manual: 0, manualGears: 6 } : parseTrans(where, n.t ?? 'A6')),
      seats: n.seats === undefined ? null : n.seats,
      cabChassis: (n.cc ?? 0) / 100,
      towable: n.towable ?? false,
      kmPerYear: n.kmPerYear ?? 15_000,
    };
  };
}

export interface MakeNotation {
  weight: number;
  resale: number;
  wmi: string;
  premium?: boolean;
  usedOnly?: boolean;
}

/** A make with its models. */
export function make(name: string, n: MakeNotation, models: ((make: string) => ModelSpec)[]): MakeSpec {
  if (!/^[A-HJ-NPR-Z0-9]{3}$/.test(n.wmi)) fail(name, `bad WMI "${n.wmi}"`);
  return {
    name,
    weight: n.weight,
    resale: n.resale,
    wmi: n.wmi,
    premium: n.premium ?? false,
    usedOnly: n.usedOnly ?? false,
    models: models.map((build) => build(name)),
  };
}
