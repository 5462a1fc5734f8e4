import type { Db } from '../../db/db';

export interface MarketCar {
  year: number;
  price: number;
  state?: string;
  average?: number | null;
  stateAverage?: number | null;
}

let next = 1;

/** Test cars of one make and model on a site's first dealership, with the given prices and market data. */
export async function insertMarketCars(
  db: Db,
  siteSlug: string,
  make: string,
  model: string,
  cars: MarketCar[],
) {
  const [dealership] = await db.query<{ id: number }>(
    `SELECT d.id FROM dealerships d JOIN sites s ON s.id = d.site_id WHERE s.slug = $1 ORDER BY d.id LIMIT 1`,
    [siteSlug],
  );
  for (const car of cars) {
    const n = next++;
    const market =
      car.average === undefined && car.stateAverage === undefined
        ? null
        : { average_market_price: car.average ?? null, state_average_market_price: car.stateAverage ?? null };
    await db.query(
      `INSERT INTO cars (dealership_id, slug, name, stocknum, year, make, model, car_type, status, km, price, city,
                         state, autograb_data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'used', 'in_stock', 40000, $8, 'Brisbane', $9, $10::jsonb)`,
      [
        dealership!.id,
        `valuation-test-${n}`,
        `${car.year} ${make} ${model}`,
        `VT${n}`,
        car.year,
        make,
        model,
        car.price,
        car.state ?? 'QLD',
        market && JSON.stringify(market),
      ],
    );
  }
}
