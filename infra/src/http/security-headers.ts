import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { algoliaOrigins, contentSecurityPolicy, originOf } from './content-security-policy';

/** Two years; no includeSubDomains: a dealer's custom domain may have other hosts that are not ours. */
export const HSTS = 'max-age=63072000';

/**
 * Browser features the pages never use are switched off for them and for anything they embed. The position
 * only for the site's own pages (Use My Location, the contact page), never for what they embed.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The headers every response carries (a route's own value of the same header wins). */
export function securityHeaders(config: Pick<Config, 'assetBaseUrl' | 'search'>): Record<string, string> {
  const algolia = config.search?.algolia;
  return {
    'Content-Security-Policy': contentSecurityPolicy({
      assetOrigin: originOf(config.assetBaseUrl),
      searchOrigins: algolia ? algoliaOrigins(algolia.appId) : [],
    }),
    'Strict-Transport-Security': HSTS,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Adds the security headers to every response of the app (call on the root instance, before routes). */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = Object.entries(securityHeaders(config));
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}

type FrameworkErrors = NonNullable<FastifyServerOptions['frameworkErrors']>;

/**
 * Errors the router raises before any route (a malformed URL) skip the hooks: this handler adds the same
 * headers before the given one answers.
 */
export function withSecurityHeaders(config: Config, handler: FrameworkErrors): FrameworkErrors {
  const headers = securityHeaders(config);
  return (error, request, reply) => {
    reply.headers(headers);
    return handler(error, request, reply);
  };
}
