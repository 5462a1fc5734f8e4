import type { RemoteRegistry } from '@dealerline/shared';

/** How long the check waits for the platform: a region's fallback must not wait on it for long. */
export const STALE_CHECK_TIMEOUT_MS = 5000;

/** A page reloaded for being out of date is not reloaded again for this long (no loop if the check is wrong). */
export const RELOAD_AGAIN_AFTER_MS = 5 * 60_000;

const RELOADED_KEY = 'dealerline:reloaded-out-of-date';

/** The URL of the shell's entry this page runs (the paint-first script's data-main, or the entry's own tag). */
export function shellEntryUrl(doc: Document): string | null {
  const paintFirst = doc.querySelector<HTMLScriptElement>('script[data-main]');
  if (paintFirst?.dataset.main) return new URL(paintFirst.dataset.main, doc.baseURI).href;
  return doc.querySelector<HTMLScriptElement>('script[src*="/shell/main."]')?.src ?? null;
}

/**
 * Whether the page runs code the platform no longer serves as its current site: the shell's entry is gone (the
 * platform was deployed with a new shell build, whose chunks have new names, so the chunks this page still
 * loads answer 404), or a remote's promoted version is not the one the page registered (a version promoted or
 * rolled back since the page loaded). False when the platform does not answer in time: then it is an outage
 * or the shopper's connection, and the region's fallback stays.
 */
export async function isPageOutOfDate(
  registry: RemoteRegistry,
  shellEntry: string | null,
  fetchFn: typeof fetch = fetch,
  timeoutMs = STALE_CHECK_TIMEOUT_MS,
): Promise<boolean> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const init = { cache: 'no-store', signal: deadline.signal } as const;
  try {
    const [entryGone, current] = await Promise.all([
      shellEntry
        ? fetchFn(shellEntry, { ...init, method: 'HEAD' }).then((response) => response.status === 404)
        : false,
      fetchFn('/api/registry', { ...init, headers: { accept: 'application/json' } }).then((response) =>
        response.ok ? (response.json() as Promise<RemoteRegistry>) : null,
      ),
    ]);
    if (entryGone) return true;
    if (!current || !Array.isArray(current.remotes)) return false;
    const loaded = new Map(registry.remotes.map((entry) => [entry.remote, entry.version]));
    return current.remotes.some(
      (entry) => loaded.has(entry.remote) && loaded.get(entry.remote) !== entry.version,
    );
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this URL may be reloaded now: not when it was reloaded for being out of date a moment ago. */
export function mayReload(storage: Storage | null, url: string, now: number): boolean {
  if (!storage) return false;
  try {
    const last = JSON.parse(storage.getItem(RELOADED_KEY) ?? 'null') as { url?: string; at?: number } | null;
    if (last?.url === url && typeof last.at === 'number' && now - last.at < RELOAD_AGAIN_AFTER_MS)
      return false;
    storage.setItem(RELOADED_KEY, JSON.stringify({ url, at: now }));
    return true;
  } catch {
    return false;
  }
}

let registered: RemoteRegistry | null = null;
let checking: Promise<void> | null = null;

/** The registry this page registered its remotes from (register-remotes.ts). */
export function rememberRegistry(registry: RemoteRegistry): void {
  registered = registry;
}

/**
 * After a region failed: when the page is out of date (a long-open tab after a deploy or a promotion), loads
 * the page afresh, so the shopper gets the part of the page instead of the fallback; the fallback shows
 * meanwhile. Nothing when offline (the region tries again once back online) or when the platform still serves
 * what this page runs (an outage: the fallback stays). One check at a time.
 */
export function reloadIfOutOfDate(): void {
  if (!registered || checking || typeof window === 'undefined' || !navigator.onLine) return;
  const registry = registered;
  checking = isPageOutOfDate(registry, shellEntryUrl(document))
    .then((outOfDate) => {
      if (!outOfDate) return;
      let storage: Storage | null = null;
      try {
        storage = window.sessionStorage;
      } catch {
        storage = null;
      }
      if (mayReload(storage, window.location.href, Date.now())) window.location.reload();
    })
    .finally(() => {
      checking = null;
    });
}
