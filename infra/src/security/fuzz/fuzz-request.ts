import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../../http/route-list';
import type { Random } from '../../inventory/prng';
import type { FuzzContext } from './fuzz-context';
import { BROKEN_BODIES, HOSTILE_SEGMENTS, HOSTILE_STRINGS, HOSTILE_VALUES } from './hostile-values';
import { sampleFromSchema } from './schema-sample';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

/** A request the fuzzer sends, with the name of the strategy that made it (for the failure report). */
export interface FuzzRequest extends InjectOptions {
  method: Method;
  url: string;
  headers: Record<string, string>;
  strategy: string;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (random: Random, p: number) => random() < p;

/** encodeURIComponent, with a lone surrogate sent as the invalid UTF-8 bytes it would be. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function hostileScalar(random: Random): unknown {
  return chance(random, 0.7) ? pick(random, HOSTILE_STRINGS) : pick(random, HOSTILE_VALUES);
}

/** The body with one to three fields replaced, removed or added (recursively into objects). */
export function mutate(value: unknown, random: Random, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || depth > 3) {
    return hostileScalar(random);
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const edits = 1 + Math.floor(random() * 3);
  for (let i = 0; i < edits; i++) {
    const roll = random();
    const key = keys.length ? pick(random, keys) : 'field';
    if (roll < 0.55) copy[key] = mutate(copy[key], random, depth + 1);
    else if (roll < 0.7) delete copy[key];
    else if (roll < 0.85)
      copy[pick(random, ['__proto__', 'extra', 'id', 'site_id', 'admin'])] = hostileScalar(random);
    else copy[key] = pick(random, HOSTILE_STRINGS);
  }
  return copy;
}

function pathValue(name: string, random: Random, context: FuzzContext): string {
  const real = context.params[name];
  if (real?.length && chance(random, 0.6)) return encode(pick(random, real));
  return pick(random, HOSTILE_SEGMENTS);
}

/** The route's URL pattern with each parameter (and a trailing wildcard) filled in. */
function fillPath(route: RouteEntry, random: Random, context: FuzzContext): string {
  return route.url
    .replace(/:(\w+)/g, (_match, name: string) => pathValue(name, random, context))
    .replace(/\*$/, () =>
      chance(random, 0.5)
        ? pick(random, [
            '',
            'index.html',
            'mf-manifest.json',
            'demo/sedan/ffffff/front.jpg',
            'search/used-cars',
            'contact',
            'cars/x',
            'uploads/../../secrets.json',
            '../package.json',
          ])
        : [pick(random, HOSTILE_SEGMENTS), pick(random, HOSTILE_SEGMENTS)].join('/'),
    );
}

function queryString(route: RouteEntry, random: Random): string {
  if (chance(random, 0.4)) return '';
  const sample = sampleFromSchema(route.schema.querystring ?? { type: 'object' }, random) as Record<
    string,
    unknown
  >;
  const query: Record<string, unknown> = chance(random, 0.5)
    ? (mutate(sample, random) as Record<string, unknown>)
    : sample;
  if (chance(random, 0.2))
    query[pick(random, ['site', 'q', 'w', 'path', 'date', 'since', 'limit'])] = pick(random, HOSTILE_STRINGS);
  const parts = Object.entries(query ?? {}).map(([key, value]) => {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    return chance(random, 0.05)
      ? `${key}=${pick(random, ['%', '%E0%A4%A', '%00', '%ZZ'])}`
      : `${encode(key)}=${encode(text)}`;
  });
  if (chance(random, 0.1)) parts.push(`${parts[0] ?? 'site=x'}`, 'site[]=a', 'site[a]=b');
  return parts.length ? `?${parts.join('&')}` : '';
}

function baseHeaders(random: Random, context: FuzzContext): Record<string, string> {
  const headers: Record<string, string> = {};
  const roll = random();
  if (roll < 0.75) headers.host = pick(random, context.hosts);
  else if (roll < 0.85)
    headers.host = pick(random, ['nowhere.example', 'localhost:8080', '[::1]:8080', 'a'.repeat(300)]);
  else headers.host = `${pick(random, ['evil', '..', '%00', 'x.y.z'])}.localhost:8080`;
  if (chance(random, 0.5))
    headers.accept = pick(random, [
      'text/html',
      'application/json',
      '*/*',
      'image/avif,image/webp',
      'x/y;q=abc',
      '',
    ]);
  if (chance(random, 0.15))
    headers.origin = pick(random, ['https://evil.example', 'null', `http://${headers.host}`, 'javascript:1']);
  if (chance(random, 0.15))
    headers.cookie = `dl_site=${encode(pick(random, HOSTILE_STRINGS))}; dl_site=harbour-nissan; =; %`;
  if (chance(random, 0.1))
    headers.authorization = pick(random, ['Bearer ', 'Bearer x', 'Basic YTpi', 'Bearer ' + 'a'.repeat(500)]);
  if (chance(random, 0.1))
    headers['idempotency-key'] = String(pick(random, HOSTILE_STRINGS)).replace(/[^\x20-\x7e]/g, '?');
  if (chance(random, 0.05))
    headers['x-forwarded-for'] = pick(random, ['1.2.3.4, 5.6.7.8', 'not an ip', '::ffff:1.2.3.4']);
  if (chance(random, 0.05))
    headers['if-none-match'] = pick(random, ['*', 'W/"x"', '"' + 'a'.repeat(1000) + '"']);
  return headers;
}

function searchHeaders(random: Random, context: FuzzContext): Record<string, string> {
  if (chance(random, 0.3)) return {};
  return {
    'x-algolia-application-id': chance(random, 0.8)
      ? context.search.appId
      : pick(random, HOSTILE_STRINGS).slice(0, 100),
    'x-algolia-api-key': chance(random, 0.7) ? context.search.apiKey : 'a'.repeat(Math.floor(random() * 300)),
  };
}

function validBody(route: RouteEntry, random: Random, context: FuzzContext): unknown {
  const known = context.bodies[route.url];
  if (route.url.startsWith('/1/') && chance(random, 0.6))
    return {
      params: pick(random, [
        'query=toyota&hitsPerPage=5',
        'filters=price%20%3E%201000',
        'facets=*',
        'hitsPerPage=100000',
        'page=-1',
      ]),
    };
  return known !== undefined && chance(random, 0.7) ? known : sampleFromSchema(route.schema.body, random);
}

/** One random request against `route`; the same random stream always gives the same request. */
export function fuzzRequest(route: RouteEntry, random: Random, context: FuzzContext): FuzzRequest {
  const headers = {
    ...baseHeaders(random, context),
    ...(route.url.startsWith('/1/') ? searchHeaders(random, context) : {}),
  };
  let method = route.method as Method;
  let strategy = 'fields';
  if (chance(random, 0.07)) {
    method = pick(random, ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const);
    strategy = 'method';
  }
  const url = fillPath(route, random, context) + queryString(route, random);
  const request: FuzzRequest = { method, url, headers, strategy };
  if (method === 'GET' || method === 'OPTIONS') return request;

  const roll = random();
  if (roll < 0.55) {
    const body = validBody(route, random, context);
    request.payload = JSON.stringify(chance(random, 0.85) ? mutate(body, random) : body);
    headers['content-type'] = 'application/json';
  } else if (roll < 0.72) {
    request.payload = pick(random, BROKEN_BODIES);
    headers['content-type'] = pick(random, [
      'application/json',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
    ]);
    strategy = 'broken-json';
  } else if (roll < 0.88) {
    request.payload = JSON.stringify(validBody(route, random, context));
    const type = pick(random, [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/csv',
      'application/octet-stream',
      '',
      'application/json; charset=utf-7',
    ]);
    if (type) headers['content-type'] = type;
    strategy = 'content-type';
  } else if (roll < 0.9) {
    // Over the app's 1 MB limit, or the leads' 64 KB; occasionally, as they are slow to build and send.
    const size = chance(random, 0.5) ? 70 * 1024 : 1100 * 1024;
    request.payload = JSON.stringify({ name: 'x'.repeat(size) });
    headers['content-type'] = 'application/json';
    strategy = 'huge';
  } else {
    request.payload = Buffer.from(
      Array.from({ length: 64 + Math.floor(random() * 512) }, () => Math.floor(random() * 256)),
    );
    headers['content-type'] = pick(random, ['application/json', 'text/csv', 'image/png']);
    strategy = 'bytes';
  }
  return request;
}

/** Paths that no route declares but an attacker tries (traversal, encodings, reserved prefixes). */
export const RAW_PATHS: readonly string[] = [
  '/../../etc/passwd',
  '/shell/..%2f..%2fpackage.json',
  '/shell/%2e%2e/%2e%2e/infra/src/secrets.ts',
  '/remotes/mf-search/..%2f..%2f/secrets.json',
  '/remotes/mf-search/%2e%2e/%2e%2e/%2e%2e/secrets.json',
  '/images/uploads/..%2f..%2fsecrets.json',
  '/images/uploads/%2e%2e/%2e%2e/secrets.json',
  '/api/cars/%00',
  '/api/%E0%A4%A',
  '/%',
  '//evil.example/',
  '/api/leads/../ops/sites',
  '/api/ops/../leads',
  '/1/indexes/%2e%2e/settings',
  '/cars/%3Cscript%3Edlfuzz(1)%3C%2Fscript%3E',
  `/search/${'a'.repeat(5000)}`,
  '/?site=%3Cscript%3Edlfuzz(1)%3C/script%3E',
  '/contact?"><script>dlfuzz(1)</script>',
];
