import type { Db } from '../db/db';
import { createSitesRepository } from '../sites/sites-repository';
import { demoTenants } from './demo-tenants';

/** Seeds the demo tenants when the sites table is empty. Returns how many it inserted (0 if any site exists). */
export async function seedDemoTenants(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    if (tx.kind === 'postgres') await tx.query('LOCK TABLE sites IN EXCLUSIVE MODE');
    const sites = createSitesRepository(tx);
    if ((await sites.count()) > 0) return 0;
    const tenants = demoTenants(now);
    for (const tenant of tenants) await sites.insert(tenant);
    return tenants.length;
  });
}
