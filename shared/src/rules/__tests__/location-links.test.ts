import { testLocation } from '../../../testing/fixtures';
import {
  contactButton,
  directionsUrl,
  internationalPhone,
  mapEmbedUrl,
  repairerNumberLabel,
  telHref,
} from '../location-links';

const address = testLocation().address;

describe('directionsUrl', () => {
  it('uses place_url when the location has one', () => {
    expect(directionsUrl({ ...address, place_url: 'https://maps.example/place/1' })).toBe(
      'https://maps.example/place/1',
    );
  });
  it('builds Google directions to lat/long, with the place id when known', () => {
    expect(directionsUrl(address)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-26.6566%2C153.0918',
    );
    expect(directionsUrl({ ...address, place_id: 'ChIJ1' })).toContain('&destination_place_id=ChIJ1');
  });
  it('falls back to the address without a position', () => {
    expect(directionsUrl({ ...address, lat: null, long: null })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12+Example+Street%2C+Maroochydore+QLD+4558',
    );
  });
});

describe('mapEmbedUrl', () => {
  it('is null without a key', () => {
    expect(mapEmbedUrl(address, null)).toBeNull();
  });
  it('embeds the place id with the location map_key at zoom 10', () => {
    expect(mapEmbedUrl({ ...address, place_id: 'ChIJ1', map_key: 'loc-key' }, 'site-key')).toBe(
      'https://www.google.com/maps/embed/v1/place?key=loc-key&q=place_id%3AChIJ1&zoom=10',
    );
  });
  it('embeds lat/long with the site key otherwise', () => {
    expect(mapEmbedUrl(address, 'site-key', 12)).toBe(
      'https://www.google.com/maps/embed/v1/place?key=site-key&q=-26.6566%2C153.0918&zoom=12',
    );
  });
});

describe('contactButton', () => {
  const service = testLocation({ slug: 'north-service', location_type: 'service' });
  const sales = testLocation({ slug: 'north', location_type: '' });

  it('books a service on the xtime site, else on /service, for service locations with the setting', () => {
    expect(
      contactButton(service, { book_a_service_button: true, xtime_url: 'https://x.example/book' }),
    ).toEqual({
      label: 'Book a Service',
      href: 'https://x.example/book',
      external: true,
    });
    expect(contactButton(service, { book_a_service_button: true, xtime_url: null })).toEqual({
      label: 'Book a Service',
      href: '/service',
      external: false,
    });
  });
  it('is Contact Us otherwise', () => {
    const contact = { label: 'Contact Us', href: '/contact-us/north', external: false };
    expect(contactButton(sales, { book_a_service_button: true, xtime_url: null })).toEqual(contact);
    expect(contactButton(service, { book_a_service_button: false, xtime_url: null }).label).toBe(
      'Contact Us',
    );
  });
});

describe('telHref', () => {
  it('dials a local mobile or landline number in the +61 form', () => {
    expect(telHref('0412 345 678')).toBe('tel:+61412345678');
    expect(telHref('(07) 5443 2100')).toBe('tel:+61754432100');
    expect(telHref('02-9999-0000')).toBe('tel:+61299990000');
  });

  it('keeps a number already international', () => {
    expect(telHref('+61 (7) 5443-2100')).toBe('tel:+61754432100');
  });

  it('keeps 13, 1300 and 1800 numbers, which cannot be dialled from abroad, and short numbers as written', () => {
    expect(telHref('13 22 11')).toBe('tel:132211');
    expect(telHref('1300 123 456')).toBe('tel:1300123456');
    expect(telHref('1800 123 456')).toBe('tel:1800123456');
    expect(telHref('5443 2100')).toBe('tel:54432100');
  });
});

describe('internationalPhone', () => {
  it('is the number JSON-LD states, with the country code', () => {
    expect(internationalPhone('07 5443 2100')).toBe('+61754432100');
  });
});

describe('repairerNumberLabel', () => {
  it('prefixes "MRB: " once', () => {
    expect(repairerNumberLabel('45210')).toBe('MRB: 45210');
    expect(repairerNumberLabel('MRB 45210')).toBe('MRB: 45210');
    expect(repairerNumberLabel('mrb: 45210')).toBe('MRB: 45210');
  });
});
