import type { DealerConfig, SiteConfig } from '../domain/site';
import type { RemoteRegistry } from './remotes';

/** What the platform server embeds in the shell's HTML so the first render needs no extra round trip. */
export interface BootPayload {
  site: SiteConfig;
  dealer: DealerConfig;
  registry: RemoteRegistry;
}

/** id of the `<script type="application/json">` element that carries the BootPayload. */
export const BOOT_ELEMENT_ID = 'dealerline-boot';
