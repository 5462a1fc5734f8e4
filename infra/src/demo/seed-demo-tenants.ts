import { createCatalogueRepository } from '../content/catalogue-repository';
import { createContentRepository } from '../content/content-repository';
import { createReviewsRepository } from '../content/reviews-repository';
import type { Db } from '../db/db';
import { saveTenantWithCars } from '../site-documents/car-location-copies';
import { lockSiteStock } from '../sites/site-stock-lock';
import { demoCatalogue } from './content/catalogue';
import { demoTenants } from './demo-tenants';

/**
 * Version of the demo data. A database seeded by an older version (version 1: the jsonb sites of migration
 * 001) gets every demo tenant rewritten in place on the next start, so old dev databases gain the new
 * sites, dealerships and content.
 */
export const DEMO_DATA_VERSION = 10;
const VERSION_KEY = 'demo_data_version';

async function storedVersion(db: Db): Promise<number> {
  const [row] = await db.query<{ value: number }>('SELECT value FROM platform_meta WHERE key = $1', [
    VERSION_KEY,
  ]);
  return row ? Number(row.value) : 1;
}

/** Whether the database holds sites and the demo data of this version (or a later one). */
async function upToDate(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sites');
  return (row?.n ?? 0) > 0 && (await storedVersion(db)) >= DEMO_DATA_VERSION;
}

/**
 * Seeds the demo tenants (issue 3 item 2) into an empty database, or refreshes them when the database holds
 * an older demo version: site and dealer config, dealerships, locations and hours, pages, offers, promotions,
 * reviews, and the catalogue of their franchise makes. Returns how many tenants it wrote (0: up to date).
 *
 * A refresh rewrites each demo site as `sites put` does (saveTenantWithCars, under the site's stock lock):
 * the cars at a location whose name, phone or address it changes take the new values, and the cars at a
 * location it drops (one a put added) move to their dealership's main location. Their search records are
 * not sent to the indexer: the seeding runs as the platform opens, before the index's first full build.
 */
export async function seedDemoTenants(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    if (await upToDate(tx)) return 0;
    const tenants = demoTenants(now);
    if (tx.kind === 'postgres') {
      // Each site's stock lock before the table, in slug order, as a put takes its one (site-stock-lock.ts):
      // waiting for an import of a demo site must not hold the sites table.
      for (const slug of tenants.map((tenant) => tenant.site.slug).sort())
        await lockSiteStock(tx, slug, 'exclusive');
      await tx.query('LOCK TABLE sites IN EXCLUSIVE MODE');
      // Another server may have written them meanwhile.
      if (await upToDate(tx)) return 0;
    }
    const content = createContentRepository(tx);
    const reviews = createReviewsRepository(tx);
    for (const tenant of tenants) {
      await saveTenantWithCars(tx, tenant, { profiles: tenant.profiles, stockFilter: tenant.stockFilter });
      await content.replaceSiteContent(tenant.site.id, tenant.content);
      await reviews.replace(new Map(Object.entries(tenant.reviews).map(([id, list]) => [Number(id), list])));
    }
    await createCatalogueRepository(tx).save(
      demoCatalogue(
        tenants.flatMap((tenant) => Object.values(tenant.profiles)),
        now,
      ),
    );
    await tx.query(
      `INSERT INTO platform_meta (key, value) VALUES ($1, $2::text::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [VERSION_KEY, JSON.stringify(DEMO_DATA_VERSION)],
    );
    return tenants.length;
  });
}
