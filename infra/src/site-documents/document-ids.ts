import type { Db } from '../db/db';
import type { DocumentIds, SiteDocument } from './site-document';

async function nextIds(tx: Db, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.query<{ id: number }>(
    'SELECT nextval(pg_get_serial_sequence($1, $2))::int AS id FROM generate_series(1, $3::int)',
    [table, 'id', count],
  );
  return rows.map((row) => row.id);
}

/** Stored ids for the slugs that have one, new ids from the table's sequence for the others. */
async function idsBySlug(
  tx: Db,
  table: 'dealerships' | 'locations',
  siteId: number,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  const stored = await tx.query<{ slug: string; id: number }>(
    `SELECT slug, id FROM ${table} WHERE site_id = $1`,
    [siteId],
  );
  const ids = new Map(stored.filter((row) => slugs.includes(row.slug)).map((row) => [row.slug, row.id]));
  const fresh = slugs.filter((slug) => !ids.has(slug));
  const allocated = await nextIds(tx, table, fresh.length);
  fresh.forEach((slug, i) => ids.set(slug, allocated[i]!));
  return ids;
}

/**
 * The ids a document is saved under: a stored site keeps its id, and so do its dealerships and locations
 * whose slugs the document keeps (their cars, leads, reviews and tokens stay attached); everything new gets
 * the next id of its table, so a copied document never lands on another site's rows.
 */
export async function documentIds(
  tx: Db,
  document: SiteDocument,
): Promise<DocumentIds & { created: boolean }> {
  const [stored] = await tx.query<{ id: number }>('SELECT id FROM sites WHERE slug = $1', [
    document.site.slug,
  ]);
  const site = stored?.id ?? (await nextIds(tx, 'sites', 1))[0]!;
  const { dealerships, locations } = document.dealer;
  return {
    site,
    created: !stored,
    dealerships: await idsBySlug(
      tx,
      'dealerships',
      site,
      dealerships.map((d) => d.slug),
    ),
    locations: await idsBySlug(
      tx,
      'locations',
      site,
      locations.map((l) => l.slug),
    ),
  };
}
