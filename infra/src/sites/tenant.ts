import type { DealerConfig, SiteConfig } from '../../../shared/src/domain/site';

/** A tenant as the server hands it out: the public site config and the dealer config (spec §3). */
export interface Tenant {
  site: SiteConfig;
  dealer: DealerConfig;
}
