/**
 * The origin a site's pages are known by: its first custom domain over HTTPS when it has one (like the
 * canonical links), else the origin of the request (or of the browser's page).
 */
export function siteOrigin(domains: readonly string[], origin: string): string {
  return domains[0] ? `https://${domains[0]}` : origin;
}

/** A URL of the site's own (a path on its origin) or one hosted elsewhere (http/https), absolute; else null. */
export function absoluteUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : null;
}

/**
 * An absolute URL of a picture at `width` pixels: pictures of the platform's image endpoint (`/images/…`)
 * on the site's origin with `w`, a picture hosted elsewhere as it is, anything else null.
 */
export function absoluteImageUrl(url: string | null, origin: string, width: number): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (!url.startsWith('/images/')) return null;
  const [path = '', query] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  return `${origin}${path}?${params.toString()}`;
}
