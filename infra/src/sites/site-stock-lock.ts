import type { Db } from '../db/db';

/**
 * Holds until the transaction ends the lock of site `slug` over its locations and its cars' copies of them
 * (cars.location, city, state). Writers of the locations (`sites put`, the demo seeding's rewrite) take it
 * `exclusive` before they read anything; the feed import takes it `shared` before it reads the locations its
 * rows copy. So an import cannot write a car with the copy of a location a put has just replaced, and a put
 * sees, and updates, every car an import wrote: whichever comes second waits for the first to commit.
 *
 * PostgreSQL only (an advisory lock keyed by the slug, as the registry locks a remote): PGlite is one
 * connection whose transactions never interleave, so there a transaction needs only to read what it copies
 * inside itself. Writers take it before `LOCK TABLE sites` (the demo seeding all of its sites' in slug
 * order): a put waiting here for an import holds no lock on `sites`, whose EXCLUSIVE mode would hold up every
 * lead, reservation and phone reveal (their rows' foreign keys lock a row of sites) until the import ends.
 * So no transaction may wait for this lock while it holds a lock on `sites` beyond ACCESS SHARE; and an
 * import holding it must not wait for more than ACCESS SHARE on `sites` (it reads them; its cars reference
 * dealerships and locations only).
 */
export async function lockSiteStock(tx: Db, slug: string, mode: 'shared' | 'exclusive'): Promise<void> {
  if (tx.kind !== 'postgres') return;
  const lock = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await tx.query(`SELECT ${lock}(hashtext('site-stock:' || $1))`, [slug]);
}
