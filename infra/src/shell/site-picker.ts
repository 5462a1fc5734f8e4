import type { SiteSummary } from '../sites/sites-repository';
import { escapeHtml } from './escape';

/** Plain HTML list of every site, shown when a request names no tenant. Pure. */
export function renderSitePicker(sites: readonly SiteSummary[], port: string): string {
  const items = sites
    .map((site) => {
      const host = `http://${site.slug}.localhost${port ? `:${port}` : ''}/`;
      const query = `/?site=${encodeURIComponent(site.slug)}`;
      return `<li><strong>${escapeHtml(site.name)}</strong> <small>(${escapeHtml(site.template)})</small><br />
        <a href="${escapeHtml(host)}">${escapeHtml(host)}</a> · <a href="${escapeHtml(query)}">${escapeHtml(query)}</a></li>`;
    })
    .join('\n      ');
  return `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Dealerline: choose a site</title>
    <style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1b1f23}li{margin:.75rem 0}a{color:#0b57d0}</style>
  </head>
  <body>
    <h1>Dealerline</h1>
    <p>No site matches this address. Pick a demo site:</p>
    <ul>
      ${items}
    </ul>
  </body>
</html>
`;
}
