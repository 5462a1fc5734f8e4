import type { Car, CarLocation, CarType } from '../../../shared/src/domain/car';
import { BODY_LABELS } from './body-types';
import { OWN_MAKE_USED_SHARE, type ModelChoice, type StockPlan } from './stock-plan';
import { CAR_COLOURS, WORK_COLOURS } from './colours';
import { financeLenders } from './finance';
import { carImages } from './images';
import { isPreorder, lifecycle, viewsFor } from './lifecycle';
import { marketData } from './market-data';
import { expectedKm, odometer } from './odometer';
import { priceFields } from './price-fields';
import { marketValue } from './pricing';
import { chance, randomInt, type Random } from './prng';
import { kebab } from './slug';
import { stockNumber } from './stock-number';
import { isCertified, customTag } from './tags';
import type { UsedYears } from './used-years';
import { buildVehicle, type Vehicle } from './vehicle';
import { makeVin } from './vin';

/** Everything fixed for one generation run. */
export interface RunContext {
  seed: number;
  currentYear: number;
  nowSeconds: number;
  usedYears: UsedYears;
}

/** Shares (issue 3 item 3): cars without photos (~3%), used cars with a history report (~30%), cars hidden from
 * the website, in-stock cars reserved (~2% of all cars). */
const NO_PHOTO_SHARE = 0.03;
const HISTORY_REPORT_SHARE = 0.3;
const HIDDEN_SHARE = 0.04;
const RESERVED_SHARE_OF_IN_STOCK = 0.024;
const WORK_BODIES = new Set(['van', 'cabChassis', 'lightTruck', 'bus', 'hardtop', 'softtop', 'motorhome']);

function pickModel(random: Random, plan: StockPlan, carType: CarType): ModelChoice {
  if (carType !== 'used' && plan.newModels) return plan.newModels.pick(random);
  if (plan.usedOwn && chance(random, OWN_MAKE_USED_SHARE)) return plan.usedOwn.pick(random);
  return plan.usedMarket.pick(random);
}

function carsalesTitle(v: Vehicle): string {
  const parts = [String(v.year), v.make.name, v.model.name, v.badge.name];
  if (v.series) parts.push(v.series);
  if (v.transmission) parts.push(v.transmission === 'Manual' ? 'Manual' : 'Auto');
  if (v.drive === '4WD') parts.push('4x4');
  else if (v.drive === '2WD' && (v.body === 'ute' || v.body === 'cabChassis')) parts.push('4x2');
  else if (v.drive === 'AWD') parts.push('AWD');
  if (v.body === 'ute' || v.body === 'cabChassis') parts.push(v.bodyconfiguration);
  return parts.join(' ');
}

/** The car's location object (spec §3), a fresh copy per car so callers may change one car's data. */
function location(plan: StockPlan): CarLocation {
  const d = plan.dealer;
  return {
    name: d.locationName,
    phone: d.phone,
    slug: d.locationSlug,
    distribution_locations: [],
    address: {
      id: d.locationId,
      street: d.street,
      city: d.city,
      state: plan.state,
      place_url: plan.placeUrl,
    },
  };
}

/** "make-model-badge" slug parts, cached per badge. */
const slugParts = new WeakMap<object, string>();

function carSlug(v: Vehicle, id: number): string {
  let middle = slugParts.get(v.badge);
  if (middle === undefined) {
    middle = kebab(`${v.make.name} ${v.model.name} ${v.badge.name}`);
    slugParts.set(v.badge, middle);
  }
  return `${v.year}-${middle}-${id}`;
}

/** One car (spec §3 Car); `stockIndex` is the dealership's running count, for its stock number. */
export function buildCar(
  random: Random,
  id: number,
  plan: StockPlan,
  stockIndex: number,
  run: RunContext,
): Car {
  const carType = plan.carTypes.pick(random);
  const vehicle = buildVehicle(
    random,
    pickModel(random, plan, carType),
    carType,
    run.currentYear,
    run.usedYears,
  );
  const { make, model } = vehicle;
  const ageYears = run.currentYear - vehicle.year;
  const colour = (
    WORK_BODIES.has(vehicle.body) || plan.segment !== 'passenger' ? WORK_COLOURS : CAR_COLOURS
  ).pick(random);
  const km = odometer(random, { carType, ageYears, kmPerYear: model.kmPerYear, towable: model.towable });
  const usualKm = expectedKm(ageYears, model.kmPerYear);
  const life = lifecycle(random, carType, run.nowSeconds);
  const available = life.status !== 'sold';
  const preorder = isPreorder(random, carType, life.status);
  const value = marketValue(random, {
    carType,
    newPrice: vehicle.badge.price,
    ageYears,
    km,
    expectedKm: usualKm,
    resale: make.resale,
    towable: model.towable,
  });
  const prices = priceFields(random, {
    value,
    carType,
    available,
    preorder,
    specialist: plan.segment !== 'passenger',
    subscriptionSite: plan.dealer.subscription === true,
    ageYears,
  });
  const vin = makeVin({
    wmi: make.wmi,
    model: `${make.name} ${model.name}`,
    year: vehicle.year,
    id,
    salt: run.seed,
  });
  const photos = chance(random, NO_PHOTO_SHARE) ? 0 : randomInt(random, 8, 20);
  const media = carImages(vehicle.body, colour.hex, photos);
  const name = `${vehicle.year} ${make.name} ${model.name}`;
  return {
    id,
    slug: carSlug(vehicle, id),
    name,
    year: vehicle.year,
    make: make.name,
    model: model.name,
    badge: vehicle.badge.name,
    series: vehicle.series,
    car_type: carType,
    status: life.status,
    sold: !available,
    sold_date_timestamp: life.soldAt,
    show_on_dealer_website: !chance(random, HIDDEN_SHARE),
    stocknum: stockNumber(plan.prefix, stockIndex, plan.salt),
    km,
    ...prices,
    offer_price: null,
    preorder,
    reserved: life.status === 'in_stock' && chance(random, RESERVED_SHARE_OF_IN_STOCK),
    tag: customTag(random, { carType, available, km, expectedKm: usualKm, ageYears }),
    certified: isCertified(random, { carType, km, ageYears }),
    created_at: new Date(life.createdAt * 1000).toISOString(),
    photos_count: media.images.length,
    file: carType === 'used' && chance(random, HISTORY_REPORT_SHARE) ? `/files/history/${vin}.pdf` : null,
    vin,
    simple_body: BODY_LABELS[vehicle.body],
    simple_drive: vehicle.drive,
    simple_transmission: vehicle.transmission,
    simple_fuel: vehicle.fuel,
    fuel: vehicle.fuelDetail,
    colour: colour.name,
    gearnum: vehicle.gearnum,
    bodyconfiguration: vehicle.bodyconfiguration,
    views: viewsFor(random, life.daysListed),
    seats: vehicle.seats,
    dealership_id: plan.dealer.id,
    dealership_slug: plan.dealer.slug,
    city: plan.dealer.city,
    state: plan.state,
    ...media,
    carsales_title: carsalesTitle(vehicle),
    private_suburb: plan.dealer.city,
    private_postcode: plan.dealer.postcode,
    variant: { geartype: vehicle.geartype },
    trans: vehicle.trans,
    autograb_data: marketData(random, carType, prices.price > 0 ? prices.price : value),
    finance_lenders: financeLenders(random, {
      price: prices.price,
      carType,
      ageYears,
      isNissan: make.name === 'Nissan',
    }),
    location: location(plan),
  };
}
