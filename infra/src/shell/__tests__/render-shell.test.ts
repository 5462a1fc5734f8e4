import type { BootPayload } from '../../../../shared/src/platform/boot';
import { demoTenants } from '../../demo/demo-tenants';
import { canonicalUrl } from '../../../../shared/src/rules/canonical-path';
import { routeHead } from '../../../../shared/src/rules/page-head';
import { scriptSafeJson } from '../escape';
import { renderShellHtml } from '../render-shell';

const tenant = demoTenants(new Date('2025-11-01T00:00:00Z'))[1]!;
const boot: BootPayload = { ...tenant, registry: { remotes: [] } };
const template =
  '<html><head><!--dealerline:head--></head><body><!--dealerline:boot--><script src="/shell/main.js"></script></body></html>';

function bootJson(html: string): unknown {
  const match = /<script id="dealerline-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!);
}

describe('renderShellHtml', () => {
  it('fills the head and boot markers', () => {
    const meta = routeHead(boot, { origin: 'http://localhost:8080', pathname: '/warranty' });
    const html = renderShellHtml(template, meta, boot);
    expect(html).toContain('<title>Harbour Nissan</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.harbournissan.com.au/warranty" />');
    expect(html).toMatch(/<meta name="description" content="Harbour Nissan: [^"]+Newcastle NSW[^"]+" \/>/);
    expect(html).not.toContain('<!--dealerline:');
    expect(bootJson(html)).toEqual(boot);
    expect(html.indexOf('dealerline-boot')).toBeLessThan(html.indexOf('/shell/main.js'));
  });

  it("writes every page's Open Graph and Twitter card tags from its head", () => {
    const meta = routeHead(boot, { origin: 'http://localhost:8080', pathname: '/about-us' }, 'About Us');
    const html = renderShellHtml(
      template,
      { ...meta, head: ['<meta name="robots" content="noindex" />'] },
      boot,
    );
    const logo = `https://www.harbournissan.com.au${tenant.dealer.logo.url!}`;
    for (const tag of [
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Harbour Nissan" />',
      '<meta property="og:title" content="About Us | Harbour Nissan" />',
      `<meta property="og:description" content="${meta.description}" />`,
      '<meta property="og:url" content="https://www.harbournissan.com.au/about-us" />',
      `<meta property="og:image" content="${logo}" />`,
      '<meta property="og:image:alt" content="Harbour Nissan" />',
      '<meta name="twitter:card" content="summary" />',
    ]) {
      expect(html).toContain(tag);
    }
    // The page's own head elements follow them.
    expect(html.indexOf('twitter:card')).toBeLessThan(html.indexOf('name="robots"'));
  });

  it('cannot be broken out of, whatever the config holds', () => {
    const evil = {
      ...boot,
      site: { ...boot.site, name: '</script><script>alert(1)</script><!-- & $& $1 \u2028\u2029' },
    };
    const html = renderShellHtml(template, routeHead(evil, { origin: 'https://x', pathname: '/' }), evil);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain(
      '<title>&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;!-- &#38; $&#38; $1',
    );
    expect(bootJson(html)).toEqual(evil);
  });

  it('injects before </head> when the template has no markers', () => {
    const html = renderShellHtml(
      '<html><head></head><body></body></html>',
      routeHead(boot, { origin: 'https://x', pathname: '/' }),
      boot,
    );
    expect(html).toMatch(/<title>Harbour Nissan<\/title>[\s\S]*dealerline-boot[\s\S]*<\/head>/);
  });

  it('puts a rendered page inside #root and its styles at the end of the head', () => {
    const styles = '<style data-emotion="css abc" data-s="">.css-abc{color:red;}</style>';
    const withRoot = template.replace('<body>', '<body><div id="root"></div>');
    const html = renderShellHtml(
      withRoot,
      routeHead(boot, { origin: 'https://x', pathname: '/' }),
      boot,
      [],
      {
        html: '<p class="css-abc">$& Hello</p>',
        styles,
      },
    );
    expect(html).toContain('<div id="root"><p class="css-abc">$& Hello</p></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(styles);
    expect(head.indexOf(styles)).toBeGreaterThan(head.indexOf('<link rel="canonical"'));
  });

  it('escapes <, >, &, U+2028 and U+2029 in the boot JSON', () => {
    expect(scriptSafeJson({ a: '<>&\u2028\u2029' })).toBe('{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029"}');
  });

  it('uses the request origin for the canonical URL of a site without a custom domain', () => {
    expect(canonicalUrl([], 'http://metro-drive.localhost:8080', '/')).toBe(
      'http://metro-drive.localhost:8080/',
    );
  });
});
