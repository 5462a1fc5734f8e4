import { testDealer, testSite } from '@dealerline/shared/testing';
import { openNavigation } from '../open-navigation';

const site = testSite({
  favourites: false,
  navigation: {
    header: [
      { label: 'Home', href: '/' },
      {
        label: 'Deals',
        href: '/special-offers',
        children: [
          { label: 'Special Offers', href: '/special-offers?type=new' },
          { label: 'My Garage', href: '/garage' },
        ],
      },
      { label: 'Offers', href: '/special-offers' },
      { label: 'Our group', href: 'https://example.com.au/' },
      { label: 'Retired page', href: '/no-such-page' },
    ],
    footer: [
      { heading: 'Offers', links: [{ label: 'Special Offers', href: '/special-offers' }] },
      {
        heading: 'Buyer Tools',
        links: [
          { label: 'Finance', href: '/finance' },
          { label: 'My Garage', href: '/garage#saved' },
        ],
      },
    ],
  },
});

describe('openNavigation', () => {
  it('drops links to gated pages the tenant does not have now, and menus and groups left empty', () => {
    const { header, footer } = openNavigation(site, testDealer({ offers: { count: 0 } }));
    expect(header.map((item) => item.label)).toEqual(['Home', 'Our group', 'Retired page']);
    expect(footer).toEqual([{ heading: 'Buyer Tools', links: [{ label: 'Finance', href: '/finance' }] }]);
  });

  it('keeps every link whose page is open', () => {
    const open = openNavigation({ ...site, favourites: true }, testDealer({ offers: { count: 1 } }));
    expect(open).toEqual(site.navigation);
  });
});
