import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '../http/request-tenant';
import { siteOrigin } from '../../../shared/src/rules/site-urls';
import { hostName } from '../tenants/resolve-tenant';

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
