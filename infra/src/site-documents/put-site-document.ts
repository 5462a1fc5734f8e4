import type { CarEvents } from '../cars/car-events';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { productionMailCheck } from '../lead-delivery/production-mail-check';
import { loadDealershipContexts } from '../search/car-index/dealership-context';
import { lockSiteStock } from '../sites/site-stock-lock';
import type { SitesRepository } from '../sites/sites-repository';
import { saveTenantWithCars } from './car-location-copies';
import { documentIds } from './document-ids';
import type { DocumentProblem } from './json-shape';
import { loadSiteDocument } from './load-site-document';
import { saveDeliveryChannels } from './save-delivery-channels';
import { tenantOfDocument, type SiteDocument } from './site-document';
import { changeNotes, documentChanges } from './site-document-changes';
import { siteDocumentConsequences, siteDocumentStoreProblems } from './site-document-store-checks';
import { SiteDocumentRefused, validateSiteDocument } from './validate-site-document';

/** What `sites put` did, or would do with --dry-run. */
export interface SitePutResult {
  slug: string;
  /** The slug was new: the site was created (else replaced). */
  created: boolean;
  dry_run: boolean;
  /**
   * One line per changed value, then what else it does to stored data (deleted reviews, tokens…, how many
   * cars' copies of a changed or deleted location are updated).
   */
  changes: string[];
  /**
   * Cars whose search records were refreshed: their dealership's name or sold-car days changed, or their
   * copy of their location did.
   */
  reindexed_cars: number;
}

export interface PutSiteDependencies {
  /** The platform's sites: the put runs in their `change`, so this process's cache forgets the old site. */
  sites: Pick<SitesRepository, 'change'>;
  /** The search indexer listens here for cars whose records changed. */
  events: Pick<CarEvents, 'emitCarsChanged'>;
  /** Production without SMTP refuses a dealership whose leads only email would carry. */
  config: Pick<Config, 'production' | 'smtpUrl'>;
}

/** Rolls a dry run's transaction back, carrying what it would have done. */
class DryRun extends Error {
  constructor(readonly result: SitePutResult) {
    super('dry run');
  }
}

function mailProblems(document: SiteDocument, config: PutSiteDependencies['config']): DocumentProblem[] {
  const { dealerships } = document.dealer;
  const { emailOnly } = productionMailCheck(
    config,
    dealerships.map((d) => ({ slug: d.slug, delivery: d.lead_delivery })),
  );
  return emailOnly.map((slug) => ({
    path: `dealer.dealerships[${dealerships.findIndex((d) => d.slug === slug)}].lead_delivery`,
    message:
      'has only the email channel, and this platform runs in production without SMTP_URL: its leads ' +
      'would be written to a pod’s disk and lost (and pods would refuse to start). Add a webhook, or set SMTP_URL',
  }));
}

/** Dealerships whose search records read differently now (name, sold-car days): their cars' ids. */
async function carsToReindex(tx: Db, before: Awaited<ReturnType<typeof loadDealershipContexts>>) {
  const after = await loadDealershipContexts(tx);
  const changed = [...after].filter(([id, context]) => {
    const old = before.get(id);
    return old && (old.name !== context.name || old.soldDays !== context.soldDays);
  });
  if (changed.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM cars WHERE dealership_id = ANY($1::int[]) ORDER BY id',
    [changed.map(([id]) => id)],
  );
  return rows.map((row) => row.id);
}

/**
 * Creates the site of a document whose slug is new, or replaces the stored one, in one transaction:
 * validated whole first (SiteDocumentRefused names every problem with its JSON path, and nothing is
 * written), then checked against the other sites and the stored cars inside the transaction, saved with
 * saveTenant under stable ids (document-ids.ts), with the dealerships' lead channels. With `dryRun` the same
 * work runs and is rolled back, so the answer says exactly what would change. The cars at a location it
 * changes or deletes get their copies of it updated in the same transaction (saveTenantWithCars), under the
 * site's stock lock, so an import running at the same time cannot write the old copies back. After
 * a commit the search records of those cars and of the cars whose dealership reads differently are
 * refreshed; the site keys are minted per answer from the stored stock filter, so they follow it at once.
 */
export async function putSiteDocument(
  deps: PutSiteDependencies,
  input: unknown,
  options: { dryRun: boolean },
): Promise<SitePutResult> {
  const document = validateSiteDocument(input);
  const mail = mailProblems(document, deps.config);
  if (mail.length > 0) throw new SiteDocumentRefused(mail);
  let carIds: number[] = [];
  const work = async (tx: Db): Promise<SitePutResult> => {
    // An import of the site writing cars meanwhile would copy the locations as they were (and the checks
    // would miss its cars): it finishes first, or waits for this put. Taken before the table lock below, so
    // a put waiting for an import holds nothing others wait for (EXCLUSIVE on sites holds up every lead).
    await lockSiteStock(tx, document.site.slug, 'exclusive');
    // Two puts (or a put and the demo seeding) must not both take a domain or a new slug.
    if (tx.kind === 'postgres') await tx.query('LOCK TABLE sites IN EXCLUSIVE MODE');
    const problems = await siteDocumentStoreProblems(tx, document);
    if (problems.length > 0) throw new SiteDocumentRefused(problems);
    const before = await loadSiteDocument(tx, document.site.slug);
    const consequences = await siteDocumentConsequences(tx, document, deps.config);
    const contexts = await loadDealershipContexts(tx);
    const ids = await documentIds(tx, document);
    const { tenant, extras, delivery } = tenantOfDocument(document, ids);
    const copies = await saveTenantWithCars(tx, tenant, extras);
    const secretsMade = await saveDeliveryChannels(tx, ids.dealerships, delivery);
    carIds = [...new Set([...(await carsToReindex(tx, contexts)), ...copies.carIds])].sort((a, b) => a - b);
    // What is stored now, read back, so the changes listed are the ones made (not the document's spelling).
    const after = (await loadSiteDocument(tx, document.site.slug))!;
    const result: SitePutResult = {
      slug: document.site.slug,
      created: ids.created,
      dry_run: options.dryRun,
      changes: [
        ...documentChanges(before, after),
        ...consequences,
        ...copies.changes,
        ...secretsMade,
        ...changeNotes(before, after),
      ],
      reindexed_cars: carIds.length,
    };
    if (options.dryRun) throw new DryRun(result);
    return result;
  };
  try {
    const result = await deps.sites.change(work);
    await deps.events.emitCarsChanged(carIds);
    return result;
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
}
