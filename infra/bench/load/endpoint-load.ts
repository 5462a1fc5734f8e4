import autocannon from 'autocannon';
import { LOCAL_CAPTCHA_TOKEN } from '../../../shared/src/rules/lead-captcha';
import type { LoadPlatform } from './load-platform';

export const SITE = 'coastline-motor-group';
const HOST = `${SITE}.localhost`;

export interface EndpointLoad {
  endpoint: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors or timeouts. */
  non2xx: number;
  errors: number;
}

interface Target {
  endpoint: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The three endpoints under load: a shopper's search query, the site config and a lead. */
export async function loadTargets(platform: LoadPlatform): Promise<Target[]> {
  const port = new URL(platform.url).port;
  const host = `${HOST}:${port}`;
  const res = await fetch(`${platform.url}/api/site-config?site=${SITE}`);
  const { site } = (await res.json()) as {
    site: { search: { appId: string; apiKey: string; indexName: string } };
  };
  const { appId, apiKey, indexName } = site.search;
  return [
    {
      endpoint: `POST /1/indexes/${indexName}/query`,
      method: 'POST',
      path: `/1/indexes/${indexName}/query`,
      headers: {
        host,
        'content-type': 'application/json',
        'x-algolia-application-id': appId,
        'x-algolia-api-key': apiKey,
      },
      body: JSON.stringify({
        params: 'query=toyota&hitsPerPage=24&facets=%5B%22make%22%2C%22body_type%22%5D',
      }),
    },
    { endpoint: 'GET /api/site-config', method: 'GET', path: '/api/site-config', headers: { host } },
    {
      endpoint: 'POST /api/leads',
      method: 'POST',
      path: '/api/leads',
      headers: { host, 'content-type': 'application/json' },
      body: JSON.stringify({
        category: 'General Enquiry',
        subcategory: null,
        name: 'Jo',
        last_name: 'Citizen',
        email: 'load@example.com',
        phone: '0412 345 678',
        message: 'Load test',
        postcode: '4000',
        dealership_slug: null,
        source: 'Website',
        params: { captcha_token: LOCAL_CAPTCHA_TOKEN, terms_conditions: true },
      }),
    },
  ];
}

const request = (platform: LoadPlatform, target: Target) => ({
  url: `${platform.url}${target.path}`,
  method: target.method,
  headers: target.headers,
  body: target.body,
});

/** autocannon against one endpoint on loopback: `connections` in flight for `seconds`. */
export async function loadEndpoint(
  platform: LoadPlatform,
  target: Target,
  connections: number,
  seconds: number,
): Promise<EndpointLoad> {
  // Warm up (first compilations, caches) so the measured seconds see the steady state.
  await autocannon({ ...request(platform, target), connections: 1, amount: 20 });
  const result = await autocannon({
    ...request(platform, target),
    connections,
    duration: seconds,
    timeout: 30,
  });
  return {
    endpoint: target.endpoint,
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
