import type { ApiCacheState } from '../api/api';
import type { Promotion } from '../domain/content';
import type { DealerConfig, SiteConfig } from '../domain/site';
import type { RemoteRegistry } from './remotes';

/** What the platform server embeds in the shell's HTML so the first render needs no extra round trip. */
export interface BootPayload {
  site: SiteConfig;
  dealer: DealerConfig;
  registry: RemoteRegistry;
  /** Answers the page's first view would otherwise fetch, already known to the server (the store starts with them). */
  prefetched?: PrefetchedData;
  /** Whether #root holds the server's HTML of this page, which the shell then hydrates. */
  rendered?: boolean;
}

/** API answers embedded in the page: each one is what its endpoint would answer for this site right now. */
export interface PrefetchedData {
  /** GET /api/promotions: the home page's slides, so the slider renders with the page and shifts nothing. */
  promotions?: Promotion[];
  /**
   * The API answers the server's render of the page used (server-side rendering, issue 9): the browser's
   * store starts with them, so hydration renders what the server's HTML shows.
   */
  api?: ApiCacheState;
}

/** id of the `<script type="application/json">` element that carries the BootPayload. */
export const BOOT_ELEMENT_ID = 'dealerline-boot';
