import { testDealer, testLocation, testSite } from '../../../testing/fixtures';
import { ALL_STOCK_PATH, canonicalPath, canonicalUrl } from '../canonical-path';
import { DESCRIPTION_MAX, pageDescription, siteDescription, type HeadTenant } from '../page-descriptions';
import { routeHead, sitePicture } from '../page-head';
import { shareTags } from '../share-tags';
import { absoluteImageUrl } from '../site-urls';

const yard = testLocation({ image: { url: '/images/yards/maroochydore.jpg', thumb: { url: '/t.jpg' } } });
const noosa = testLocation({ id: 11, slug: 'test-motors-noosa', name: 'Test Motors Noosa', primary: false });
const tenant = (
  logo: string | null = '/images/logos/1f2933/Test%20Motors.png',
  domains = ['www.testmotors.com.au'],
) => ({
  site: testSite({ domains }),
  dealer: testDealer({ logo: { url: logo }, locations: [yard, noosa] }),
});

describe('routeHead: the head of a page from the site and its address', () => {
  it('names the page, describes it, and gives its canonical URL on the site’s domain and its logo', () => {
    const head = routeHead(
      tenant(),
      { origin: 'http://test-motors.localhost:8080', pathname: '/Finance/', search: '?x=1' },
      'Finance',
    );
    expect(head).toEqual({
      title: 'Finance | Test Motors',
      description: pageDescription(tenant(), '/finance'),
      canonical: 'https://www.testmotors.com.au/Finance',
      siteName: 'Test Motors',
      type: 'website',
      image: {
        url: 'https://www.testmotors.com.au/images/logos/1f2933/Test%20Motors.png',
        alt: 'Test Motors',
        large: false,
      },
    });
  });

  it('is the site’s name and description where the route names no page, on the origin without a domain', () => {
    const head = routeHead(tenant(null, []), {
      origin: 'http://test-motors.localhost:8080',
      pathname: '/about-us',
    });
    expect(head.title).toBe('Test Motors');
    expect(head.description).toBe(siteDescription(tenant()));
    expect(head.description).toBe(
      'Test Motors: vehicles for sale, finance, servicing and parts in Maroochydore QLD. Call 07 5443 2100.',
    );
    expect(head.canonical).toBe('http://test-motors.localhost:8080/about-us');
    expect(head.image).toBeNull();
  });

  it('gives a search page its canonical spelling and page, without its filters', () => {
    const at = (pathname: string, search = '') =>
      routeHead(tenant(), { origin: 'http://x', pathname, search }).canonical;
    expect(at('/search/SUV', '?page=02&sort=price')).toBe('https://www.testmotors.com.au/search/suv?page=2');
    expect(at('/search', '?page=1')).toBe(`https://www.testmotors.com.au${ALL_STOCK_PATH}`);
    expect(at('/search/used-cars', 'page=49')).toBe('https://www.testmotors.com.au/search/used-cars');
  });
});

describe('sitePicture', () => {
  const origin = 'https://www.testmotors.com.au';
  it('is a location’s photo on its page, the main location’s on the home page, shown large', () => {
    const photo = { url: `${origin}/images/yards/maroochydore.jpg?w=1000`, alt: yard.name, large: true };
    expect(sitePicture(tenant(), '/contact-us/test-motors-maroochydore', origin)).toEqual(photo);
    expect(sitePicture(tenant(), '/', origin)).toEqual(photo);
  });

  it('is the logo elsewhere, for a location without a photo, and for a location the site does not show', () => {
    const logo = { url: `${origin}/images/logos/1f2933/Test%20Motors.png`, alt: 'Test Motors', large: false };
    expect(sitePicture(tenant(), '/contact-us/test-motors-noosa', origin)).toEqual(logo);
    expect(sitePicture(tenant(), '/contact-us/elsewhere', origin)).toEqual(logo);
    expect(sitePicture(tenant(), '/service', origin)).toEqual(logo);
    expect(sitePicture(tenant('https://cdn.example.com/logo.png'), '/faqs', origin)?.url).toBe(
      'https://cdn.example.com/logo.png',
    );
  });
});

describe('shareTags', () => {
  const head = routeHead(
    tenant(),
    { origin: 'http://x', pathname: '/contact-us/test-motors-maroochydore' },
    'Contact Test Motors Maroochydore',
  );

  it('says the page’s type, site, title, description, URL and picture, with a large card for a photo', () => {
    expect(shareTags(head)).toEqual([
      { attribute: 'property', key: 'og:type', content: 'website' },
      { attribute: 'property', key: 'og:site_name', content: 'Test Motors' },
      { attribute: 'property', key: 'og:title', content: 'Contact Test Motors Maroochydore | Test Motors' },
      { attribute: 'property', key: 'og:description', content: head.description },
      {
        attribute: 'property',
        key: 'og:url',
        content: 'https://www.testmotors.com.au/contact-us/test-motors-maroochydore',
      },
      { attribute: 'property', key: 'og:image', content: head.image!.url },
      { attribute: 'property', key: 'og:image:alt', content: 'Test Motors Maroochydore' },
      { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    ]);
  });

  it('gives a picture’s size when it is known, and a small card without a picture', () => {
    const sized = shareTags({
      ...head,
      type: 'product',
      image: { url: 'https://o/p.jpg', alt: 'Car', width: 1000, height: 667, large: true },
    });
    expect(sized.map((tag) => [tag.key, tag.content])).toEqual(
      expect.arrayContaining([
        ['og:type', 'product'],
        ['og:image:width', '1000'],
        ['og:image:height', '667'],
      ]),
    );
    const bare = shareTags({ ...head, image: null });
    expect(bare.some((tag) => tag.key.startsWith('og:image'))).toBe(false);
    expect(bare.at(-1)).toEqual({ attribute: 'name', key: 'twitter:card', content: 'summary' });
  });
});

describe('canonicalPath and canonicalUrl', () => {
  it('drop a trailing slash and every parameter of a page that is not a search', () => {
    expect(canonicalPath('/about-us/', '?utm_source=fb')).toBe('/about-us');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalUrl([], 'http://a.localhost:8080', '/')).toBe('http://a.localhost:8080/');
  });
});

describe('pageDescription', () => {
  const tenant = (name: string, phone = '07 5443 2100') =>
    ({ site: { name }, dealer: { phone, locations: [] } }) as unknown as HeadTenant;

  it('names the site and its phone, and is null for pages it does not describe', () => {
    expect(pageDescription(tenant('Metro Drive'), '/finance')).toBe(
      'Vehicle finance at Metro Drive: work out your repayments and apply for finance online. Call 07 5443 2100.',
    );
    expect(pageDescription(tenant('Metro Drive'), '/about-us')).toBeNull();
    expect(pageDescription(tenant('Metro Drive'), '/')).toBeNull();
  });

  it(`stays within ${DESCRIPTION_MAX} characters for a long site name: the phone goes first, then the end`, () => {
    const long = 'The Very Long Named Regional Motor Group of Greater Western Sydney Pty Ltd';
    const finance = pageDescription(tenant(long), '/finance')!;
    expect(finance.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(finance).toContain(long);
    expect(finance).not.toContain('Call');
    const longer = pageDescription(tenant(long.repeat(3)), '/trade-in')!;
    expect(longer.length).toBe(DESCRIPTION_MAX);
    expect(longer.endsWith('…')).toBe(true);
  });
});

describe('absoluteImageUrl', () => {
  it.each([
    ['/images/demo/ute/ffffff/front.jpg', 'https://o.au/images/demo/ute/ffffff/front.jpg?w=1000'],
    [
      '/images/demo/ute/ffffff/front.jpg?w=360&q=75',
      'https://o.au/images/demo/ute/ffffff/front.jpg?w=1000&q=75',
    ],
    ['https://cdn.example.com/car.jpg', 'https://cdn.example.com/car.jpg'],
    ['data:image/png;base64,AAAA', null],
    [null, null],
  ])('%s → %s', (url, expected) => {
    expect(absoluteImageUrl(url, 'https://o.au', 1000)).toBe(expected);
  });
});
