/** The Google Maps embed (shared/src/rules/location-links.ts), a path-restricted source. */
export const GOOGLE_MAPS_EMBED = 'https://www.google.com/maps/embed/';

/** What a page may load besides its own origin. */
export interface CspSources {
  /** Origin of the remote assets (ASSET_BASE_URL, the registry's CDN); null: the page's own origin. */
  assetOrigin: string | null;
  /** Origins the browser searches on (real Algolia's hosts); empty: the platform's own /1/ API. */
  searchOrigins: readonly string[];
}

/** The hosts the official algoliasearch client talks to for one application id. */
export function algoliaOrigins(appId: string): string[] {
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`),
  ];
}

/** "https://cdn.example.com/assets/" → "https://cdn.example.com" (null for anything that is not a URL). */
export function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of every response. Scripts only from the page's origin and the registry's
 * asset origin (no inline script: the boot payload is a `type="application/json"` data block, which CSP does
 * not treat as script); data requests also to the search hosts. Styles allow 'unsafe-inline' because emotion
 * inserts its <style> elements at run time (and React sets style attributes); neither can run code.
 * Pictures may come from any https host: imported feeds carry the dealers' own photo URLs. Frames only from
 * the Google Maps embed path; nobody may frame the pages.
 */
export function contentSecurityPolicy({ assetOrigin, searchOrigins }: CspSources): string {
  const assets = assetOrigin ? [assetOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...assets],
    'connect-src': ["'self'", ...assets, ...searchOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...assets],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...assets],
    'object-src': ["'none'"],
    // The one embed a site may switch on: Google Maps (site.maps.provider 'google', spec §7.11).
    'frame-src': [GOOGLE_MAPS_EMBED],
    'worker-src': ["'self'", 'blob:'],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
