import { fireEvent, screen, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { mediaStyle, renderWithPlatform, testDealer, testLocation } from '@dealerline/shared/testing';
import type { DealerConfig, DealerLocation } from '@dealerline/shared';
import { LocationCard } from '../components/location-card';
import { CHRISTMAS, SALES_WEEK, SERVICE_WEEK } from './location-fixtures';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

/** Tuesday 24 November 2026, 10:00 in Brisbane. */
const TUESDAY_10AM = new Date('2026-11-24T00:00:00Z');

const mazda = testLocation({
  id: 101,
  slug: 'coastline-mazda',
  name: 'Coastline Mazda',
  image: { url: '/images/yard.jpg', thumb: { url: '/images/yard-thumb.jpg' } },
  contact_detail: {
    phone: '0412 345 678',
    landline_phone: '07 5443 2100',
    opening_hours: { sales: SALES_WEEK, service: SERVICE_WEEK },
  },
  special_hours: CHRISTMAS,
});
/** The same yard announced before it opens. */
const comingMazda = { ...mazda, coming_soon_label: 'Coming Late 2025' };

function renderCard(
  location: DealerLocation,
  options: { dealer?: Partial<DealerConfig>; now?: Date; onContactPage?: boolean; url?: string } = {},
) {
  return renderWithPlatform(
    <LocationCard
      location={location}
      now={options.now ?? TUESDAY_10AM}
      onContactPage={options.onContactPage ?? false}
    />,
    { dealer: testDealer({ locations: [location], ...options.dealer }), url: options.url },
  );
}

describe('LocationCard', () => {
  it('shows every part of issue 8 point 2', () => {
    const { container } = renderCard(comingMazda);
    const card = screen.getByRole('article', { name: /Coastline Mazda/ });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Coastline MazdaComing Late 2025',
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/yard.jpg');
    expect(within(card).getByRole('img', { name: '4.8 out of 5 stars' })).toBeInTheDocument();
    expect(card).toHaveTextContent('12 Example Street, Maroochydore QLD 4558');
    expect(within(card).getByRole('link', { name: '0412 345 678' })).toHaveAttribute(
      'href',
      'tel:+61412345678',
    );
    expect(within(card).getByRole('button', { name: 'Email Us at Coastline Mazda' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '07 5443 2100' })).toHaveAttribute(
      'href',
      'tel:+61754432100',
    );
    expect(within(card).getByRole('table', { name: /Sales Hours/ })).toBeInTheDocument();
    expect(within(card).getByRole('table', { name: /Service Hours/ })).toBeInTheDocument();
    expect(card).toHaveTextContent('Dealer Licence: MD3012345');
    expect(card).toHaveTextContent('MRB: 12345');
    expect(card).toHaveTextContent('12,270 reviews');
    // Named with its location: a group's eight cards are not eight links all called "Contact Us".
    expect(within(card).getByRole('link', { name: 'Contact Us at Coastline Mazda' })).toHaveAttribute(
      'href',
      '/contact-us/coastline-mazda',
    );
    // A new tab, and where to, are said to screen readers.
    const directions = within(card).getByRole('link', {
      name: 'Get Directions to Coastline Mazda (opens in a new tab)',
    });
    expect(directions).toHaveTextContent(/^Get Directions/);
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('href')).toContain('destination=-26.6566%2C153.0918');
    expect(within(card).getByRole('link', { name: 'View Details of Coastline Mazda' })).toHaveAttribute(
      'href',
      '/contact-us/coastline-mazda',
    );
  });

  it('highlights today in the location time zone with the open-now status', () => {
    renderCard(mazda);
    const sales = screen.getByRole('table', { name: /Sales Hours/ });
    const today = sales.querySelector('tr[aria-current="date"]');
    expect(today).toHaveTextContent('Tuesday8:30am - 5:30pm');
    expect(sales.querySelectorAll('tr[aria-current="date"]')).toHaveLength(1);
    expect(within(sales).getByRole('rowheader', { name: 'Saturday' }).nextSibling).toHaveTextContent(
      '8:30am - 4:00pm',
    );
    expect(sales.querySelector('caption')).toHaveTextContent('Open now');
    // 18:30 in Brisbane: after both departments close.
    renderCard(mazda, { now: new Date('2026-11-24T08:30:00Z') });
    expect(
      screen.getAllByRole('table', { name: /Sales Hours/ })[1]!.querySelector('caption'),
    ).toHaveTextContent('Closed now');
  });

  it('shows the planned hours of a location that has not opened yet, without an open-now status', () => {
    renderCard(comingMazda);
    const sales = screen.getByRole('table', { name: /Sales Hours/ });
    expect(sales.querySelector('tr[aria-current="date"]')).toHaveTextContent('Tuesday8:30am - 5:30pm');
    expect(sales.querySelector('caption')).toHaveTextContent(/^Sales Hours$/);
    expect(document.querySelector('[data-open-status]')).toBeNull();
  });

  it('shows today holiday hours and "By appointment only" Saturdays', () => {
    renderCard(mazda, { now: new Date('2026-12-25T01:00:00Z'), dealer: { saturday_by_appointment: true } });
    const service = screen.getByRole('table', { name: /Service Hours/ });
    expect(service.querySelector('tr[aria-current="date"]')).toHaveTextContent(
      'FridayClosed (holiday hours)',
    );
    expect(within(service).getByRole('rowheader', { name: 'Saturday' }).nextSibling).toHaveTextContent(
      'By appointment only',
    );
    expect(service.querySelector('caption')).toHaveTextContent('Closed now');
  });

  it("shows the coming days' holiday hours in the week, in the location's own time zone", () => {
    // 23:00 UTC on Tuesday 22 December 2026 is already Wednesday 23 December, 8:30am, in Darwin: Thursday's row
    // is Christmas Eve and Friday's Christmas Day, not their usual hours.
    const darwin = { ...mazda, time_zone: 'Australia/Darwin' };
    renderCard(darwin, { now: new Date('2026-12-22T23:00:00Z') });
    const sales = screen.getByRole('table', { name: /Sales Hours/ });
    const hoursOf = (table: HTMLElement, day: string) =>
      within(table).getByRole('rowheader', { name: day }).nextSibling;
    expect(sales.querySelector('tr[aria-current="date"]')).toHaveTextContent('Wednesday8:30am - 5:30pm');
    expect(hoursOf(sales, 'Thursday')).toHaveTextContent('8:30am - 12:00pm (holiday hours)');
    expect(hoursOf(sales, 'Friday')).toHaveTextContent('Closed (holiday hours)');
    expect(hoursOf(sales, 'Saturday')).toHaveTextContent(/^8:30am - 4:00pm$/);
    const service = screen.getByRole('table', { name: /Service Hours/ });
    expect(hoursOf(service, 'Thursday')).toHaveTextContent('Closed (holiday hours)');
    expect(hoursOf(service, 'Monday')).toHaveTextContent(/^7:30am - 5:00pm$/);
  });

  it('keeps the opening hours inside a card too narrow for them, by putting the hours under the day', () => {
    const { container } = renderCard(mazda);
    const hours = container.querySelector('[data-opening-hours]')!;
    // An auto column took the tables' widest content, so at 200% text a table never wrapped and ran out of
    // the card under the next one; its one column is the card's width, the container the hours query.
    expect(hours).toHaveStyle({ gridTemplateColumns: 'minmax(0, 1fr)', containerType: 'inline-size' });
    const saturday = within(container.querySelector('[data-department="sales"]')!).getByRole('rowheader', {
      name: 'Saturday',
    });
    expect(mediaStyle(saturday, 'max-width: 15rem')).toMatchObject({ display: 'block' });
    expect(mediaStyle(saturday.nextElementSibling!, 'max-width: 15rem')).toMatchObject({ display: 'block' });
  });

  it('shows Closed every day when the location has no hours', () => {
    renderCard(testLocation());
    const table = screen.getByRole('table', { name: /Opening Hours/ });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(Array(7).fill('Closed'));
  });

  it('lists coming special hours per date and department in the holiday hours dialog', () => {
    renderCard(mazda);
    const button = screen.getByRole('button', { name: 'View Holiday Opening Hours of Coastline Mazda' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Holiday Opening Hours – Coastline Mazda' });
    expect(dialog).toHaveTextContent('Thursday 24 December 2026Sales: 8:30am - 12:00pmService: Closed');
    expect(dialog).toHaveTextContent('Friday 25 December 2026All departments: Closed');
    expect(dialog).not.toHaveTextContent('2025');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no holiday hours button without coming special hours', () => {
    renderCard(mazda, { now: new Date('2027-02-01T00:00:00Z') });
    expect(screen.queryByRole('button', { name: /^View Holiday Opening Hours/ })).toBeNull();
  });

  it('opens the mf-leads Email Us form for the location in a dialog', async () => {
    jest.mocked(loadRemote).mockResolvedValue({
      default: ({ locationSlug }: { locationSlug: string }) => <p>Email form for {locationSlug}</p>,
    });
    renderCard(mazda);
    fireEvent.click(screen.getByRole('button', { name: /^Email Us/ }));
    const dialog = screen.getByRole('dialog', { name: 'Email Coastline Mazda' });
    expect(await within(dialog).findByText('Email form for coastline-mazda')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_leads/email-us-form');
  });

  it('says "1 review" for a location with its first review, not "1 reviews"', () => {
    renderCard(testLocation({ reviews: { count: 1, average_rating: '5.0' }, average_rating: 5 }));
    expect(screen.getByText(/^1 reviews?$/)).toHaveTextContent(/^1 review$/);
  });

  it('hides the star rating and review count when reviews are hidden or the average is not above 4', () => {
    renderCard(mazda, { dealer: { reviews_hidden: true } });
    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
    expect(screen.getByRole('article')).not.toHaveTextContent('reviews');
    renderCard(testLocation({ reviews: { count: 10, average_rating: '4.0' }, average_rating: 4 }));
    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
  });

  it('offers Book a Service for service locations when the dealer sets it', () => {
    const service = testLocation({ slug: 'service-centre', location_type: 'service' });
    renderCard(service, { dealer: { book_a_service_button: true, xtime_url: 'https://book.example/x' } });
    const book = screen.getByRole('link', { name: /^Book a Service at .+ \(opens in a new tab\)$/ });
    expect(book).toHaveAttribute('href', 'https://book.example/x');
    expect(book).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: /^Contact Us/ })).toBeNull();
  });

  it('hides the contact links on the contact page', () => {
    renderCard(mazda, { onContactPage: true, url: '/contact' });
    expect(screen.queryByRole('link', { name: /^Contact Us/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Email Us/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Get Directions/ })).toBeInTheDocument();
  });

  it('leaves out what the location does not have', () => {
    renderCard(
      testLocation({
        dealer_license_number: null,
        motor_vehicle_repairer: null,
        reviews: null,
        average_rating: null,
        review_count: null,
        contact_detail: { phone: null, landline_phone: null, opening_hours: null },
      }),
    );
    const card = screen.getByRole('article');
    expect(card).not.toHaveTextContent('Licence');
    expect(card).not.toHaveTextContent('MRB');
    expect(within(card).queryByRole('link', { name: /^0/ })).toBeNull();
  });
});
