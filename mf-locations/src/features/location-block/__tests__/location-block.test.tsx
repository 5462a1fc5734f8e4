import { screen, within } from '@testing-library/react';
import {
  mediaStyle,
  renderWithPlatform,
  testDealer,
  testLocation,
  testSite,
} from '@dealerline/shared/testing';
import { LocationBlock } from '../components/location-block';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: () => new Promise(() => undefined) }));

const at = (lat: number, long: number) => ({ ...testLocation().address, lat, long });
const north = testLocation({ id: 1, slug: 'north', name: 'North Yard', address: at(-26.4, 153.05) });
const south = testLocation({
  id: 2,
  slug: 'south',
  name: 'South Yard',
  primary: false,
  address: at(-26.8, 153.12),
});
const service = testLocation({
  id: 3,
  slug: 'service',
  name: 'Service Centre',
  primary: false,
  location_type: 'service',
});
const hidden = testLocation({ id: 4, slug: 'hidden', name: 'Hidden Yard', primary: false, visible: false });
const dealer = testDealer({ locations: [north, south, service, hidden] });

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('LocationBlock', () => {
  it('shows the visible locations as a grid with columns by count', () => {
    const { container } = renderWithPlatform(<LocationBlock />, { dealer });
    expect(screen.getByRole('heading', { level: 2, name: 'Our Locations' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['North Yard', 'South Yard', 'Service Centre']);
    expect(container.querySelector('[data-location-grid]')).toHaveAttribute('data-columns-wide', '3');
    expect(container.querySelector('[data-static-map]')).toBeNull();
  });

  it('gives a card fewer columns rather than less than its least width in rem, which follows text size', () => {
    const { container } = renderWithPlatform(<LocationBlock />, { dealer });
    const grid = container.querySelector('[data-location-grid]')!;
    // Breakpoints in px kept three or four 300 px columns at 200% text, and the opening hours spilled out.
    for (const [breakpoint, columns] of [
      ['min-width: 768px', 2],
      ['min-width: 1200px', 3],
    ] as const) {
      const tracks = mediaStyle(grid, breakpoint)['grid-template-columns'];
      expect(tracks).toMatch(/^repeat\(auto-fill, minmax\(min\(100%, max\(16rem, /);
      expect(tracks).toContain(`/ ${columns} - 1px`);
    }
  });

  it('applies the filter of the region variant', () => {
    renderWithPlatform(<LocationBlock variant="sales;exclude=2" />, { dealer });
    expect(cardNames()).toEqual(['North Yard']);
  });

  it('shows one location as a map card with a local static map', () => {
    renderWithPlatform(<LocationBlock variant="service" />, { dealer });
    expect(cardNames()).toEqual(['Service Centre']);
    expect(
      screen.getByRole('img', { name: 'Map: 12 Example Street, Maroochydore QLD 4558' }),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('embeds the maps provider at zoom 10 when the site switches it on', () => {
    renderWithPlatform(<LocationBlock variant="1" />, {
      dealer,
      site: testSite({ maps: { provider: 'google', embed_key: 'browser-key' } }),
    });
    expect(screen.getByTitle('Map of North Yard')).toHaveAttribute(
      'src',
      'https://www.google.com/maps/embed/v1/place?key=browser-key&q=-26.4%2C153.05&zoom=10',
    );
  });

  it('sorts by distance from an origin and shows the km', () => {
    renderWithPlatform(<LocationBlock variant="sales" origin={{ lat: -26.8, lng: 153.12 }} />, { dealer });
    expect(cardNames()).toEqual(['South Yard', 'North Yard']);
    const distances = screen
      .getAllByRole('article')
      .map((card) => card.querySelector('[data-distance]')?.textContent);
    expect(distances).toEqual(['0.0 km away', '45 km away']);
  });

  it('renders nothing when no location matches', () => {
    const { container } = renderWithPlatform(<LocationBlock variant="parts" />, { dealer });
    expect(container).toBeEmptyDOMElement();
  });
});
