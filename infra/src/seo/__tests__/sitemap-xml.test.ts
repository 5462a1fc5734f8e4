import { robotsTxt, sitemapIndexXml, urlsetXml } from '../sitemap';

describe('sitemap XML', () => {
  it('escapes URLs and gives lastmod only when known', () => {
    const xml = urlsetXml('https://www.example.com.au', [
      { path: '/' },
      { path: '/search/a&b?x=<1>\'"', lastmod: '2026-03-01T00:00:00.000Z' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://www.example.com.au/</loc></url>',
        '<url><loc>https://www.example.com.au/search/a&amp;b?x=&lt;1&gt;&apos;&quot;</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('indexes numbered pages when a site has more URLs than one file may hold', () => {
    expect(sitemapIndexXml('http://a.localhost:8080', 2)).toContain(
      '<sitemap><loc>http://a.localhost:8080/sitemap.xml?page=2</loc></sitemap>\n</sitemapindex>',
    );
  });

  it('robots.txt allows all and names the sitemap', () => {
    expect(robotsTxt('https://x.com.au')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://x.com.au/sitemap.xml\n',
    );
  });
});
