import { routeTitle, searchRoute } from '../utils/search-route';

const SITE = { template: 'dealer', used_label: 'Used' };

describe('searchRoute', () => {
  it.each([
    ['/search/', 'New, Used and Demo Cars', {}],
    ['/search/new-used-and-demo-cars/', 'New, Used and Demo Cars', {}],
    ['/search/used-cars', 'Used Cars', { refinements: { car_type: ['used'] } }],
    ['/search/demo-cars', 'Demo Cars', { refinements: { car_type: ['demo'] } }],
    ['/search/new-cars', 'New Cars', { refinements: { car_type: ['new'] } }],
    ['/search/new-and-demo-cars', 'New and Demo Cars', { refinements: { car_type: ['new', 'demo'] } }],
    ['/search/suv', 'SUV', { refinements: { simple_body: ['SUV'] } }],
    ['/search/cab-chassis', 'Cab Chassis', { refinements: { simple_body: ['Cab Chassis'] } }],
  ])('%s is a fixed scope', (path, title, scope) => {
    expect(searchRoute(path, SITE)).toEqual({ kind: 'fixed', title, scope });
  });

  it.each([
    ['/search/toyota', { kind: 'make', makeSlug: 'toyota' }],
    ['/search/Land%20Rover', { kind: 'make', makeSlug: 'land-rover' }],
    [
      '/search/land-rover/range-rover-sport/',
      { kind: 'make', makeSlug: 'land-rover', modelSlug: 'range-rover-sport' },
    ],
    ['/search/Toyota/HiLux', { kind: 'make', makeSlug: 'toyota', modelSlug: 'hilux' }],
    ['/search/%E0%A4%A', { kind: 'make', makeSlug: 'e0-a4-a' }],
  ])('%s names a make', (path, route) => {
    expect(searchRoute(path, SITE)).toEqual(route);
  });

  it.each([
    ['/search/used-cars', 'Pre-Owned Cars'],
    ['/search/', 'New, Pre-Owned and Demo Cars'],
    ['/search/new-cars', 'New Cars'],
  ])("%s is titled in the site's word for used", (path, title) => {
    expect(searchRoute(path, { ...SITE, used_label: 'Pre-Owned' })).toMatchObject({ kind: 'fixed', title });
  });

  it.each([
    ['/search/', 'Pre-Owned Cars', {}],
    ['/search/new-used-and-demo-cars/', 'Pre-Owned Cars', {}],
    ['/search/used-cars', 'Pre-Owned Cars', { refinements: { car_type: ['used'] } }],
    ['/search/new-cars', 'New Cars', { refinements: { car_type: ['new'] } }],
  ])("%s on a used-only dealer's site is titled for its used stock", (path, title, scope) => {
    expect(searchRoute(path, { template: 'used', used_label: 'Pre-Owned' })).toEqual({
      kind: 'fixed',
      title,
      scope,
    });
  });
});

describe('searchRoute on a site whose stock is not cars', () => {
  it.each([
    ['/search/', 'New, Used and Demo Caravans', {}],
    ['/search/used-cars', 'Used Caravans', { refinements: { car_type: ['used'] } }],
    ['/search/new-cars', 'New Caravans', { refinements: { car_type: ['new'] } }],
  ])("%s is titled in the site's word for its stock, the path unchanged", (path, title, scope) => {
    expect(searchRoute(path, { ...SITE, vehicle_noun: 'Caravans' })).toEqual({ kind: 'fixed', title, scope });
  });
});

describe('routeTitle', () => {
  it("names a make route by the cars' own spelling, or by its slug until they are known", () => {
    const route = { makeSlug: 'land-rover', modelSlug: 'defender' };
    expect(routeTitle(route, {})).toBe('Land Rover Defender');
    const facets = {
      make: [{ label: 'LAND ROVER', value: 'LAND ROVER', count: 2 }],
      model: [{ label: 'Defender 110', value: 'Defender 110', count: 2 }],
    };
    expect(routeTitle(route, facets)).toBe('LAND ROVER Defender 110');
    expect(routeTitle({ title: 'Used Cars' }, facets)).toBe('Used Cars');
  });
});
