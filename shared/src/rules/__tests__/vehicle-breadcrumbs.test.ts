import { makeCar } from './car-fixture';
import { vehicleBreadcrumbs } from '../vehicle-breadcrumbs';

const site = { template: 'default', used_label: 'Used' };

describe("a vehicle page's trail", () => {
  it('goes Home, then the stock route of its car type, then the car', () => {
    expect(vehicleBreadcrumbs(makeCar({ badge: 'Ascent Sport' }), site)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Used Cars', path: '/search/used-cars' },
      { name: '2020 Toyota Corolla Ascent Sport', path: '/cars/2020-toyota-corolla-1' },
    ]);
    expect(vehicleBreadcrumbs(makeCar({ car_type: 'demo' }), site)[1]).toEqual({
      name: 'Demo Cars',
      path: '/search/demo-cars',
    });
    expect(vehicleBreadcrumbs(makeCar({ car_type: 'new' }), site)[1]).toEqual({
      name: 'New Cars',
      path: '/search/new-cars',
    });
  });

  it("names used cars in the site's own word", () => {
    expect(vehicleBreadcrumbs(makeCar(), { ...site, used_label: 'Pre-Owned' })[1]!.name).toBe(
      'Pre-Owned Cars',
    );
  });

  it("names the stock route in the site's word for its stock", () => {
    const caravans = { ...site, vehicle_noun: 'Caravans' };
    expect(vehicleBreadcrumbs(makeCar({ car_type: 'new' }), caravans)[1]).toEqual({
      name: 'New Caravans',
      path: '/search/new-cars',
    });
    expect(vehicleBreadcrumbs(makeCar(), caravans)[1]!.name).toBe('Used Caravans');
  });
});
