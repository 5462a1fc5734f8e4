import { expect, type Page } from '@playwright/test';
import type { BootPayload } from '@dealerline/shared';
import { measuredPages } from '../../infra/bench/lighthouse/measured-pages';
import { reservableCars } from '../../infra/bench/vehicle/reservable-cars';
import { routesFor } from '../../shell/src/app/route-table';
import { E2E_PORT } from './chromium';

const PLATFORM = `http://127.0.0.1:${E2E_PORT}`;
/** Content pages under /pages/ that the demo sites have (the first one a site has is checked). */
const PAGE_SLUGS = ['capped-price-servicing', 'plate-clearance-sale'];

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${PLATFORM}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every route the site has (spec §2 via the shell's route table), with real example parameters. */
export async function sitePaths(site: string): Promise<string[]> {
  const boot = await json<BootPayload>(`/api/boot?site=${site}`);
  const [car] = await reservableCars(PLATFORM, site, 1);
  const { manufacturers } = await json<{ manufacturers: { slug: string }[] }>(
    `/api/manufacturers?site=${site}`,
  );
  let pageSlug = PAGE_SLUGS[0]!;
  for (const slug of PAGE_SLUGS) {
    const found = await fetch(`${PLATFORM}/api/pages?site=${site}&path=/pages/${slug}`);
    if (found.ok) {
      pageSlug = slug;
      break;
    }
  }
  const params: Record<string, string | undefined> = {
    slug: car?.slug,
    // A used-only dealer sells no make new: its brand pages still exist, for any make.
    manufacturer: manufacturers[0]?.slug ?? 'toyota',
    locationSlug: boot.dealer.locations[0]?.slug,
    page: pageSlug,
  };
  return routesFor(boot.site, boot.dealer).map((route) =>
    route.path.replace('/*', '/used-cars').replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (!value) throw new Error(`${site} has no example for :${name}`);
      return value;
    }),
  );
}

/** Waits until every remote region of the page has rendered (or shown its fallback). */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-region-loading]')).toHaveCount(0);
}

/** The vehicle page the Lighthouse benchmark measures on the site (a real car of it). */
export async function measuredVehiclePath(site: string): Promise<string> {
  const pages = await measuredPages(PLATFORM, site);
  return pages.find((page) => page.name === 'vehicle')!.path;
}
