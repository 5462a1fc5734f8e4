import type { Db } from '../db';
import { migrate, readMigrations } from '../migrate';
import { demoTenants } from '../../demo/demo-tenants';
import { dealerOptions } from '../../sites/dealer-options';
import { createSitesRepository, type Tenant } from '../../sites/sites-repository';

class Rollback extends Error {}

function withoutLaterSwitches(dealer: Tenant['dealer']): Tenant['dealer'] {
  const later = new Set(Object.keys(dealerOptions(dealer)));
  return Object.fromEntries(Object.entries(dealer).filter(([key]) => !later.has(key))) as Tenant['dealer'];
}

/** Migration 002 moves the jsonb site documents of 001 into the relational tables (not a test file). */
export function describeLegacyMove(ref: { db: Db }): void {
  it('moves the jsonb sites of migration 001 into the relational tables', async () => {
    const legacy: Tenant[] = demoTenants(new Date('2025-11-01T00:00:00Z'))
      .slice(0, 3)
      .map(({ site, dealer }) => ({ site, dealer }));
    const seen: { loaded: (Tenant | null)[]; kinds: string[] } = { loaded: [], kinds: [] };
    // Everything happens in a throw-away schema inside a transaction that is rolled back at the end.
    const work = ref.db.transaction(async (tx) => {
      await tx.query('CREATE SCHEMA legacy_move');
      await tx.query('SET LOCAL search_path TO legacy_move');
      const [initial, ...later] = await readMigrations();
      await migrate(tx, [initial!]);
      for (const { site, dealer } of legacy) {
        await tx.query(
          `INSERT INTO sites (id, slug, name, template, domains, site, dealer)
           VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7::text::jsonb)`,
          [
            site.id,
            site.slug,
            site.name,
            site.template,
            site.domains,
            JSON.stringify(site),
            JSON.stringify(dealer),
          ],
        );
      }
      await migrate(tx, later);
      const sites = createSitesRepository(tx);
      for (const { site } of legacy) seen.loaded.push(await sites.findBySlug(site.slug));
      seen.kinds = (await tx.query<{ kind: string }>('SELECT kind FROM dealerships ORDER BY id')).map(
        (r) => r.kind,
      );
      throw new Rollback();
    });
    await expect(work).rejects.toBeInstanceOf(Rollback);
    // Offers were only a count in 001; the offers table starts empty (the demo seeder fills it). The dealer
    // switches added after 001 (migration 007) start at their defaults.
    expect(seen.loaded).toEqual(
      legacy.map(({ site, dealer }) => ({
        site,
        dealer: { ...withoutLaterSwitches(dealer), offers: { count: 0 } },
      })),
    );
    expect(seen.kinds).toContain('used');
    const [left] = await ref.db.query<{ name: string | null }>(
      `SELECT to_regnamespace('legacy_move')::text AS name`,
    );
    expect(left?.name).toBeNull();
  });
}
