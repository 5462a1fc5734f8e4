import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SearchError, parseFilters, type FilterNode } from '../engine';
import { indexAllowed, verifySecuredKey } from '../keys/secured-key';

/** The application id and the two keys of the embedded engine (secured keys are signed by the search key). */
export interface KeyRing {
  appId: string;
  /** Everything: writes, settings, indices, tasks. */
  adminKey: string;
  /** Search, browse, objects and facet values only; the parent of every per-site secured key. */
  searchKey: string;
}

/** What the request's key allows. */
export interface Access {
  kind: 'admin' | 'search' | 'secured';
  /** A secured key's `filters`, ANDed with whatever the query sends. */
  filter: FilterNode | null;
  /** A secured key's `restrictIndices` (undefined: any index). */
  restrictIndices: string[] | undefined;
  /** Other search parameters a secured key forces (they win over the query's). */
  forced: Record<string, string>;
  /** A secured key's validUntil (unix seconds). */
  validUntil: number | undefined;
}

export const INVALID_CREDENTIALS = 'Invalid Application-ID or API key';
export const METHOD_NOT_ALLOWED = 'Method not allowed with this API key';
export const INDEX_NOT_ALLOWED = 'Index not allowed with this API key';
export const KEY_EXPIRED = 'The validity of this secured API key has expired';

/** Restrictions of a secured key that are not search parameters (and are not enforced here). */
const NOT_SEARCH_PARAMS = new Set(['userToken', 'restrictSources', 'referers']);

const ADMIN: Access = {
  kind: 'admin',
  filter: null,
  restrictIndices: undefined,
  forced: {},
  validUntil: undefined,
};
const SEARCH: Access = {
  kind: 'search',
  filter: null,
  restrictIndices: undefined,
  forced: {},
  validUntil: undefined,
};

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function credential(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  if (typeof header === 'string' && header !== '') return header;
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Resolves the request's application id and key (`x-algolia-application-id` / `x-algolia-api-key` headers,
 * or the same names as query parameters) into what it may do. Secured keys are verified against the search
 * key and remembered (the last 1,000), their expiry checked on every request. Throws 403 SearchErrors.
 */
export class AccessResolver {
  private readonly cache = new Map<string, Access>();

  constructor(
    private readonly keys: () => KeyRing,
    private readonly nowSeconds: () => number,
  ) {}

  resolve(request: FastifyRequest): Access {
    const keys = this.keys();
    const appId = credential(request, 'x-algolia-application-id');
    const apiKey = credential(request, 'x-algolia-api-key');
    if (!appId || !apiKey || !sameText(appId, keys.appId)) throw new SearchError(403, INVALID_CREDENTIALS);
    if (sameText(apiKey, keys.adminKey)) return ADMIN;
    if (sameText(apiKey, keys.searchKey)) return SEARCH;
    const access = this.secured(apiKey, keys.searchKey);
    if (access.validUntil !== undefined && this.nowSeconds() > access.validUntil) {
      throw new SearchError(403, KEY_EXPIRED);
    }
    return access;
  }

  private secured(apiKey: string, searchKey: string): Access {
    const cacheKey = `${searchKey}\u0000${apiKey}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const verified = apiKey.length <= 16_384 ? verifySecuredKey(apiKey, [searchKey]) : null;
    if (!verified) throw new SearchError(403, INVALID_CREDENTIALS);
    const { filters, validUntil, restrictIndices, searchParams } = verified.restrictions;
    let filter: FilterNode | null = null;
    if (filters !== undefined && filters.trim() !== '') {
      try {
        filter = parseFilters(filters);
      } catch {
        throw new SearchError(403, `${INVALID_CREDENTIALS}: its filters do not parse`);
      }
    }
    if (validUntil !== undefined && !Number.isFinite(validUntil))
      throw new SearchError(403, INVALID_CREDENTIALS);
    const forced: Record<string, string> = {};
    for (const [name, value] of Object.entries(searchParams))
      if (!NOT_SEARCH_PARAMS.has(name)) forced[name] = value;
    const access: Access = { kind: 'secured', filter, restrictIndices, forced, validUntil };
    if (this.cache.size >= 1000) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(cacheKey, access);
    return access;
  }
}

/** Refuses writes, settings and index management to anything but the admin key. */
export function requireAdmin(access: Access): void {
  if (access.kind !== 'admin') throw new SearchError(403, METHOD_NOT_ALLOWED);
}

/** Refuses an index a secured key's restrictIndices does not name. */
export function requireIndex(access: Access, indexName: string): void {
  if (!indexAllowed(indexName, access.restrictIndices)) throw new SearchError(403, INDEX_NOT_ALLOWED);
}
