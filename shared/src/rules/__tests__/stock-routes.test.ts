import { DEFAULT_VEHICLE_NOUN, STOCK_ROUTES, stockRouteTitle, vehicleNoun } from '../stock-routes';

const DEALER = { template: 'dealer', used_label: 'Used' };

describe('stockRouteTitle', () => {
  it.each([
    ['new-used-and-demo-cars', 'New, Used and Demo Cars'],
    ['used-cars', 'Used Cars'],
    ['demo-cars', 'Demo Cars'],
    ['new-cars', 'New Cars'],
    ['new-and-demo-cars', 'New and Demo Cars'],
  ])('titles %s as "%s" on a site that names no stock of its own', (route, title) => {
    expect(stockRouteTitle(route, DEALER)).toBe(title);
    expect(stockRouteTitle(route, { ...DEALER, vehicle_noun: '' })).toBe(title);
  });

  it.each([
    ['new-used-and-demo-cars', 'Caravans', 'New, Used and Demo Caravans'],
    ['used-cars', 'Caravans', 'Used Caravans'],
    ['new-cars', 'Caravans', 'New Caravans'],
    ['demo-cars', 'Trucks', 'Demo Trucks'],
    ['new-and-demo-cars', 'Motor Homes', 'New and Demo Motor Homes'],
  ])("titles %s in the site's word for its stock (%s)", (route, noun, title) => {
    expect(stockRouteTitle(route, { ...DEALER, vehicle_noun: noun })).toBe(title);
  });

  it("puts both of the site's words in: for used and for its stock", () => {
    const site = { ...DEALER, used_label: 'Pre-Owned', vehicle_noun: 'Caravans' };
    expect(stockRouteTitle('used-cars', site)).toBe('Pre-Owned Caravans');
    expect(stockRouteTitle('new-used-and-demo-cars', site)).toBe('New, Pre-Owned and Demo Caravans');
  });

  it("titles a used-only dealer's all-stock route as its used stock, in its words", () => {
    const site = { template: 'used', used_label: 'Pre-Owned', vehicle_noun: 'Trucks' };
    expect(stockRouteTitle('new-used-and-demo-cars', site)).toBe('Pre-Owned Trucks');
    expect(stockRouteTitle('new-used-and-demo-cars', { template: 'used', used_label: 'Pre-Owned' })).toBe(
      'Pre-Owned Cars',
    );
  });

  it('reads the route in any case, and knows no other path', () => {
    expect(stockRouteTitle('Used-Cars', { ...DEALER, vehicle_noun: 'Trucks' })).toBe('Used Trucks');
    expect(stockRouteTitle('suv', DEALER)).toBeUndefined();
  });

  it('every stock route title ends in the default word, the one the site word takes the place of', () => {
    for (const { title } of Object.values(STOCK_ROUTES)) expect(title).toMatch(/ Cars$/);
    expect(DEFAULT_VEHICLE_NOUN).toBe('Cars');
    expect(vehicleNoun({})).toBe('Cars');
    expect(vehicleNoun({ vehicle_noun: ' Caravans ' })).toBe('Caravans');
  });
});
