import type { Car, CarStatus, FinanceProvider } from '../../../../shared/src/domain/car';
import type { CardFinance, CarHit } from '../../../../shared/src/domain/search';
import type { IndexedCar } from '../../cars/indexed-car';
import { kebab } from '../../inventory/slug';
import { visibleUntil } from './visibility';

/** One car in the car index: the shared contract the search page reads (see shared/src/domain/search.ts). */
export type CarRecord = CarHit;

/** What the indexer knows about the car's dealership and site. */
export interface DealershipContext {
  name: string;
  /** Days the site shows its sold cars. */
  soldDays: number;
}

const STATUS_TIER: Record<CarStatus, number> = { in_stock: 3, coming_soon: 2, sold: 1 };

/**
 * The default order of the search page (custom_rank desc): available before sold (in stock, then coming soon,
 * then sold), unreserved before reserved, cars with photos before cars without, then the newest first.
 * Encoded as one integer: ((tier × 2 + unreserved) × 2 + has photos) × 100,000 + the day of listing (days
 * since 1970 stay below 100,000 until the year 2243).
 */
export function customRank(car: Pick<Car, 'status' | 'reserved' | 'photos_count' | 'created_at'>): number {
  const tier = STATUS_TIER[car.status] ?? 0;
  const unreserved = car.reserved ? 0 : 1;
  const photos = car.photos_count > 0 ? 1 : 0;
  const created = Date.parse(car.created_at);
  const day = Number.isFinite(created) ? Math.max(0, Math.floor(created / 86_400_000)) % 100_000 : 0;
  return ((tier * 2 + unreserved) * 2 + photos) * 100_000 + day;
}

/** The card figures of each lender: a full Car's lenders lose their disclaimers, card figures stay as read. */
function cardFinance(
  lenders: IndexedCar['finance_lenders'] | null | undefined,
): Partial<Record<FinanceProvider, CardFinance>> {
  const out: Partial<Record<FinanceProvider, CardFinance>> = {};
  for (const [provider, lender] of Object.entries(lenders ?? {})) {
    if (!lender) continue;
    const { disclaimer: _disclaimer, ...figures } = lender as CardFinance & { disclaimer?: unknown };
    out[provider as FinanceProvider] = figures;
  }
  return out;
}

/** The index record of a car (a Car, or what the indexer reads of one: IndexedCar). */
export function toCarRecord(car: IndexedCar, dealership: DealershipContext): CarRecord {
  const created = Date.parse(car.created_at);
  return {
    objectID: String(car.id),
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    make_slug: kebab(car.make),
    model: car.model,
    badge: car.badge,
    series: car.series,
    car_type: car.car_type,
    status: car.status,
    sold: car.sold,
    sold_date_timestamp: car.sold_date_timestamp,
    show_on_dealer_website: car.show_on_dealer_website,
    stocknum: car.stocknum,
    km: car.km,
    price: car.price,
    before_price: car.before_price,
    offer_price: car.offer_price,
    subscription_price: car.subscription_price,
    price_type: car.price_type,
    preorder: car.preorder,
    reserved: car.reserved,
    tag: car.tag,
    certified: car.certified,
    created_at: car.created_at,
    photos_count: car.photos_count,
    primary_image_url: car.primary_image_url,
    simple_body: car.simple_body,
    simple_drive: car.simple_drive,
    simple_transmission: car.simple_transmission,
    simple_fuel: car.simple_fuel,
    fuel: car.fuel,
    colour: car.colour,
    seats: car.seats,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    dealership_name: dealership.name,
    city: car.city,
    state: car.state,
    location_id: car.location?.address.id ?? null,
    location_slug: car.location?.slug ?? null,
    location_name: car.location?.name ?? null,
    autograb_data: car.autograb_data,
    finance_lenders: cardFinance(car.finance_lenders),
    custom_rank: customRank(car),
    created_at_ts: Number.isFinite(created) ? Math.floor(created / 1000) : 0,
    visible_until: visibleUntil(car, dealership.soldDays),
  };
}
