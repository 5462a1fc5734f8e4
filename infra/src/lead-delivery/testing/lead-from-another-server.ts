import type { LeadSubmission } from '../../../../shared/src/domain/vehicle';
import type { Db } from '../../db/db';
import { resolveLeadTargets } from '../../leads/lead-targets';
import { saveLead } from '../../leads/save-lead';
import type { SitesRepository } from '../../sites/sites-repository';

/**
 * A lead stored as another server of the platform stores it: in the shared database, without waking this
 * server's delivery worker (a lead posted to this server wakes it). It stays pending until the worker's next
 * poll or wake, so tests can see a lead waiting.
 */
export async function storeLeadFromAnotherServer(
  platform: { db: Db; sites: SitesRepository },
  siteSlug: string,
  submission: LeadSubmission,
): Promise<string> {
  const tenant = await platform.sites.findBySlug(siteSlug);
  if (!tenant) throw new Error(`no site ${siteSlug}`);
  const targets = await resolveLeadTargets(platform.db, tenant, submission);
  const saved = await saveLead(platform.db, {
    siteId: tenant.site.id,
    submission,
    ...targets,
    idempotencyKey: null,
    userAgent: null,
  });
  return saved.lead_id;
}
