import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeFetch,
  renderWithPlatform,
  testDealer,
  testLocation,
  type FakeFetch,
} from '@dealerline/shared/testing';
import { ContactPage } from '../components/contact-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: () => new Promise(() => undefined) }));

const at = (postcode: string, lat: number, long: number) => ({
  ...testLocation().address,
  postcode,
  lat,
  long,
});
const noosa = testLocation({
  id: 1,
  slug: 'noosa',
  name: 'Noosa Service',
  address: at('4566', -26.4, 153.06),
});
const caloundra = testLocation({
  id: 2,
  slug: 'caloundra',
  name: 'Caloundra Yard',
  address: at('4551', -26.8, 153.12),
});
const dealer = testDealer({ locations: [noosa, caloundra] });

const review = {
  id: 7,
  image: null,
  customer_name: 'Sam',
  text: 'Friendly team',
  rating: 5,
  created_at_time_ago_in_words: '2 weeks ago',
  review_date: '2026-11-07',
  review_date_in_words: '7 November 2026',
};

let network: FakeFetch;
beforeEach(() => {
  network = installFakeFetch({
    '/api/geocode': (url) => {
      const address = url.searchParams.get('address');
      return address === '4551'
        ? {
            body: {
              status: 'OK',
              results: [
                { formatted_address: 'Caloundra', geometry: { location: { lat: -26.8, lng: 153.12 } } },
              ],
            },
          }
        : { body: { status: 'ZERO_RESULTS', results: [] } };
    },
    '/api/locations/noosa/reviews': {
      body: { summary: { count: 1234, average_rating: '4.8' }, reviews: [review] },
    },
  });
});
afterEach(() => network.restore());

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('data-location-slug'));

describe('contact page', () => {
  it('names the location of /contact-us/{slug} and shows its map card and reviews', async () => {
    renderWithPlatform(<ContactPage />, {
      dealer,
      url: '/contact-us/noosa',
      path: '/contact-us/:locationSlug',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Noosa Service');
    expect(cardNames()).toEqual(['noosa']);
    expect(screen.getByRole('img', { name: /^Map: / })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Details/ })).toBeNull();
    const reviews = await screen.findByRole('region', { name: 'Customer Reviews' });
    expect(reviews).toHaveTextContent('1,234 reviews');
    expect(within(reviews).getByRole('heading', { name: 'Sam' })).toBeInTheDocument();
    expect(reviews).toHaveTextContent('2 weeks ago');
  });

  it('does not fetch reviews the dealer hides', () => {
    renderWithPlatform(<ContactPage />, {
      dealer: testDealer({ locations: [noosa], reviews_hidden: true }),
      url: '/contact-us/noosa',
      path: '/contact-us/:locationSlug',
    });
    expect(network.requests.some((url) => url.pathname.includes('reviews'))).toBe(false);
  });

  it('gives the locations way to a link on an enquiry about a car, whose form is the page', () => {
    renderWithPlatform(<ContactPage />, { dealer, url: '/contact?car_id=77', path: '/contact' });
    // The form heads the page (its h1): a second h1 here would name the page twice.
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByLabelText('Your postcode')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all our locations and opening hours' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('sorts the locations by distance from a geocoded postcode', async () => {
    renderWithPlatform(<ContactPage />, { dealer, url: '/contact', path: '/contact' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
    expect(cardNames()).toEqual(['noosa', 'caloundra']);
    fireEvent.change(screen.getByLabelText('Your postcode'), { target: { value: '45-51x9' } });
    expect(screen.getByLabelText('Your postcode')).toHaveValue('4551');
    fireEvent.click(screen.getByRole('button', { name: 'Find Nearest' }));
    await waitFor(() => expect(cardNames()).toEqual(['caloundra', 'noosa']));
    expect(screen.getAllByRole('article')[1]).toHaveTextContent('45 km away');
    expect(network.requests.find((url) => url.pathname === '/api/geocode')?.search).toBe('?address=4551');
    // The cards moved without a word: a status message says why.
    expect(screen.getByRole('status')).toHaveTextContent(/^Locations sorted by distance from 4551$/);
  });

  describe('Use My Location', () => {
    /** A device whose browser answers `getCurrentPosition` as given (a position, or an error's code). */
    const device = (answer: { lat: number; lng: number } | { code: number }) => {
      const getCurrentPosition = jest.fn(
        (found: PositionCallback, failed?: PositionErrorCallback | null, _options?: PositionOptions) =>
          'code' in answer
            ? failed?.({ code: answer.code, PERMISSION_DENIED: 1 } as GeolocationPositionError)
            : found({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition),
      );
      Object.defineProperty(window.navigator, 'geolocation', {
        configurable: true,
        value: { getCurrentPosition },
      });
      return getCurrentPosition;
    };
    afterEach(() => {
      delete (window.navigator as { geolocation?: unknown }).geolocation;
    });

    it('sorts the locations by distance from where the device is, without a postcode', async () => {
      const asked = device({ lat: -26.8, lng: 153.12 });
      renderWithPlatform(<ContactPage />, { dealer, url: '/contact', path: '/contact' });
      fireEvent.click(screen.getByRole('button', { name: 'Use My Location' }));
      await waitFor(() => expect(cardNames()).toEqual(['caloundra', 'noosa']));
      expect(asked.mock.calls[0]![2]).toMatchObject({ enableHighAccuracy: false });
      expect(screen.getByRole('status')).toHaveTextContent(
        /^Locations sorted by distance from your location$/,
      );
      expect(network.requests).toHaveLength(0);
    });

    it('asks for the postcode when the shopper refuses, or the device cannot find itself', async () => {
      device({ code: 1 });
      renderWithPlatform(<ContactPage />, { dealer, url: '/contact', path: '/contact' });
      fireEvent.click(screen.getByRole('button', { name: 'Use My Location' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your location is turned off for this site. Please enter your postcode instead.',
      );
      // The box is where to go next, not wrong: it hears the message but is not marked invalid.
      const box = screen.getByLabelText('Your postcode');
      expect(box).not.toHaveAttribute('aria-invalid');
      expect(box).toHaveAccessibleDescription(
        'Your location is turned off for this site. Please enter your postcode instead.',
      );
      device({ code: 2 });
      fireEvent.click(screen.getByRole('button', { name: 'Use My Location' }));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'We could not find your location. Please enter your postcode instead.',
        ),
      );
      expect(cardNames()).toEqual(['noosa', 'caloundra']);
    });
  });

  it('takes the postcode out of a pasted address, which the 4-character box would cut', async () => {
    renderWithPlatform(<ContactPage />, { dealer, url: '/contact', path: '/contact' });
    const box = screen.getByLabelText('Your postcode');
    expect(box).toHaveAttribute('maxLength', '4');
    const user = userEvent.setup();
    await user.click(box);
    await user.paste('Noosa Heads QLD 4567');
    expect(box).toHaveValue('4567');
    fireEvent.click(screen.getByRole('button', { name: 'Find Nearest' }));
    await waitFor(() =>
      expect(network.requests.find((url) => url.pathname === '/api/geocode')?.search).toBe('?address=4567'),
    );
  });

  it('says "Invalid postcode" when the geocoder finds nothing', async () => {
    renderWithPlatform(<ContactPage />, { dealer, url: '/contact', path: '/contact' });
    fireEvent.change(screen.getByLabelText('Your postcode'), { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Nearest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid postcode$/);
    expect(cardNames()).toEqual(['noosa', 'caloundra']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the lookup is unavailable, not that the postcode is invalid, when the geocoder is down', async () => {
    network.restore();
    network = installFakeFetch({
      '/api/geocode': { status: 502, body: { message: 'Bad gateway' } },
    });
    renderWithPlatform(<ContactPage />, { dealer, url: '/contact', path: '/contact' });
    fireEvent.change(screen.getByLabelText('Your postcode'), { target: { value: '4551' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Nearest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not look up postcodes just now. Please try again later.',
    );
    expect(cardNames()).toEqual(['noosa', 'caloundra']);
  });

  it('asks for 4 digits before geocoding', () => {
    renderWithPlatform(<ContactPage />, { dealer, url: '/contact', path: '/contact' });
    fireEvent.change(screen.getByLabelText('Your postcode'), { target: { value: '455' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Nearest' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid postcode. Please enter a 4-digit number.');
    expect(screen.getByLabelText('Your postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(network.requests).toHaveLength(0);
  });

  it('takes the distances from an earlier postcode away when the next one is not 4 digits', async () => {
    renderWithPlatform(<ContactPage />, { dealer, url: '/contact', path: '/contact' });
    const box = screen.getByLabelText('Your postcode');
    fireEvent.change(box, { target: { value: '4551' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Nearest' }));
    await waitFor(() => expect(cardNames()).toEqual(['caloundra', 'noosa']));
    fireEvent.change(box, { target: { value: '455' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Nearest' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid postcode. Please enter a 4-digit number.');
    // Not "45 km away" from 4551 under an error about 455, with nothing on the page saying from where.
    expect(cardNames()).toEqual(['noosa', 'caloundra']);
    expect(screen.queryByText(/km away/)).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('has no postcode box for a single location, nor a link past it to the form', () => {
    renderWithPlatform(<ContactPage />, {
      dealer: testDealer({ locations: [noosa] }),
      url: '/contact',
      path: '/contact',
    });
    expect(screen.queryByLabelText('Your postcode')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Send us a message' })).toBeNull();
  });

  it('links past several locations to the form below them (screens down on a phone)', () => {
    renderWithPlatform(<ContactPage />, { dealer, url: '/contact', path: '/contact' });
    expect(screen.getByRole('link', { name: 'Send us a message' })).toHaveAttribute(
      'href',
      '#lead-form-contact',
    );
  });
});
