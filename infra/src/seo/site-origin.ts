import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '../http/request-tenant';
import { hostName } from '../tenants/resolve-tenant';

/**
 * The origin a site's pages are known by: its first custom domain over HTTPS when it has one (like the
 * canonical links), else the origin of the request.
 */
export function siteOrigin(domains: readonly string[], origin: string): string {
  return domains[0] ? `https://${domains[0]}` : origin;
}

/**
 * The origin of the URLs in a site's sitemap and robots.txt: a sitemap may only list URLs of its own host, so
 * on one of the site's custom domains (with or without www.) the canonical origin, on any other host of the
 * site (`{slug}.localhost` in development) the host it was asked on.
 */
export function sitemapOrigin(request: FastifyRequest, domains: readonly string[]): string {
  const name = hostName(request.host);
  const bare = (domain: string) => domain.toLowerCase().replace(/^www\./, '');
  const onOwnDomain = domains.some((domain) => bare(domain) === name.replace(/^www\./, ''));
  return onOwnDomain ? siteOrigin(domains, requestOrigin(request)) : requestOrigin(request);
}

/**
 * An absolute URL of a car picture at `width` pixels: pictures of the platform's image endpoint (`/images/…`)
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
