import type { Car } from '../src/domain/car';
import type { VehicleDetailResponse } from '../src/domain/vehicle';

/**
 * One car as GET /api/cars/{slug} returns it, for unit tests: the same used 2021 Toyota HiLux SR5 in stock at
 * $45,990 as testCarHit, with three photos, a location with a phone and Taurus finance figures; override
 * what a test is about.
 */
export function testCar(overrides: Partial<Car> = {}): Car {
  const id = overrides.id ?? 1001;
  const photo = (angle: string) => `/images/demo/ute/ffffff/${angle}.jpg`;
  const images = ['front', 'side', 'rear'].map((angle) => ({
    url: photo(angle),
    thumb: `${photo(angle)}?w=360`,
  }));
  return {
    id,
    slug: `2021-toyota-hilux-sr5-${id}`,
    name: '2021 Toyota HiLux',
    year: 2021,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    series: 'GUN126R',
    car_type: 'used',
    status: 'in_stock',
    sold: false,
    sold_date_timestamp: null,
    show_on_dealer_website: true,
    stocknum: 'U12345',
    km: 48210,
    price: 45990,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    price_type: 'Drive Away',
    preorder: false,
    reserved: false,
    tag: null,
    certified: false,
    created_at: '2024-01-15T09:30:00.000Z',
    photos_count: images.length,
    file: null,
    vin: 'MR0HA3CD100123456',
    simple_body: 'Ute',
    simple_drive: '4x4',
    simple_transmission: 'Automatic',
    simple_fuel: 'Diesel',
    fuel: 'Diesel',
    colour: 'White',
    gearnum: 6,
    bodyconfiguration: 'Double Cab Pick Up',
    views: 120,
    seats: 5,
    dealership_id: 100,
    dealership_slug: 'test-motors',
    city: 'Maroochydore',
    state: 'QLD',
    images,
    thumbnails: images.map((image) => image.thumb),
    primary_image_url: images[0]!.url,
    carsales_title: null,
    private_suburb: null,
    private_postcode: null,
    variant: { geartype: 'Sports Automatic' },
    trans: '6 Speed Sports Automatic',
    autograb_data: null,
    finance_lenders: {
      Taurus: {
        interestRate: 8.99,
        comparisonRate: 9.65,
        paymentWeek: 183.42,
        paymentMonth: 795.15,
        termYears: 5,
        termMonths: 60,
        balloon: 0,
        deposit: 4599,
        disclaimer: null,
      },
    },
    location: {
      name: 'Test Motors Maroochydore',
      phone: '0412 345 678',
      slug: 'test-motors-maroochydore',
      distribution_locations: [],
      address: {
        id: 10,
        street: '12 Example Street',
        city: 'Maroochydore',
        state: 'QLD',
        place_url: 'https://maps.example/test-motors-maroochydore',
      },
    },
    ...overrides,
  };
}

/** The answer of GET /api/cars/{slug} for `car` (testCar() unless given), at the test dealer and site. */
export function testVehicleDetail(
  car: Car = testCar(),
  overrides: Partial<Omit<VehicleDetailResponse, 'car'>> = {},
): VehicleDetailResponse {
  return {
    car,
    dealership: {
      id: car.dealership_id,
      slug: car.dealership_slug,
      name: 'Test Motors',
      phone: '07 5443 2100',
    },
    website_id: 1,
    ...overrides,
  };
}
