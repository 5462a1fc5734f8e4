import type { OpsBackend } from './ops-backend';
import { formatTable } from './table';

/**
 * The port the sites' local URLs use: the one of the platform the command talks to (`backend.via`, e.g.
 * PLATFORM_URL=http://localhost:8302), else `fallback` (PORT's, for --local).
 */
export function sitesPort(via: string, fallback: number): number {
  try {
    const port = Number(new URL(via).port);
    return port > 0 ? port : fallback;
  } catch {
    return fallback;
  }
}

/** `sites list`: every site with its local URL on the platform's port, domains and dealerships. */
export async function sitesList(
  backend: OpsBackend,
  print: (text: string) => void,
  fallbackPort: number,
): Promise<void> {
  const port = sitesPort(backend.via, fallbackPort);
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
