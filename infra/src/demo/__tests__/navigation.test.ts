import { buildNavigation, type NavigationInput } from '../navigation';

const input: NavigationInput = {
  dealerName: 'Test Motors',
  usedLabel: 'Used',
  vehicleNoun: 'Cars',
  stockTypes: ['new', 'used', 'demo'],
  models: [
    { make: 'Nissan', name: 'X-Trail' },
    { make: 'Nissan', name: 'Navara' },
  ],
  bodyTypes: ['suv', 'cabChassis', '4x4'],
  offersCount: 2,
};

describe('buildNavigation', () => {
  it('builds the header of spec §2 in order, with Sell My Car and Finance emphasised', () => {
    const { header } = buildNavigation(input);
    expect(header.map((link) => link.label)).toEqual([
      'Home',
      'New Vehicles',
      'Stock',
      'Offers',
      'Service',
      'About Us',
      'Sell My Car',
      'Finance',
    ]);
    expect(header.filter((link) => link.emphasised).map((link) => link.href)).toEqual([
      '/trade-in',
      '/finance',
    ]);
    expect(header.find((link) => link.label === 'Offers')?.href).toBe('/special-offers');
  });

  it('lists the models under New Vehicles and the search routes under Stock', () => {
    const { header } = buildNavigation(input);
    expect(header[1]?.children).toEqual([
      { label: 'Nissan X-Trail', href: '/search/nissan/x-trail' },
      { label: 'Nissan Navara', href: '/search/nissan/navara' },
    ]);
    expect(header[2]?.children?.map((link) => link.href)).toEqual([
      '/search/new-cars',
      '/search/used-cars',
      '/search/demo-cars',
      '/search/new-used-and-demo-cars/',
    ]);
  });

  it('leaves Offers out when the dealer has no offers', () => {
    const nav = buildNavigation({ ...input, offersCount: 0 });
    expect(nav.header.some((link) => link.href === '/special-offers')).toBe(false);
    expect(nav.footer.flatMap((group) => group.links).some((link) => link.href === '/special-offers')).toBe(
      false,
    );
  });

  it('for a used-only dealer: no New Vehicles, and used stock under its own label', () => {
    const nav = buildNavigation({ ...input, stockTypes: ['used'], usedLabel: 'Pre-Owned' });
    expect(nav.header.some((link) => link.label === 'New Vehicles')).toBe(false);
    expect(nav.header.find((link) => link.label === 'Stock')?.children).toEqual([
      { label: 'Pre-Owned Cars', href: '/search/used-cars' },
    ]);
  });

  it('gives Service children only when there are per-location service pages', () => {
    expect(buildNavigation(input).header.find((link) => link.label === 'Service')?.children).toBeUndefined();
    const nav = buildNavigation({
      ...input,
      serviceLinks: [{ label: 'Service Noosa', href: '/service-noosa' }],
    });
    expect(nav.header.find((link) => link.label === 'Service')?.children?.map((link) => link.href)).toEqual([
      '/service',
      '/service-noosa',
    ]);
  });

  it('builds the footer groups, the last headed by the dealer name', () => {
    const { footer } = buildNavigation(input);
    expect(footer.map((group) => group.heading)).toEqual([
      'Vehicles by body type',
      'Models',
      'Buyer Tools',
      'Servicing and Parts',
      'Test Motors',
    ]);
    expect(footer[0]?.links).toEqual([
      { label: 'SUV', href: '/search/suv' },
      { label: 'Cab Chassis', href: '/search/cab-chassis' },
      { label: '4x4', href: '/search/4x4' },
    ]);
    expect(footer[4]?.links.map((link) => link.label)).toEqual([
      'About Us',
      'Contact',
      'Careers',
      'Privacy Policy',
      'Terms and Conditions',
    ]);
  });

  it('links models and body types with the slugs the search routes read', () => {
    const nav = buildNavigation({
      ...input,
      models: [{ make: 'Toyota', name: 'HiLux' }],
      bodyTypes: ['peopleMover'],
    });
    const hrefs = JSON.stringify(nav);
    expect(hrefs).toContain('/search/toyota/hilux');
    expect(hrefs).toContain('/search/people-mover');
  });
});
