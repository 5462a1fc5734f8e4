import { demoTenants } from '../../demo/demo-tenants';
import { siteDocumentOf, type SiteDocument } from '../site-document';

/** A demo site's document as `sites show` prints it after the first start (every dealership on email). */
export function demoDocument(slug: string, now = new Date('2025-11-20T00:00:00Z')): SiteDocument {
  const tenant = demoTenants(now).find((t) => t.site.slug === slug);
  if (!tenant) throw new Error(`no demo site ${slug}`);
  // As JSON, like the database hands it out: the demo definitions share lists between locations (holidays).
  return JSON.parse(
    JSON.stringify(
      siteDocumentOf(
        tenant,
        tenant.dealer.dealerships.map((d) => ({
          slug: d.slug,
          profile: tenant.profiles[d.slug]!,
          delivery: { webhook: null, email: { to: null } },
        })),
        tenant.stockFilter,
      ),
    ),
  ) as SiteDocument;
}
