import { testCar, testSite } from '@dealerline/shared/testing';
import { vehicleActions, type VehicleAction } from '../utils/vehicle-actions';

const ALL = ['enquire', 'finance', 'reserve', 'test_drive', 'trade_in', 'call', 'chat'] as const;
const autograb = { autograb: true };
const names = (actions: VehicleAction[]) =>
  actions.map((action) => (action.kind === 'link' ? action.button : action.kind));

describe('vehicleActions', () => {
  it("gives the site's buttons in the site's order, each to its page", () => {
    const car = testCar({ id: 9, slug: 'car-9', price: 30000, car_type: 'demo' });
    const site = testSite({ vehicle_buttons: [...ALL], buy_online: false });
    expect(vehicleActions(car, site, autograb, true)).toEqual([
      { kind: 'link', button: 'enquire', label: 'Enquire Now', href: '/contact?car_id=9' },
      {
        kind: 'link',
        button: 'finance',
        label: 'Get Finance',
        href: '/finance?car_id=9&car_type=demo&vehiclePriceBudget=30000#finance-form',
      },
      { kind: 'link', button: 'reserve', label: 'Reserve this Car', href: '/cars/car-9/checkout' },
      { kind: 'link', button: 'test_drive', label: 'Book a Test Drive', href: '/book-test-drive?car_id=9' },
      { kind: 'link', button: 'trade_in', label: 'Value My Trade-In', href: '/cars/trade-in?car_id=9' },
      { kind: 'call' },
      { kind: 'chat' },
    ]);
    const other = testSite({ vehicle_buttons: ['call', 'trade_in', 'enquire'] });
    expect(names(vehicleActions(car, other, autograb, true))).toEqual(['call', 'trade_in', 'enquire']);
  });

  it('offers Reserve only by the reserve rule of spec §4', () => {
    const site = testSite({ vehicle_buttons: ['reserve', 'enquire'] });
    const offered = (car = testCar(), dealer = autograb) => names(vehicleActions(car, site, dealer, true));
    expect(offered()).toEqual(['reserve', 'enquire']);
    expect(offered(testCar({ reserved: true }))).toEqual(['enquire']);
    expect(offered(testCar({ status: 'coming_soon' }))).toEqual(['enquire']);
    expect(offered(testCar({ price: 200 }))).toEqual(['enquire']);
    expect(offered(testCar({ price: 201 }))).toEqual(['reserve', 'enquire']);
    expect(offered(testCar(), { autograb: false })).toEqual(['enquire']);
  });

  it('adds Buy Online after Reserve on sites with online buying, by the same rule', () => {
    const car = testCar({ slug: 'car-9' });
    const site = testSite({ vehicle_buttons: ['reserve', 'enquire'], buy_online: true });
    expect(vehicleActions(car, site, autograb, true).slice(0, 2)).toEqual([
      { kind: 'link', button: 'reserve', label: 'Reserve this Car', href: '/cars/car-9/checkout' },
      { kind: 'link', button: 'buy_online', label: 'Buy Online', href: '/cars/car-9/buy-online' },
    ]);
    expect(names(vehicleActions(testCar({ reserved: true }), site, autograb, true))).toEqual(['enquire']);
    const noOnline = testSite({ vehicle_buttons: ['reserve'], buy_online: false });
    expect(names(vehicleActions(car, noOnline, autograb, true))).toEqual(['reserve']);
  });

  it('leaves out finance, reserve and test drive for a sold car', () => {
    const site = testSite({ vehicle_buttons: [...ALL] });
    const sold = testCar({ status: 'sold', sold: true });
    expect(names(vehicleActions(sold, site, autograb, true))).toEqual([
      'enquire',
      'trade_in',
      'call',
      'chat',
    ]);
  });

  it('leaves out the call panel when there is no number to call', () => {
    const site = testSite({ vehicle_buttons: ['enquire', 'call'] });
    expect(names(vehicleActions(testCar(), site, autograb, false))).toEqual(['enquire']);
  });
});
