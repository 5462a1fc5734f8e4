import { testDealer, testSite } from '@dealerline/shared/testing';
import { openFooterGroups, openHeaderLinks } from '../open-navigation';

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

describe('openHeaderLinks and openFooterGroups', () => {
  it('drops links to gated pages the tenant does not have now, and menus and groups left empty', () => {
    const dealer = testDealer({ offers: { count: 0 } });
    expect(openHeaderLinks(site, dealer).map((item) => item.label)).toEqual([
      'Home',
      'Our group',
      'Retired page',
    ]);
    expect(openFooterGroups(site, dealer)).toEqual([
      { heading: 'Buyer Tools', links: [{ label: 'Finance', href: '/finance' }] },
    ]);
  });

  it('keeps every link whose page is open', () => {
    const favourites = { ...site, favourites: true };
    const dealer = testDealer({ offers: { count: 1 } });
    expect(openHeaderLinks(favourites, dealer)).toEqual(site.navigation.header);
    expect(openFooterGroups(favourites, dealer)).toEqual(site.navigation.footer);
  });
});
