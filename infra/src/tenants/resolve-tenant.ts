/** Where a request's tenant came from. */
export type TenantSource = 'host' | 'domain' | 'query' | 'cookie';

export interface TenantDirectory {
  /** Every known site slug. */
  slugs: ReadonlySet<string>;
  /** Custom domain (lower case, no port) → slug. */
  domains: ReadonlyMap<string, string>;
}

export interface TenantRequest {
  /** The Host header (may carry a port). */
  host: string | undefined;
  /** The `site` query parameter. */
  site: string | undefined;
  /** The Cookie header. */
  cookie: string | undefined;
}

export interface ResolvedTenant {
  slug: string;
  source: TenantSource;
}

export const TENANT_COOKIE = 'dl_site';

/** "Coastline.LocalHost:8080" → "coastline.localhost"; "[::1]:8080" → "[::1]". */
export function hostName(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d*$/, '').replace(/\.$/, '');
}

/** The label right before ".localhost": "harbour-nissan.localhost" → "harbour-nissan". */
function localhostSlug(name: string): string | undefined {
  if (!name.endsWith('.localhost')) return undefined;
  const labels = name.slice(0, -'.localhost'.length).split('.');
  return labels[labels.length - 1] || undefined;
}

/** A custom domain's site, matching with or without a leading "www.". */
function domainSlug(name: string, domains: TenantDirectory['domains']): string | undefined {
  const alternative = name.startsWith('www.') ? name.slice(4) : `www.${name}`;
  return domains.get(name) ?? domains.get(alternative);
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

/**
 * The tenant of a request, first match wins: `{slug}.localhost[:port]`, a configured custom domain, the
 * `?site={slug}` query parameter, the `dl_site` cookie. Only known slugs count; otherwise there is no tenant.
 */
export function resolveTenant(request: TenantRequest, directory: TenantDirectory): ResolvedTenant | null {
  const known = (slug: string | undefined): slug is string => !!slug && directory.slugs.has(slug);
  const name = hostName(request.host);
  const fromHost = localhostSlug(name);
  if (known(fromHost)) return { slug: fromHost, source: 'host' };
  const fromDomain = domainSlug(name, directory.domains);
  if (known(fromDomain)) return { slug: fromDomain, source: 'domain' };
  const fromQuery = request.site?.trim().toLowerCase();
  if (known(fromQuery)) return { slug: fromQuery, source: 'query' };
  const fromCookie = parseCookies(request.cookie)[TENANT_COOKIE];
  if (known(fromCookie)) return { slug: fromCookie, source: 'cookie' };
  return null;
}

/** Set-Cookie value that keeps a `?site=` tenant for later page loads on a shared host name. */
export function tenantCookie(slug: string, secure: boolean): string {
  return `${TENANT_COOKIE}=${encodeURIComponent(slug)}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
