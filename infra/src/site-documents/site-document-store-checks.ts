import type { Config } from '../config';
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
        "delete them. Keep it: no command removes one dealership's cars (an import's --full only marks them " +
        'sold, and sold cars count too; `seed --reset` deletes every car of every site). A site-wide import ' +
        "whose rows give these cars' VINs with another dealership's dealership_slug moves them to it; a car " +
        'without a VIN cannot be moved',
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

/** "1 lead stays" / "2 leads stay": the count, its noun and its verb agreeing. */
const counted = (n: number, word: string, verb: { one: string; many: string }) =>
  `${plural(n, word)} ${n === 1 ? verb.one : verb.many}`;

interface DeletedDealership {
  slug: string;
  tokens: number;
  leads: number;
  /** Pending or being delivered, whose current sending's email the dealership has not acknowledged. */
  waiting: number;
  /** Pending or being delivered, already emailed to the dealership: the next attempt records them delivered. */
  emailed: number;
  failed: number;
}

/**
 * What becomes of a deleted dealership's leads not delivered yet: the worker sends them to the dealer's email
 * (DEALERLESS_DELIVERY, lead-delivery/delivery-config.ts), never to another dealership; failed ones wait for
 * `leads retry`.
 */
function undeliveredLeadsNote(d: DeletedDealership, dealerEmail: string, mailNote: string): string {
  const parts = [
    ...(d.waiting
      ? [
          `its ${counted(d.waiting, 'undelivered lead', { one: 'goes', many: 'go' })} by email to ${dealerEmail} ` +
            `(the dealer's email, not another dealership's channels) on ${d.waiting === 1 ? 'its' : 'their'} ` +
            `next attempt${mailNote}`,
        ]
      : []),
    ...(d.emailed
      ? [
          `its ${counted(d.emailed, 'waiting lead', { one: 'already emailed to it counts', many: 'already emailed to it count' })} ` +
            `as delivered on ${d.emailed === 1 ? 'its' : 'their'} next attempt`,
        ]
      : []),
    ...(d.failed
      ? [
          `its ${counted(d.failed, 'failed lead', { one: 'stays', many: 'stay' })} failed until \`leads retry ` +
            `--failed\` (or \`leads retry <lead-id>\`) sends ${d.failed === 1 ? 'it' : 'them'} to ${dealerEmail}`,
        ]
      : []),
  ];
  return parts.length ? `; ${parts.join('; ')}` : '';
}

/**
 * What else a put does to stored data, for the operator to read before (--dry-run) and after: the dealer
 * tokens and leads of a dealership it removes (and where its undelivered leads go), the reviews of a location
 * it removes (its cars: car-location-copies.ts). `mail`: production without SMTP_URL sends no email.
 */
export async function siteDocumentConsequences(
  tx: Db,
  document: SiteDocument,
  mail: Pick<Config, 'production' | 'smtpUrl'> = {},
): Promise<string[]> {
  const dealerships = await tx.query<DeletedDealership>(
    `WITH undelivered AS (
       SELECT l.dealership_id, l.delivery_status AS status,
         EXISTS (SELECT 1 FROM lead_deliveries ld
                 WHERE ld.lead_id = l.id AND ld.channel = 'email'
                   AND ld.resend = (SELECT COALESCE(max(r.resend), 0) FROM lead_resends r WHERE r.lead_id = l.id))
           AS emailed
       FROM leads l JOIN dealerships d ON d.id = l.dealership_id JOIN sites s ON s.id = d.site_id
       WHERE s.slug = $1 AND l.delivery_status IN ('pending', 'delivering', 'failed')
     )
     SELECT d.slug,
            (SELECT count(*)::int FROM dealer_tokens t WHERE t.dealership_id = d.id AND t.revoked_at IS NULL)
              AS tokens,
            (SELECT count(*)::int FROM leads l WHERE l.dealership_id = d.id) AS leads,
            (SELECT count(*)::int FROM undelivered u
              WHERE u.dealership_id = d.id AND u.status <> 'failed' AND NOT u.emailed) AS waiting,
            (SELECT count(*)::int FROM undelivered u
              WHERE u.dealership_id = d.id AND u.status <> 'failed' AND u.emailed) AS emailed,
            (SELECT count(*)::int FROM undelivered u WHERE u.dealership_id = d.id AND u.status = 'failed')
              AS failed
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
  const mailNote =
    mail.production && !mail.smtpUrl
      ? ' (this platform has no SMTP_URL: they wait, in `leads status`, until it is set)'
      : '';
  return [
    ...dealerships.map(
      (d) =>
        `dealership ${d.slug} is deleted: its ` +
        `${counted(d.tokens, 'live dealer token', { one: 'stops', many: 'stop' })} working, ` +
        `its ${counted(d.leads, 'lead', { one: 'stays', many: 'stay' })} stored without a dealership` +
        undeliveredLeadsNote(d, document.dealer.email, mailNote),
    ),
    ...locations.map((l) => `location ${l.slug} is deleted with its ${plural(l.reviews, 'review')}`),
  ];
}
