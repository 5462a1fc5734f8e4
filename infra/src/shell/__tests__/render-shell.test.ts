import type { BootPayload } from '../../../../shared/src/platform/boot';
import { demoTenants } from '../../demo/demo-tenants';
import { scriptSafeJson } from '../escape';
import { canonicalUrl, pageMeta, renderShellHtml } from '../render-shell';

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
    const meta = pageMeta(boot, canonicalUrl(tenant.site.domains, 'http://localhost:8080', '/finance'));
    const html = renderShellHtml(template, meta, boot);
    expect(html).toContain('<title>Harbour Nissan</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.harbournissan.com.au/finance" />');
    expect(html).toMatch(/<meta name="description" content="Harbour Nissan: [^"]+Newcastle NSW[^"]+" \/>/);
    expect(html).not.toContain('<!--dealerline:');
    expect(bootJson(html)).toEqual(boot);
    expect(html.indexOf('dealerline-boot')).toBeLessThan(html.indexOf('/shell/main.js'));
  });

  it('cannot be broken out of, whatever the config holds', () => {
    const evil = {
      ...boot,
      site: { ...boot.site, name: '</script><script>alert(1)</script><!-- & $& $1 \u2028\u2029' },
    };
    const html = renderShellHtml(template, pageMeta(evil, 'https://x/'), evil);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain(
      '<title>&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;!-- &#38; $&#38; $1',
    );
    expect(bootJson(html)).toEqual(evil);
  });

  it('injects before </head> when the template has no markers', () => {
    const html = renderShellHtml(
      '<html><head></head><body></body></html>',
      pageMeta(boot, 'https://x/'),
      boot,
    );
    expect(html).toMatch(/<title>Harbour Nissan<\/title>[\s\S]*dealerline-boot[\s\S]*<\/head>/);
  });

  it('puts a rendered page inside #root and its styles at the end of the head', () => {
    const styles = '<style data-emotion="css abc" data-s="">.css-abc{color:red;}</style>';
    const withRoot = template.replace('<body>', '<body><div id="root"></div>');
    const html = renderShellHtml(withRoot, pageMeta(boot, 'https://x/'), boot, [], {
      html: '<p class="css-abc">$& Hello</p>',
      styles,
    });
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
