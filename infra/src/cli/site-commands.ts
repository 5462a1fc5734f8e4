import type { OpsBackend } from './ops-backend';
import { formatTable } from './table';

export async function sitesList(
  backend: OpsBackend,
  print: (text: string) => void,
  port: number,
): Promise<void> {
  const sites = await backend.listSites();
  print(
    formatTable(
      ['SLUG', 'NAME', 'TEMPLATE', 'CARS', 'URL', 'DOMAINS', 'DEALERSHIPS'],
      sites.map((site) => [
        site.slug,
        site.name,
        site.template,
        (site.cars ?? 0).toLocaleString('en-AU'),
        `http://${site.slug}.localhost:${port}/`,
        site.domains.join(', '),
        site.dealerships.join(', '),
      ]),
    ),
  );
  print(`\nWithout wildcard localhost names: http://localhost:${port}/?site={slug}`);
}
