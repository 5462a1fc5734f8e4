import type { Manufacturer, VehicleModel } from '@dealerline/shared';

export const toyota: Manufacturer = {
  id: 1,
  name: 'Toyota',
  slug: 'toyota',
  logo: { url: '/logos/toyota.svg' },
};
export const mazda: Manufacturer = { id: 2, name: 'Mazda', slug: 'mazda', logo: { url: null } };

let nextId = 1;

/** A catalogue model; `make` gives its manufacturer name. */
export function model(make: Manufacturer, overrides: Partial<VehicleModel> = {}): VehicleModel {
  const name = overrides.name ?? `Model ${nextId}`;
  return {
    id: nextId++,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: null,
    short_description: 'From $30,000',
    manufacturer_body: null,
    manufacturer_body2: null,
    manufacturer_body3: null,
    bodyStyle: [],
    body: ['suv'],
    image: { url: '/images/model.jpg', thumb: '/images/model.jpg?w=360' },
    status: '',
    fuel: [],
    variant: null,
    override_url: null,
    path: null,
    aftermarket_manufacturer_id: null,
    accessories_count: 0,
    manufacturer_name: make.name,
    ...overrides,
  };
}
