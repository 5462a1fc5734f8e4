import { act, fireEvent, screen } from '@testing-library/react';
import { bus, favouriteToggled, selectFavouriteCount, type AnalyticsEvent } from '@dealerline/shared';
import { renderWithPlatform, testDealer, testSite } from '@dealerline/shared/testing';
import { Header } from '../layout/header';

const car = {
  id: 7,
  name: '2021 Toyota HiLux',
  slug: '2021-toyota-hilux-7',
  make: 'Toyota',
  model: 'HiLux',
  primary_image_url: null,
};

describe('Header', () => {
  it('opens a dropdown on hover on hover sites', () => {
    renderWithPlatform(<Header />, { site: testSite({ header_dropdown: 'hover' }) });
    const stock = screen.getByRole('button', { name: /Stock/ });
    expect(stock).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseEnter(stock.closest('li')!);
    expect(stock).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Used Cars' })).toBeVisible();
    fireEvent.mouseLeave(stock.closest('li')!);
    expect(stock).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a hover site dropdown from its button too: a second tap on a touch screen, Enter from the keyboard', () => {
    renderWithPlatform(<Header />, { site: testSite({ header_dropdown: 'hover' }) });
    const stock = screen.getByRole('button', { name: /Stock/ });
    // A tap: the touch screen's pointer comes over the item, then the click. It opens, and stays open.
    fireEvent.mouseEnter(stock.closest('li')!);
    fireEvent.click(stock);
    expect(stock).toHaveAttribute('aria-expanded', 'true');
    // A second tap on the button (the pointer is already over it): closed.
    fireEvent.click(stock);
    expect(stock).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseLeave(stock.closest('li')!);
    // Enter or Space on the focused button (a click without the pointer) opens and closes it.
    fireEvent.click(stock);
    expect(stock).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(stock);
    expect(stock).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to the offers page only while the dealer has an offer running', () => {
    const withOffers = testSite();
    withOffers.navigation.header.push({ label: 'Offers', href: '/special-offers' });
    const { unmount } = renderWithPlatform(<Header />, {
      site: withOffers,
      dealer: testDealer({ offers: { count: 2 } }),
    });
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/special-offers');
    unmount();
    renderWithPlatform(<Header />, { site: withOffers, dealer: testDealer({ offers: { count: 0 } }) });
    expect(screen.queryByRole('link', { name: 'Offers' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Finance' })).toBeInTheDocument();
  });

  it('gives the emphasised links a border high contrast can paint, since it loses their fill', () => {
    renderWithPlatform(<Header />);
    const finance = screen.getByRole('link', { name: 'Finance' });
    expect(finance).toHaveStyle({ borderStyle: 'solid', borderWidth: '1px', borderColor: 'transparent' });
    // Out of its padding (8px as designed), so the link keeps its size.
    expect(getComputedStyle(finance).paddingTop).toBe('calc(7px)');
  });

  it('opens a dropdown only on click on click sites, and closes it with Escape', () => {
    renderWithPlatform(<Header />, { site: testSite({ header_dropdown: 'click' }) });
    const stock = screen.getByRole('button', { name: /Stock/ });
    fireEvent.mouseEnter(stock.closest('li')!);
    expect(stock).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(stock);
    expect(stock).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(stock, { key: 'Escape' });
    expect(stock).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives focus back to the button when Escape closes a dropdown from inside, and closes it when focus leaves', () => {
    renderWithPlatform(<Header />, { site: testSite({ header_dropdown: 'click' }) });
    const stock = screen.getByRole('button', { name: /Stock/ });
    fireEvent.click(stock);
    const first = screen.getByRole('link', { name: 'Used Cars' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(stock).toHaveAttribute('aria-expanded', 'false');
    expect(stock).toHaveFocus();

    fireEvent.click(stock);
    const elsewhere = screen.getByRole('link', { name: 'Home' });
    fireEvent.blur(screen.getByRole('link', { name: 'Used Cars' }), { relatedTarget: elsewhere });
    expect(stock).toHaveAttribute('aria-expanded', 'false');
  });

  it("puts the main menu behind a Menu button that opens it as the browser's popover (a phone's header)", () => {
    renderWithPlatform(<Header />);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('popovertarget', menu.id);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect([close.getAttribute('popovertarget'), close.getAttribute('popovertargetaction')]).toEqual([
      menu.id,
      'hide',
    ]);
    expect(menu).toContainElement(screen.getByRole('link', { name: 'Home' }));
  });

  it("sends the call click event (25) when the header's phone number is pressed", () => {
    const events: AnalyticsEvent[] = [];
    const off = bus.on('analytics', (event) => events.push(event));
    renderWithPlatform(<Header />, { site: testSite({ phone: '07 5443 2100' }) });
    const phone = screen.getByRole('link', { name: '07 5443 2100' });
    expect(phone).toHaveAttribute('href', 'tel:+61754432100');
    fireEvent.click(phone);
    off();
    expect(events).toEqual([{ eventId: 25, name: 'call_click', data: { placement: 'header' } }]);
  });

  it('shows the garage count from the store and removes a favourite from its menu', () => {
    const { store } = renderWithPlatform(<Header />, { site: testSite({ favourites: true }) });
    expect(screen.getByRole('button', { name: 'My Garage (0)' })).toBeInTheDocument();
    act(() => {
      store.dispatch(favouriteToggled(car));
    });
    fireEvent.click(screen.getByRole('button', { name: 'My Garage (1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2021 Toyota HiLux from my garage' }));
    expect(selectFavouriteCount(store.getState())).toBe(0);
    // Focus stays in the menu, on what is left of it.
    expect(screen.getByRole('link', { name: 'View my garage' })).toHaveFocus();
  });

  it('closes the garage menu with Escape, focus back on its button, and on a press outside it', () => {
    renderWithPlatform(<Header />, { site: testSite({ favourites: true }) });
    const garage = screen.getByRole('button', { name: 'My Garage (0)' });
    fireEvent.click(garage);
    const viewAll = screen.getByRole('link', { name: 'View my garage' });
    viewAll.focus();
    fireEvent.keyDown(viewAll, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'View my garage' })).toBeNull();
    expect(garage).toHaveFocus();
    expect(garage).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(garage);
    expect(screen.getByRole('link', { name: 'View my garage' })).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('link', { name: 'View my garage' })).toBeNull();
  });

  it("shows the dealer's logo in a box of fixed size, so the page does not move when it loads", () => {
    renderWithPlatform(<Header />, {
      dealer: testDealer({ logo: { url: '/images/logos/ffffff/Test.png' } }),
    });
    const logo = screen.getByRole('img', { name: testSite().name });
    expect(logo).toHaveAttribute('src', '/images/logos/ffffff/Test.png');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['200', '40']);
    // Not competing with the page's main picture (the server would otherwise preload it too).
    expect(logo).toHaveAttribute('fetchpriority', 'low');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('shows the site name as text where the dealer has no logo', () => {
    renderWithPlatform(<Header />, { dealer: testDealer({ logo: { url: null } }) });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: testSite().name })).toHaveAttribute('href', '/');
  });

  it('has no garage on sites without favourites', () => {
    renderWithPlatform(<Header />, { site: testSite({ favourites: false }) });
    expect(screen.queryByRole('button', { name: /My Garage/ })).toBeNull();
  });
});
