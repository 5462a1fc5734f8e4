import type { CarLocation } from '../../../shared/src/domain/car';
import { createCarsRepository } from '../cars/cars-repository';
import { followLocation, type LocationCopy } from '../cars/location-copy';
import type { Db } from '../db/db';
import { carLocation, loadStockDealerships, loadStockLocations } from '../sites/dealership-directory';
import { saveTenant, type TenantExtras } from '../sites/save-tenant';
import type { Tenant } from '../sites/tenant';
import { plural } from './site-document-store-checks';

/** Read before the put saves: the site's locations as its cars copy them, and the cars at those it deletes. */
export interface LocationsBeforePut {
  locations: Map<number, CarLocation>;
  /** Cars at a location the put deletes (saving it sets their location_id to null). */
  stranded: LocationCopy[];
}

/** What refreshLocationCopies wrote: the cars whose copies changed, and a line per location for the answer. */
export interface RefreshedCopies {
  carIds: number[];
  changes: string[];
}

interface Followed {
  was: CarLocation;
  now: CarLocation | null;
  copy: LocationCopy;
}

async function locationsOf(tx: Db, siteId: number): Promise<Map<number, CarLocation>> {
  return new Map((await loadStockLocations(tx, siteId)).map((l) => [l.id, carLocation(l)]));
}

/** Read inside the put's transaction before saveTenant; `keptIds` are the ids of the document's locations. */
async function locationsBeforePut(
  tx: Db,
  siteId: number,
  keptIds: Iterable<number>,
): Promise<LocationsBeforePut> {
  const locations = await locationsOf(tx, siteId);
  const kept = new Set(keptIds);
  const deleted = [...locations.keys()].filter((id) => !kept.has(id));
  return { locations, stranded: await createCarsRepository(tx).locationCopies(siteId, deleted) };
}

const ADDRESS_FIELDS = ['street', 'city', 'state', 'place_url'] as const;

function changedFields(was: CarLocation, now: CarLocation): string {
  const fields = [
    ...(['name', 'phone'] as const).filter((field) => was[field] !== now[field]),
    ...ADDRESS_FIELDS.filter((field) => was.address[field] !== now.address[field]),
  ];
  return fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : fields.join('');
}

function changeLine({ was, now }: Followed, cars: number): string {
  const kept = `${plural(cars, 'car')} kept at location ${was.slug}`;
  if (!now) return `${kept} left at no location (their dealership has none)`;
  if (now.address.id !== was.address.id)
    return `${kept} moved to ${now.slug}, their dealership’s main location`;
  return `${kept} updated to its new ${changedFields(was, now)} (vehicle pages and search records)`;
}

function changeLines(followed: readonly Followed[]): string[] {
  const groups = new Map<string, { first: Followed; cars: number }>();
  for (const item of followed) {
    const key = `${item.was.address.id}→${item.now?.address.id ?? ''}`;
    const group = groups.get(key) ?? { first: item, cars: 0 };
    group.cars += 1;
    groups.set(key, group);
  }
  return [...groups.values()].map(({ first, cars }) => changeLine(first, cars));
}

/**
 * After saveTenant, in the same transaction: the cars at a location the put changed (name, phone, address,
 * city, state as a car copies them; the dealer's phone stands in for a location without one) follow it
 * (followLocation), and the cars at a location it deleted move to their dealership's main location, as the
 * importer places a row whose location is unknown. Their search records are the caller's to refresh.
 */
async function refreshLocationCopies(
  tx: Db,
  siteId: number,
  before: LocationsBeforePut,
): Promise<RefreshedCopies> {
  const after = await locationsOf(tx, siteId);
  const edited = [...before.locations.keys()].filter(
    (id) => after.has(id) && JSON.stringify(after.get(id)) !== JSON.stringify(before.locations.get(id)),
  );
  const cars = createCarsRepository(tx);
  const staying = await cars.locationCopies(siteId, edited);
  const mains = new Map(
    (await loadStockDealerships(tx, siteId)).map((d) => [d.id, d.location && carLocation(d.location)]),
  );
  const moves: Followed[] = [
    ...staying.map((copy) => ({
      copy,
      was: before.locations.get(copy.location_id!)!,
      now: after.get(copy.location_id!)!,
    })),
    ...before.stranded.map((copy) => ({
      copy,
      was: before.locations.get(copy.location_id!)!,
      now: mains.get(copy.dealership_id) ?? null,
    })),
  ];
  const followed = moves.flatMap((move) => {
    const copy = followLocation(move.copy, move.was, move.now);
    return copy ? [{ ...move, copy }] : [];
  });
  await cars.saveLocationCopies(followed.map((item) => item.copy));
  return { carIds: followed.map((item) => item.copy.id), changes: changeLines(followed) };
}

/**
 * Saves a tenant over its stored site (saveTenant) with the site's cars following their locations
 * (refreshLocationCopies): what `sites put` and the demo seeding's rewrite of a demo site both do, so a car
 * never keeps the copy of a location's old name, phone or address. Run it in the writer's transaction after
 * `lockSiteStock(tx, slug, 'exclusive')`, so no import writes the site's cars meanwhile. The search records
 * of the cars it names are the caller's to refresh after the commit.
 */
export async function saveTenantWithCars(
  tx: Db,
  tenant: Tenant,
  extras: TenantExtras,
): Promise<RefreshedCopies> {
  const { site, dealer } = tenant;
  const before = await locationsBeforePut(
    tx,
    site.id,
    dealer.locations.map((location) => location.id),
  );
  await saveTenant(tx, tenant, extras);
  return refreshLocationCopies(tx, site.id, before);
}
