import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, storeSuccessCategory, type AnalyticsEvent } from '@dealerline/shared';
import { keepLeadForSuccess } from '@dealerline/shared/forms';
import { renderWithPlatform, testCarHit, testSite } from '@dealerline/shared/testing';
import { SuccessPage } from '../components/success-page';
import { DEFAULT_THANK_YOU } from '../thank-you-text';

const SITE = testSite().slug;
const CAR = testCarHit({ id: 77, car_type: 'used', make: 'Mazda', model: 'CX-5', year: 2021 });

beforeEach(() => window.localStorage.clear());

describe('success page', () => {
  it('thanks the shopper for the category of the lead just sent', () => {
    storeSuccessCategory(SITE, 'Test Drive');
    renderWithPlatform(<SuccessPage />, { url: '/success?car_type=new' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you');
    expect(
      screen.getByText(
        'Thank you for booking a test drive. We will be in touch shortly to confirm your time.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['Finance Enquiry', 'Thank you for your finance enquiry. We will be in touch shortly.'],
    ['Finance Pre-Approval', 'Thank you for your pre-approval request. We will be in touch shortly.'],
    ['Finance Application', 'Thank you for your finance application. We will be in touch shortly.'],
    ['Vehicle Enquiry', 'Thank you for your vehicle enquiry. We will be in touch shortly.'],
  ])('thanks a %s as what it was', (category, text) => {
    storeSuccessCategory(SITE, category);
    renderWithPlatform(<SuccessPage />, { url: '/success' });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('names the car of the lead with its photo and a link back to it, in the words of the lead', () => {
    keepLeadForSuccess(SITE, 'Test Drive', CAR);
    renderWithPlatform(<SuccessPage />, { url: '/success?car_type=used' });
    const car = screen.getByRole('region', { name: '2021 Mazda CX-5' });
    expect(within(car).getByText('Your test drive')).toBeInTheDocument();
    expect(within(car).getByRole('link', { name: '2021 Mazda CX-5' })).toHaveAttribute(
      'href',
      `/cars/${CAR.slug}`,
    );
    expect(within(car).getByRole('img', { name: '2021 Mazda CX-5' })).toHaveAttribute(
      'src',
      `${CAR.primary_image_url}?w=360`,
    );
  });

  it('shows no picture for a car without a photo', () => {
    keepLeadForSuccess(SITE, 'Vehicle Enquiry', { ...CAR, primary_image_url: null });
    renderWithPlatform(<SuccessPage />, { url: '/success?car_type=used' });
    const car = screen.getByRole('region', { name: '2021 Mazda CX-5' });
    expect(within(car).getByText('Your enquiry')).toBeInTheDocument();
    expect(within(car).queryByRole('img')).toBeNull();
  });

  it('offers the stock of the car type passed along, in the site’s words, and a call to the dealer', async () => {
    const site = testSite({ used_label: 'Pre-Owned', phone: '07 5443 2100' });
    const events: AnalyticsEvent[] = [];
    const off = bus.on('analytics', (event) => events.push(event));
    renderWithPlatform(<SuccessPage />, { url: '/success?car_type=used', site });
    expect(screen.getByRole('link', { name: 'Browse our Pre-Owned Cars' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    );
    const call = screen.getByRole('link', { name: '07 5443 2100' });
    expect(call).toHaveAttribute('href', 'tel:+61754432100');
    call.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tel:
    await userEvent.setup().click(call);
    off();
    expect(events).toEqual([{ eventId: 25, name: 'call_click', data: { page: 'success' } }]);
  });

  it("names the stock in the site's word for it: a caravan dealer's are caravans", () => {
    const site = testSite({ vehicle_noun: 'Caravans' });
    renderWithPlatform(<SuccessPage />, { url: '/success?car_type=used', site });
    expect(screen.getByRole('link', { name: 'Browse our Used Caravans' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    );
  });

  it.each(['new', 'demo'])(
    'on a used-only dealer’s site, a car type it does not sell (%s) leads to its own stock, not an empty search',
    (carType) => {
      const site = testSite({ template: 'used', used_label: 'Pre-Owned' });
      renderWithPlatform(<SuccessPage />, { url: `/success?car_type=${carType}`, site });
      expect(screen.getByRole('link', { name: 'Browse our Pre-Owned Cars' })).toHaveAttribute(
        'href',
        '/search/new-used-and-demo-cars/',
      );
    },
  );

  it('on a used-only dealer’s site, used cars still lead to its used stock', () => {
    const site = testSite({ template: 'used', used_label: 'Pre-Owned' });
    renderWithPlatform(<SuccessPage />, { url: '/success?car_type=used', site });
    expect(screen.getByRole('link', { name: 'Browse our Pre-Owned Cars' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    );
  });

  it('opened with nothing kept and no car type: the general thank-you, all stock and the call', () => {
    renderWithPlatform(<SuccessPage />, { url: '/success' });
    expect(screen.getByText(DEFAULT_THANK_YOU)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Mazda/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse our New, Used and Demo Cars' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars/',
    );
    expect(screen.getByRole('link', { name: '07 5443 2100' })).toBeInTheDocument();
  });

  it('ignores a car type it does not know and a kept car it cannot read', () => {
    window.localStorage.setItem(`dealerline:${SITE}:lead-car`, '{"id":"77","slug":7}');
    window.localStorage.setItem(`dealerline:${SITE}:success-category`, '{not json');
    renderWithPlatform(<SuccessPage />, { url: '/success?car_type=<script>' });
    expect(screen.getByText(DEFAULT_THANK_YOU)).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(2); // the page and its next steps, no car
    expect(screen.getByRole('link', { name: 'Browse our New, Used and Demo Cars' })).toBeInTheDocument();
  });
});
