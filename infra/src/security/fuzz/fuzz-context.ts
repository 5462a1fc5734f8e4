/** What the fuzzer knows about the app it attacks: real names, so some requests reach deep code. */
export interface FuzzContext {
  /** Host headers of real tenants ({slug}.localhost:8080). */
  hosts: string[];
  carIds: number[];
  carSlugs: string[];
  locationSlugs: string[];
  remoteNames: string[];
  /** A shopper's search credentials (site key) for /1/. */
  search: { appId: string; apiKey: string; indexName: string };
  /** Valid request bodies by route URL pattern, mutated by the fuzzer (others are sampled from schemas). */
  bodies: Record<string, unknown>;
  /** Real values by path parameter name (ids, slugs, remote names). */
  params: Record<string, string[]>;
}
