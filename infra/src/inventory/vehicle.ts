import type { BodyType } from '../../../shared/src/domain/catalogue';
import type { CarType } from '../../../shared/src/domain/car';
import { bodyDetails } from './body-types';
import type { AutoBox, BadgeSpec, Drive, Fuel, MakeSpec, ModelSpec } from './catalogue';
import { chance, type Random } from './prng';
import type { UsedYears } from './used-years';

/** Cab chassis utes are work vehicles: only a model's two cheapest badges come as one. */
const CAB_CHASSIS_BADGES = 2;

/** The technical description of one generated vehicle (everything that follows from make, model and badge). */
export interface Vehicle {
  make: MakeSpec;
  model: ModelSpec;
  badge: BadgeSpec;
  year: number;
  series: string | null;
  body: BodyType;
  bodyconfiguration: string;
  seats: number | null;
  fuel: Fuel | null;
  /** Listing fuel text ("Petrol - Premium ULP"). */
  fuelDetail: string | null;
  drive: Drive | null;
  transmission: 'Automatic' | 'Manual' | null;
  trans: string | null;
  geartype: string | null;
  gearnum: number | null;
}

/** New stock is this year's (mostly) or last year's; demos a little older (issue 3 item 3). */
function newYear(
  random: Random,
  model: ModelSpec,
  carType: CarType,
  currentYear: number,
  usedYears: UsedYears,
): number {
  if (carType === 'used') return usedYears.table(model).pick(random);
  const previousShare = carType === 'demo' ? 0.4 : 0.15;
  const year = chance(random, previousShare) ? currentYear - 1 : currentYear;
  return Math.min(Math.max(year, model.from), model.to ?? currentYear);
}

/** A badge sold in `year`; `cheapest` limits the choice to the first badges (work-spec cab chassis). */
function pickBadge(random: Random, model: ModelSpec, year: number, cheapest = Infinity): BadgeSpec {
  const fitting = model.badges.filter((badge) => badgeFits(badge, year)).slice(0, cheapest);
  if (fitting.length === 0) return model.badges[0] as BadgeSpec;
  const total = fitting.reduce((sum, badge) => sum + badge.weight, 0);
  let target = random() * total;
  for (const badge of fitting) {
    target -= badge.weight;
    if (target < 0) return badge;
  }
  return fitting[fitting.length - 1] as BadgeSpec;
}

function badgeFits(badge: BadgeSpec, year: number): boolean {
  return (badge.from == null || year >= badge.from) && (badge.to == null || year <= badge.to);
}

function pickFuel(random: Random, model: ModelSpec, badge: BadgeSpec, year: number): Fuel | null {
  if (model.towable) return null;
  if (badge.fuel) return badge.fuel;
  let total = 0;
  for (const option of model.fuels) if (option.from <= year) total += option.weight;
  let target = random() * total;
  for (const option of model.fuels) {
    if (option.from > year) continue;
    target -= option.weight;
    if (target < 0) return option.fuel;
  }
  return model.fuels[0]?.fuel ?? 'Petrol';
}

function pickDrive(random: Random, model: ModelSpec, badge: BadgeSpec): Drive | null {
  if (model.towable) return null;
  if (badge.drive) return badge.drive;
  const total = model.drives.reduce((sum, option) => sum + option.weight, 0);
  let target = random() * total;
  for (const option of model.drives) {
    target -= option.weight;
    if (target < 0) return option.drive;
  }
  return model.drives[0]?.drive ?? 'FWD';
}

function seriesOf(model: ModelSpec, year: number): string | null {
  if (model.series === 'MY') return `MY${String(year % 100).padStart(2, '0')}`;
  let code: string | null = model.series[0]?.code ?? null;
  for (const series of model.series) if (series.from <= year) code = series.code;
  return code;
}

const FUEL_DETAIL: Record<Fuel, [regular: string, premium: string]> = {
  Petrol: ['Petrol - Unleaded ULP', 'Petrol - Premium ULP'],
  Diesel: ['Diesel', 'Diesel'],
  Hybrid: ['Hybrid with Regular Unleaded', 'Hybrid with Premium Unleaded'],
  Electric: ['Electric', 'Electric'],
  'Plug-in Hybrid': ['Plug-in Hybrid Petrol/Electric', 'Plug-in Hybrid Premium/Electric'],
};

type Gearbox = Pick<Vehicle, 'transmission' | 'trans' | 'geartype' | 'gearnum'>;

/** Listing gearbox text; a CVT and an EV's reduction gear count as one gear. */
function autoGearbox(box: AutoBox): Gearbox {
  if (box === 'EV')
    return {
      transmission: 'Automatic',
      trans: '1 Speed Reduction Gear',
      geartype: 'Reduction Gear',
      gearnum: 1,
    };
  if (box === 'CVT')
    return {
      transmission: 'Automatic',
      trans: 'Constant Variable',
      geartype: 'Constant Variable Transmission',
      gearnum: 1,
    };
  const gears = Number(box.replace(/\D/g, ''));
  if (box.startsWith('DCT')) {
    return {
      transmission: 'Automatic',
      trans: `${gears} Speed Dual Clutch`,
      geartype: 'Sports Automatic Dual Clutch',
      gearnum: gears,
    };
  }
  if (box.startsWith('AMT')) {
    return {
      transmission: 'Automatic',
      trans: `${gears} Speed Automated Manual`,
      geartype: 'Automated Manual',
      gearnum: gears,
    };
  }
  return {
    transmission: 'Automatic',
    trans: `${gears} Speed Automatic`,
    geartype: gears >= 6 ? 'Sports Automatic' : 'Automatic',
    gearnum: gears,
  };
}

function gearbox(random: Random, model: ModelSpec, fuel: Fuel | null): Gearbox {
  if (model.towable || fuel == null)
    return { transmission: null, trans: null, geartype: null, gearnum: null };
  if (fuel === 'Electric') return autoGearbox('EV');
  const manualPossible = fuel === 'Petrol' || fuel === 'Diesel';
  if (manualPossible && model.manual > 0 && chance(random, model.manual)) {
    return {
      transmission: 'Manual',
      trans: `${model.manualGears} Speed Manual`,
      geartype: 'Manual',
      gearnum: model.manualGears,
    };
  }
  return autoGearbox(model.auto === 'EV' ? 'A6' : model.auto);
}

/** Body, listing configuration and seats; some utes are cab chassis, some models come in other bodies. */
function bodyOf(
  random: Random,
  model: ModelSpec,
  badge: BadgeSpec,
  cabChassis: boolean,
): { body: BodyType; configuration: string; seats: number | null } {
  if (model.towable) return { body: model.body, ...bodyDetails(model.body) };
  let body: BodyType = badge.body ?? model.body;
  if (!badge.body) {
    const roll = random();
    let cumulative = 0;
    for (const alt of model.altBodies) {
      cumulative += alt.share;
      if (roll < cumulative) {
        body = alt.body;
        break;
      }
    }
  }
  const details = bodyDetails(body);
  const seats = badge.seats ?? (body === model.body ? (model.seats ?? details.seats) : details.seats);
  if (body === 'ute') {
    if (cabChassis) {
      const dual = chance(random, 0.4);
      return {
        body: 'cabChassis',
        configuration: dual ? 'Dual Cab Chassis' : 'Single Cab Chassis',
        seats: dual ? 5 : 3,
      };
    }
    return chance(random, 0.15)
      ? { body, configuration: 'Extra Cab Pick-up', seats: 4 }
      : { body, configuration: 'Dual Cab Pick-up', seats: 5 };
  }
  return { body, configuration: details.configuration, seats };
}

/** Picks year, badge, series, body, fuel, drive and gearbox for a model. */
export function buildVehicle(
  random: Random,
  choice: { make: MakeSpec; model: ModelSpec },
  carType: CarType,
  currentYear: number,
  usedYears: UsedYears,
): Vehicle {
  const { make, model } = choice;
  const year = newYear(random, model, carType, currentYear, usedYears);
  const cabChassis = model.body === 'ute' && model.cabChassis > 0 && chance(random, model.cabChassis);
  const badge = pickBadge(random, model, year, cabChassis ? CAB_CHASSIS_BADGES : Infinity);
  const body = bodyOf(random, model, badge, cabChassis);
  const fuel = pickFuel(random, model, badge, year);
  const drive = pickDrive(random, model, badge);
  return {
    make,
    model,
    badge,
    year,
    series: seriesOf(model, year),
    body: body.body,
    bodyconfiguration: body.configuration,
    seats: body.seats,
    fuel,
    fuelDetail: fuel == null ? null : FUEL_DETAIL[fuel][make.premium ? 1 : 0],
    drive,
    ...gearbox(random, model, fuel),
  };
}
