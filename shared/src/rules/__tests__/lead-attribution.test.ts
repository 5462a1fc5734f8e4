import {
  fitLeadUrl,
  fitQueryParams,
  fitUserAgent,
  fitVisitedPages,
  LEAD_ATTRIBUTION_LIMITS,
} from '../lead-attribution';

describe('lead attribution limits', () => {
  it('cuts a long page address to the limit and leaves a short one alone', () => {
    const url = `https://coastline.example/contact?gclid=${'a'.repeat(3000)}`;
    expect(fitLeadUrl(url)).toHaveLength(LEAD_ATTRIBUTION_LIMITS.urlLength);
    expect(fitLeadUrl(url)).toBe(url.slice(0, 2000));
    expect(fitLeadUrl('https://coastline.example/contact')).toBe('https://coastline.example/contact');
  });

  it('cuts a long user agent to the limit and sends none for an empty one', () => {
    expect(fitUserAgent('u'.repeat(900))).toBe('u'.repeat(LEAD_ATTRIBUTION_LIMITS.userAgentLength));
    expect(fitUserAgent('Mozilla/5.0')).toBe('Mozilla/5.0');
    expect(fitUserAgent('')).toBeNull();
  });

  it('keeps the first visited pages, each cut', () => {
    const pages = Array.from({ length: 60 }, (_, i) => `https://x.example/${i}/${'p'.repeat(2500)}`);
    const fitted = fitVisitedPages(pages);
    expect(fitted).toHaveLength(50);
    expect(fitted[0]).toBe(pages[0]!.slice(0, 2000));
    expect(fitted.every((page) => page.length === 2000)).toBe(true);
  });

  it('cuts long values, drops names too long to be parameters and keeps the first 50 names', () => {
    const params: [string, string][] = [
      ['utm_content', 'v'.repeat(800)],
      ['n'.repeat(101), 'dropped'],
      ['car_id', '77'],
      ['car_id', '78'],
      ...Array.from({ length: 60 }, (_, i): [string, string] => [`p${i}`, String(i)]),
    ];
    const fitted = fitQueryParams(params);
    expect(Object.keys(fitted)).toHaveLength(50);
    expect(fitted.utm_content).toHaveLength(500);
    expect(fitted.car_id).toBe('77');
    expect(fitted).not.toHaveProperty('n'.repeat(101));
    expect(fitted).toHaveProperty('p47', '47');
    expect(fitted).not.toHaveProperty('p48');
  });

  it('keeps a parameter named __proto__ as a plain value', () => {
    const fitted = fitQueryParams(new URLSearchParams('__proto__=x&a=1'));
    expect(Object.getPrototypeOf(fitted)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(fitted))).toEqual({ ['__proto__']: 'x', a: '1' });
  });
});
