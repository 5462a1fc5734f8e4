import type { FastifyInstance } from 'fastify';
import { SearchError, decodeParams, type SearchParams } from '../engine';

/**
 * Largest request body the API reads: 8 MiB (a batch of 1,000 car records is about 2 MB). Anything larger is
 * refused with 400, as every other bad input.
 */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** Deeper JSON is refused: no request of the API nests more than a few levels, and echoing it would overflow. */
const MAX_DEPTH = 64;

/** Whether `value` nests arrays or objects more than `max` levels deep (iterative: no recursion to overflow). */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Algolia's clients send JSON as `text/plain` (no CORS preflight); some send `application/json`, some nothing.
 * Every body of the API is JSON whatever its content type; an empty body reads as no body.
 */
export function installJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(new SearchError(400, 'Invalid JSON in the request body'), undefined);
    }
    if (nestedDeeperThan(parsed, MAX_DEPTH))
      return done(new SearchError(400, `The request body nests deeper than ${MAX_DEPTH} levels`), undefined);
    done(null, parsed);
  });
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as an object ({} when absent); anything else is a 400. */
export function objectBody(body: unknown, what = 'The request body'): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (!isPlainObject(body)) throw new SearchError(400, `${what} must be a JSON object`);
  return body;
}

/** `requests` of a multi-call body, as an array of objects. */
export function requestList(body: unknown, max: number): Record<string, unknown>[] {
  const requests = objectBody(body).requests;
  if (!Array.isArray(requests)) throw new SearchError(400, 'requests: expected an array');
  if (requests.length > max) throw new SearchError(400, `requests: at most ${max} per call`);
  requests.forEach((request, i) => {
    if (!isPlainObject(request)) throw new SearchError(400, `requests[${i}]: expected an object`);
  });
  return requests as Record<string, unknown>[];
}

/**
 * Search parameters of a query body: its `params` string (older clients) under its explicit fields, under what
 * a secured key forces.
 */
export function searchParams(
  body: Record<string, unknown>,
  forced: Record<string, string> = {},
): SearchParams {
  const { params, ...fields } = body;
  if (params !== undefined && typeof params !== 'string') {
    throw new SearchError(400, 'params: expected a URL-encoded string');
  }
  return { ...(params ? decodeParams(params) : {}), ...fields, ...forced } as SearchParams;
}

/** An index name from the path: not empty, not `*` (which only multi-index routes take). */
export function indexName(name: string | undefined): string {
  if (!name || name === '*') throw new SearchError(400, 'A valid index name is required');
  if (name.length > 512) throw new SearchError(400, 'Index name is too long');
  return name;
}
