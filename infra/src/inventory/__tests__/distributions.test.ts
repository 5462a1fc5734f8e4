import type { Car } from '../../../../shared/src/domain/car';
import { generateInventory } from '../inventory-rows';
import { ALL_DEALERS, CURRENT_YEAR, DEALERS, NOW } from './dealerships';

const CARS = 20_000;
const NOW_SECONDS = NOW.getTime() / 1000;
const DAY = 86_400;
let cars: Car[];

beforeAll(() => {
  cars = generateInventory({ cars: CARS, dealerships: ALL_DEALERS, now: NOW, seed: 2026 });
});

function share(list: Car[], test: (car: Car) => boolean): number {
  return list.filter(test).length / list.length;
}

function of(slug: string): Car[] {
  return cars.filter((car) => car.dealership_slug === slug);
}

describe('inventory distributions (issue 3 item 3)', () => {
  it('spreads cars over every dealership, more to groups than to caravan and truck dealers', () => {
    for (const dealer of ALL_DEALERS) expect(of(dealer.slug).length).toBeGreaterThan(CARS / 50);
    expect(of(DEALERS.market.slug).length).toBeGreaterThan(of(DEALERS.caravans.slug).length * 2);
  });

  it('makes Toyota the biggest make of the whole market, at about a fifth', () => {
    const market = [...of(DEALERS.market.slug), ...of(DEALERS.used.slug)];
    const counts = new Map<string, number>();
    for (const car of market) counts.set(car.make, (counts.get(car.make) ?? 0) + 1);
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    expect(ranked[0]?.[0]).toBe('Toyota');
    expect(share(market, (car) => car.make === 'Toyota')).toBeGreaterThan(0.15);
    expect(share(market, (car) => car.make === 'Toyota')).toBeLessThan(0.3);
    expect(ranked.slice(1, 6).map(([make]) => make)).toEqual(expect.arrayContaining(['Mazda', 'Ford']));
    expect(counts.size).toBeGreaterThanOrEqual(25);
  });

  it('gives used-only dealers only used cars, from the whole market', () => {
    for (const slug of [DEALERS.used.slug, DEALERS.usedFlag.slug]) {
      const stock = of(slug);
      expect(stock.every((car) => car.car_type === 'used')).toBe(true);
      expect(new Set(stock.map((car) => car.make)).size).toBeGreaterThan(15);
    }
  });

  it('gives franchises new and demo cars of their makes only, and mostly own-brand used cars', () => {
    const nissan = of(DEALERS.nissan.slug);
    const fresh = nissan.filter((car) => car.car_type !== 'used');
    expect(fresh.length).toBeGreaterThan(nissan.length * 0.4);
    expect(fresh.every((car) => car.make === 'Nissan')).toBe(true);
    const used = nissan.filter((car) => car.car_type === 'used');
    expect(share(used, (car) => car.make === 'Nissan')).toBeGreaterThan(0.5);
    expect(share(used, (car) => car.make !== 'Nissan')).toBeGreaterThan(0.2);
  });

  it('stocks caravan and truck dealers from their own catalogues', () => {
    const caravans = of(DEALERS.caravans.slug);
    const caravanMakes = new Set(['Jayco', 'New Age', 'Zone RV', 'Avan', 'Avida', 'Crusader']);
    expect(caravans.filter((car) => !caravanMakes.has(car.make))).toEqual([]);
    const newVans = caravans.filter((car) => car.car_type !== 'used');
    expect(new Set(newVans.map((car) => car.make))).toEqual(new Set(['Jayco', 'New Age', 'Zone RV']));
    expect(caravans.every((car) => ['Hardtop', 'Softtop', 'Motorhome'].includes(car.simple_body ?? ''))).toBe(
      true,
    );
    expect(
      caravans
        .filter((car) => car.simple_body !== 'Motorhome')
        .every((car) => car.km === 0 && car.simple_fuel === null),
    ).toBe(true);
    const trucks = of(DEALERS.trucks.slug);
    const newTrucks = trucks.filter((car) => car.car_type !== 'used');
    expect(new Set(newTrucks.map((car) => car.make))).toEqual(new Set(['Isuzu', 'Hino', 'Fuso', 'UD']));
    expect(trucks.some((car) => car.simple_body === 'Light Truck')).toBe(true);
  });

  it('has plausible shares of body, fuel, transmission, drive and colour', () => {
    const passenger = [...of(DEALERS.market.slug), ...of(DEALERS.used.slug)];
    expect(share(passenger, (car) => car.simple_body === 'SUV')).toBeGreaterThan(0.4);
    expect(share(passenger, (car) => car.simple_body === 'Ute')).toBeGreaterThan(0.1);
    const bodies = new Set(cars.map((car) => car.simple_body));
    for (const body of [
      'SUV',
      'Ute',
      'Hatch',
      'Sedan',
      'Wagon',
      'Van',
      'Cab Chassis',
      'People Mover',
      'Coupe',
      'Convertible',
      'Motorhome',
      'Light Truck',
      'Bus',
    ]) {
      expect(bodies).toContain(body);
    }
    expect(new Set(cars.map((car) => car.simple_fuel))).toEqual(
      new Set(['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid', null]),
    );
    expect(share(passenger, (car) => car.simple_transmission === 'Manual')).toBeGreaterThan(0.02);
    expect(share(passenger, (car) => car.simple_transmission === 'Manual')).toBeLessThan(0.15);
    expect(new Set(passenger.map((car) => car.simple_drive))).toEqual(
      new Set(['2WD', '4WD', 'AWD', 'FWD', 'RWD']),
    );
    const colours = new Map<string, number>();
    for (const car of passenger) colours.set(car.colour ?? '', (colours.get(car.colour ?? '') ?? 0) + 1);
    expect([...colours.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]).toBe('White');
    expect(colours.size).toBeGreaterThanOrEqual(10);
  });

  it('keeps electric cars electric and towed vans without gearbox', () => {
    expect(
      cars.filter((car) => car.simple_fuel === 'Electric' && car.variant?.geartype !== 'Reduction Gear'),
    ).toEqual([]);
    const towed = cars.filter((car) => car.simple_fuel === null);
    expect(towed.length).toBeGreaterThan(0);
    expect(
      towed.filter((car) =>
        [car.simple_transmission, car.trans, car.gearnum, car.simple_drive].some((v) => v !== null),
      ),
    ).toEqual([]);
    expect(cars.filter((car) => car.make === 'Tesla').every((car) => car.simple_fuel === 'Electric')).toBe(
      true,
    );
  });

  it('dates new and demo cars this or last year and used cars 2008 to now, skewed to 2–8 years old', () => {
    const badYear = cars.filter((car) =>
      car.car_type === 'used'
        ? car.year < 2008 || car.year > CURRENT_YEAR
        : car.year !== CURRENT_YEAR && car.year !== CURRENT_YEAR - 1,
    );
    expect(badYear).toEqual([]);
    const used = cars.filter((car) => car.car_type === 'used');
    const middle = share(used, (car) => CURRENT_YEAR - car.year >= 2 && CURRENT_YEAR - car.year <= 8);
    expect(middle).toBeGreaterThan(0.5);
    expect(share(used, (car) => car.year <= 2012)).toBeGreaterThan(0.02);
  });

  it('gives km by car type: new 10–50, demo 1,000–15,000, used about 15,000 a year', () => {
    const motorised = cars.filter((car) => car.simple_fuel !== null);
    expect(motorised.filter((car) => car.car_type === 'new' && (car.km < 10 || car.km > 50))).toEqual([]);
    expect(motorised.filter((car) => car.car_type === 'demo' && (car.km < 1_000 || car.km > 15_000))).toEqual(
      [],
    );
    const fiveYearOld = cars.filter(
      (car) =>
        car.car_type === 'used' && car.year === CURRENT_YEAR - 5 && car.dealership_slug === DEALERS.used.slug,
    );
    const kms = fiveYearOld.map((car) => car.km).sort((a, b) => a - b);
    const median = kms[Math.floor(kms.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(55_000);
    expect(median).toBeLessThan(95_000);
  });

  it('prices cars by model, age and km', () => {
    const sr5 = cars.filter(
      (car) => car.model === 'HiLux' && car.badge === 'SR5' && car.car_type === 'new' && car.price > 0,
    );
    expect(sr5.length).toBeGreaterThan(3);
    expect(sr5.filter((car) => car.price < 60_000 || car.price > 70_000)).toEqual([]);
    const oldCorollas = cars.filter(
      (car) =>
        car.model === 'Corolla' && car.year === CURRENT_YEAR - 10 && car.car_type === 'used' && car.price > 0,
    );
    const mean = oldCorollas.reduce((sum, car) => sum + car.price, 0) / oldCorollas.length;
    expect(oldCorollas.length).toBeGreaterThan(2);
    expect(mean).toBeGreaterThan(8_000);
    expect(mean).toBeLessThan(16_000);
    const priced = cars.filter((car) => car.price > 0);
    expect(priced.every((car) => car.price % 10 === 0 && String(car.price).endsWith('90'))).toBe(true);
  });

  it('has a few cars without a price, reduced cars, subscription prices and price types', () => {
    expect(share(cars, (car) => car.price === 0)).toBeGreaterThan(0.005);
    expect(share(cars, (car) => car.price === 0)).toBeLessThan(0.04);
    const reduced = cars.filter((car) => car.before_price != null);
    expect(reduced.length / cars.length).toBeGreaterThan(0.04);
    expect(reduced.every((car) => (car.before_price ?? 0) > car.price && car.price > 0)).toBe(true);
    const subscription = cars.filter((car) => car.subscription_price != null);
    expect(subscription.length).toBeGreaterThan(0);
    expect(
      subscription.every(
        (car) => (car.subscription_price ?? 0) > 50 && (car.subscription_price ?? 0) < car.price / 50,
      ),
    ).toBe(true);
    expect(share(of(DEALERS.market.slug), (car) => car.subscription_price != null)).toBeGreaterThan(
      share(of(DEALERS.nissan.slug), (car) => car.subscription_price != null) * 3,
    );
    expect(new Set(cars.map((car) => car.price_type))).toEqual(
      new Set(['Drive Away', 'Excl. Govt. Charges', null]),
    );
  });

  it('has statuses in expected proportions, sold cars sold within the last 10 days', () => {
    expect(share(cars, (car) => car.status === 'in_stock')).toBeGreaterThan(0.75);
    expect(share(cars, (car) => car.status === 'in_stock')).toBeLessThan(0.9);
    expect(share(cars, (car) => car.status === 'coming_soon')).toBeGreaterThan(0.03);
    expect(share(cars, (car) => car.status === 'coming_soon')).toBeLessThan(0.1);
    expect(share(cars, (car) => car.status === 'sold')).toBeGreaterThan(0.07);
    expect(share(cars, (car) => car.status === 'sold')).toBeLessThan(0.15);
    const inconsistent = cars.filter((car) => {
      if (car.sold !== (car.status === 'sold')) return true;
      if (!car.sold) return car.sold_date_timestamp !== null;
      const soldAt = car.sold_date_timestamp ?? 0;
      return (
        soldAt <= NOW_SECONDS - 10 * DAY ||
        soldAt > NOW_SECONDS ||
        Date.parse(car.created_at) / 1000 >= soldAt
      );
    });
    expect(inconsistent).toEqual([]);
    const soldDays = new Set(
      cars
        .filter((car) => car.sold)
        .map((car) => Math.floor((NOW_SECONDS - (car.sold_date_timestamp ?? 0)) / DAY)),
    );
    expect(soldDays.size).toBe(10);
  });

  it('flags reserved (~2%, in stock only), preorder (coming-soon new), tags, certified used and hidden cars', () => {
    const reserved = cars.filter((car) => car.reserved);
    expect(reserved.length / cars.length).toBeGreaterThan(0.01);
    expect(reserved.length / cars.length).toBeLessThan(0.035);
    expect(reserved.every((car) => car.status === 'in_stock')).toBe(true);
    const preorder = cars.filter((car) => car.preorder);
    expect(preorder.length).toBeGreaterThan(20);
    expect(preorder.every((car) => car.car_type === 'new' && car.status === 'coming_soon')).toBe(true);
    expect(preorder.some((car) => car.price === 0)).toBe(true);
    const tags = new Set(cars.map((car) => car.tag));
    for (const tag of ['Test Drive Only', 'Low Kms', 'One Owner', 'Drive Away']) expect(tags).toContain(tag);
    expect(share(cars, (car) => car.tag != null)).toBeGreaterThan(0.05);
    expect(cars.filter((car) => car.tag === 'Test Drive Only').every((car) => car.car_type !== 'used')).toBe(
      true,
    );
    const certified = cars.filter((car) => car.certified);
    expect(certified.length).toBeGreaterThan(100);
    expect(certified.every((car) => car.car_type === 'used')).toBe(true);
    expect(share(cars, (car) => car.show_on_dealer_website)).toBeGreaterThan(0.9);
    expect(share(cars, (car) => car.show_on_dealer_website)).toBeLessThan(1);
  });

  it('lists cars over the last ~120 days, some within 8 days as new arrivals', () => {
    const ages = cars.map((car) => (NOW_SECONDS - Date.parse(car.created_at) / 1000) / DAY);
    expect(Math.max(...ages)).toBeLessThanOrEqual(121);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    const recent = ages.filter((age) => age <= 8).length / ages.length;
    expect(recent).toBeGreaterThan(0.05);
    expect(recent).toBeLessThan(0.25);
    expect(cars.every((car) => car.views >= 0 && Number.isInteger(car.views))).toBe(true);
  });

  it('has unique slugs and VINs, stock numbers unique per dealership', () => {
    expect(new Set(cars.map((car) => car.slug)).size).toBe(cars.length);
    expect(new Set(cars.map((car) => car.vin)).size).toBe(cars.length);
    for (const dealer of ALL_DEALERS) {
      const stock = of(dealer.slug).map((car) => car.stocknum);
      expect(new Set(stock).size).toBe(stock.length);
    }
    expect(of(DEALERS.mazda.slug)[0]?.stocknum).toMatch(/^CMM\d{5}$/);
  });

  it('names and slugs cars from year, make, model and badge', () => {
    const badNames = cars.filter(
      (car) =>
        car.name !== `${car.year} ${car.make} ${car.model}` ||
        !car.slug.startsWith(`${car.year}-`) ||
        !car.slug.endsWith(`-${car.id}`) ||
        !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(car.slug) ||
        !car.carsales_title?.startsWith(`${car.year} ${car.make} ${car.model}`),
    );
    expect(badNames).toEqual([]);
    expect(cars.find((car) => car.model === 'HiLux' && car.badge === 'SR5')?.slug).toMatch(
      /^\d{4}-toyota-hilux-sr5-\d+$/,
    );
  });

  it('describes each car fully: seats, gears, body configuration, series, location', () => {
    const locationSlugs = new Map(ALL_DEALERS.map((d) => [d.slug, d.locationSlug]));
    const incomplete = cars.filter(
      (car) =>
        car.simple_body === null ||
        car.bodyconfiguration === null ||
        car.colour === null ||
        !car.city ||
        !/^(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)$/.test(car.state) ||
        car.location?.slug !== locationSlugs.get(car.dealership_slug),
    );
    expect(incomplete).toEqual([]);
    const mazda = of(DEALERS.mazda.slug)[0];
    expect(mazda?.location).toEqual({
      name: 'Coastline Mazda Maroochydore Sales',
      phone: '07 5443 1000',
      slug: 'coastline-mazda-sales',
      distribution_locations: [],
      address: {
        id: 110,
        street: '12 Aerodrome Road',
        city: 'Maroochydore',
        state: 'QLD',
        place_url: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\//),
      },
    });
    expect(mazda?.dealership_id).toBe(11);
    expect(cars.filter((car) => car.model === 'Ranger').map((car) => car.series)).toEqual(
      expect.arrayContaining(['PX MkIII', 'PY']),
    );
    expect(cars.some((car) => car.seats === 7)).toBe(true);
    expect(
      cars
        .filter((car) => car.simple_body === 'Cab Chassis' && car.make === 'Toyota' && car.model === 'HiLux')
        .every((car) => ['Workmate'].includes(car.badge ?? '')),
    ).toBe(true);
  });

  it('has history reports on ~30% of used cars only', () => {
    const used = cars.filter((car) => car.car_type === 'used');
    const withFile = share(used, (car) => car.file != null);
    expect(withFile).toBeGreaterThan(0.25);
    expect(withFile).toBeLessThan(0.35);
    expect(cars.filter((car) => car.car_type !== 'used').every((car) => car.file === null)).toBe(true);
    expect(used.find((car) => car.file)?.file).toMatch(/^\/files\/history\/[A-HJ-NPR-Z0-9]{17}\.pdf$/);
  });

  it('gives market data around the price: some null, some $500+ above it', () => {
    expect(share(cars, (car) => car.autograb_data === null)).toBeGreaterThan(0.1);
    const priced = cars.filter((car) => car.autograb_data && car.price > 0);
    const above = share(priced, (car) => {
      const average =
        car.autograb_data?.state_average_market_price ?? car.autograb_data?.average_market_price ?? 0;
      return average - car.price >= 500;
    });
    expect(above).toBeGreaterThan(0.15);
    expect(above).toBeLessThan(0.5);
    expect(
      priced.filter(
        (car) => Math.abs((car.autograb_data?.average_market_price ?? 0) - car.price) / car.price >= 0.12,
      ),
    ).toEqual([]);
  });
});
