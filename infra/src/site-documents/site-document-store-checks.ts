import type { Db } from '../db/db';
import type { DocumentProblem } from './json-shape';
import type { SiteDocument } from './site-document';
import { domainKey } from './site-document-rules';

/**
 * What a site document must satisfy against the other sites and the stored data, read inside the put's
 * transaction: its domains and dealership slugs are nobody else's, and it drops no dealership that still
 * has cars (deleting it would delete them: their stock numbers, sales history and reservations).
 */

export const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-AU')} ${word}${n === 1 ? '' : 's'}`;

async function domainsOfOthers(tx: Db, document: SiteDocument): Promise<DocumentProblem[]> {
  const others = await tx.query<{ slug: string; domains: string[] }>(
    'SELECT slug, domains FROM sites WHERE slug <> $1 ORDER BY id',
    [document.site.slug],
  );
  const owner = new Map(others.flatMap((site) => site.domains.map((domain) => [domainKey(domain), site])));
  return document.site.domains.flatMap((domain, i) => {
    const site = owner.get(domainKey(domain));
    return site
      ? [{ path: `site.domains[${i}]`, message: `"${domain}" is a domain of the site ${site.slug}` }]
      : [];
  });
}

async function dealershipsOfOthers(tx: Db, document: SiteDocument): Promise<DocumentProblem[]> {
  const slugs = document.dealer.dealerships.map((d) => d.slug);
  const taken = await tx.query<{ slug: string; site: string }>(
    `SELECT d.slug, s.slug AS site FROM dealerships d JOIN sites s ON s.id = d.site_id
      WHERE d.slug = ANY($1::text[]) AND s.slug <> $2`,
    [slugs, document.site.slug],
  );
  const owner = new Map(taken.map((row) => [row.slug, row.site]));
  return slugs.flatMap((slug, i) =>
    owner.has(slug)
      ? [
          {
            path: `dealer.dealerships[${i}].slug`,
            message: `"${slug}" is a dealership of the site ${owner.get(slug)} (dealership slugs are unique)`,
          },
        ]
      : [],
  );
}

async function droppedWithCars(tx: Db, document: SiteDocument): Promise<DocumentProblem[]> {
  const rows = await tx.query<{ slug: string; cars: number }>(
    `SELECT d.slug, (SELECT count(*)::int FROM cars c WHERE c.dealership_id = d.id) AS cars
       FROM dealerships d JOIN sites s ON s.id = d.site_id
      WHERE s.slug = $1 AND NOT (d.slug = ANY($2::text[]))
      ORDER BY d.position, d.id`,
    [document.site.slug, document.dealer.dealerships.map((d) => d.slug)],
  );
  return rows
    .filter((row) => row.cars > 0)
    .map((row) => ({
      path: 'dealer.dealerships',
      message:
        `leaves out the dealership ${row.slug}, which has ${plural(row.cars, 'car')}: removing it would ` +
        'delete them. Keep it, or move or remove its cars first (an import of its feed, or `seed --reset`)',
    }));
}

/** Every problem of the document against the platform's other sites and its stored cars. */
export async function siteDocumentStoreProblems(tx: Db, document: SiteDocument): Promise<DocumentProblem[]> {
  return [
    ...(await domainsOfOthers(tx, document)),
    ...(await dealershipsOfOthers(tx, document)),
    ...(await droppedWithCars(tx, document)),
  ];
}

/**
 * What else a put does to stored data, for the operator to read before (--dry-run) and after: the dealer
 * tokens and leads of a dealership it removes, the reviews of a location it removes (its cars:
 * car-location-copies.ts).
 */
export async function siteDocumentConsequences(tx: Db, document: SiteDocument): Promise<string[]> {
  const dealerships = await tx.query<{ slug: string; tokens: number; leads: number }>(
    `SELECT d.slug,
            (SELECT count(*)::int FROM dealer_tokens t WHERE t.dealership_id = d.id AND t.revoked_at IS NULL)
              AS tokens,
            (SELECT count(*)::int FROM leads l WHERE l.dealership_id = d.id) AS leads
       FROM dealerships d JOIN sites s ON s.id = d.site_id
      WHERE s.slug = $1 AND NOT (d.slug = ANY($2::text[]))
      ORDER BY d.position, d.id`,
    [document.site.slug, document.dealer.dealerships.map((d) => d.slug)],
  );
  const locations = await tx.query<{ slug: string; reviews: number }>(
    `SELECT l.slug, (SELECT count(*)::int FROM reviews r WHERE r.location_id = l.id) AS reviews
       FROM locations l JOIN sites s ON s.id = l.site_id
      WHERE s.slug = $1 AND NOT (l.slug = ANY($2::text[]))
      ORDER BY l.position, l.id`,
    [document.site.slug, document.dealer.locations.map((l) => l.slug)],
  );
  return [
    ...dealerships.map(
      (d) =>
        `dealership ${d.slug} is deleted: its ${plural(d.tokens, 'live dealer token')} stop working, ` +
        `its ${plural(d.leads, 'lead')} stay stored without a dealership`,
    ),
    ...locations.map((l) => `location ${l.slug} is deleted with its ${plural(l.reviews, 'review')}`),
  ];
}
