import type { FastifyInstance } from 'fastify';
import { SearchError, type MultiQueryRequest, type SearchEngine } from '../engine';
import { requireIndex, type Access } from './access';
import { indexName, objectBody, requestList, searchParams } from './request-body';
import {
  browseResponse,
  errors,
  facetParams,
  facetSearchResponse,
  indexParams,
  multiSearchResponse,
  objectParams,
  objectResponse,
  objectsResponse,
  searchResponse,
} from './schemas';

/**
 * Answers with hits are serialised with JSON.stringify: records are free-form, so a compiled serialiser only
 * adds work (about 1.5 ms a query at 100,000 cars). The response schemas still document them.
 */
const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** Algolia answers at most 50 queries in one multi-query, 1,000 objects in one getObjects. */
const MAX_QUERIES = 50;
const MAX_OBJECTS = 1000;

export interface ReadRouteOptions {
  engine: SearchEngine;
}

function attributeList(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  throw new SearchError(400, 'attributesToRetrieve: expected a list of attribute names');
}

/**
 * What the search-only key (and the secured keys it signs) may do: search, multi-query, browse, facet value
 * search and reading objects. A secured key's filters are ANDed in (the engine's QueryContext), its forced
 * parameters win over the query's, and its restrictIndices is checked for every index named.
 */
export async function readRoutes(app: FastifyInstance, { engine }: ReadRouteOptions): Promise<void> {
  app.post<{ Params: { indexName: string } }>(
    '/indexes/:indexName/queries',
    { schema: { params: indexParams, response: { 200: multiSearchResponse, ...errors } }, ...plainJson },
    async (request) => {
      if (request.params.indexName !== '*') throw new SearchError(404, 'Use /1/indexes/*/queries');
      const access = request.access;
      const requests = requestList(request.body, MAX_QUERIES).map((entry): MultiQueryRequest => {
        const { indexName: name, type, facet, facetQuery, ...rest } = entry;
        if (typeof name !== 'string' || name === '') throw new SearchError(400, 'indexName is required');
        requireIndex(access, name);
        if (type !== undefined && type !== 'default' && type !== 'facet') {
          throw new SearchError(400, 'type: expected "default" or "facet"');
        }
        const params = searchParams(rest, access.forced);
        if (type === 'facet') {
          if (typeof facet !== 'string') throw new SearchError(400, 'facet is required for type "facet"');
          if (facetQuery !== undefined && typeof facetQuery !== 'string') {
            throw new SearchError(400, 'facetQuery: expected a string');
          }
          return { ...params, indexName: name, type, facet, facetQuery: facetQuery ?? '' };
        }
        return { ...params, indexName: name };
      });
      return engine.multipleQueries(requests, { filter: access.filter });
    },
  );

  app.post<{ Params: { indexName: string } }>(
    '/indexes/:indexName/query',
    { schema: { params: indexParams, response: { 200: searchResponse, ...errors } }, ...plainJson },
    async (request) => {
      const name = indexName(request.params.indexName);
      requireIndex(request.access, name);
      const params = searchParams(objectBody(request.body), request.access.forced);
      return engine.search(name, params, { filter: request.access.filter });
    },
  );

  const browse = (name: string, body: Record<string, unknown>, access: Access) => {
    requireIndex(access, indexName(name));
    const { cursor, ...rest } = body;
    if (cursor !== undefined && typeof cursor !== 'string')
      throw new SearchError(400, 'cursor: expected a string');
    const params = searchParams(rest, access.forced);
    return engine.browse(name, cursor ? { ...params, cursor } : params, { filter: access.filter });
  };
  app.post<{ Params: { indexName: string } }>(
    '/indexes/:indexName/browse',
    { schema: { params: indexParams, response: { 200: browseResponse, ...errors } }, ...plainJson },
    async (request) => browse(request.params.indexName, objectBody(request.body), request.access),
  );
  app.get<{ Params: { indexName: string }; Querystring: Record<string, string> }>(
    '/indexes/:indexName/browse',
    { schema: { params: indexParams, response: { 200: browseResponse, ...errors } }, ...plainJson },
    async (request) => {
      const { cursor, ...query } = request.query;
      const params = Object.fromEntries(
        Object.entries(query).filter(([key]) => !key.startsWith('x-algolia-')),
      );
      return browse(request.params.indexName, cursor ? { ...params, cursor } : params, request.access);
    },
  );

  app.post<{ Params: { indexName: string; facetName: string } }>(
    '/indexes/:indexName/facets/:facetName/query',
    { schema: { params: facetParams, response: { 200: facetSearchResponse, ...errors } } },
    async (request) => {
      const name = indexName(request.params.indexName);
      requireIndex(request.access, name);
      const { facetQuery, ...rest } = objectBody(request.body);
      if (facetQuery !== undefined && typeof facetQuery !== 'string') {
        throw new SearchError(400, 'facetQuery: expected a string');
      }
      const params = searchParams(rest, request.access.forced);
      return engine.index(name).searchForFacetValues(request.params.facetName, facetQuery ?? '', params, {
        filter: request.access.filter,
      });
    },
  );

  app.post<{ Params: { indexName: string } }>(
    '/indexes/:indexName/objects',
    { schema: { params: indexParams, response: { 200: objectsResponse, ...errors } }, ...plainJson },
    async (request) => {
      if (request.params.indexName !== '*') throw new SearchError(404, 'Use /1/indexes/*/objects');
      const access = request.access;
      const requests = requestList(request.body, MAX_OBJECTS);
      const results = requests.map((entry) => {
        const { indexName: name, objectID, attributesToRetrieve } = entry;
        if (typeof name !== 'string' || name === '') throw new SearchError(400, 'indexName is required');
        if (typeof objectID !== 'string' && typeof objectID !== 'number') {
          throw new SearchError(400, 'objectID is required');
        }
        requireIndex(access, name);
        // A read by objectID must not show a record the key's filters hide from search.
        const index = engine.index(name);
        if (!index.matches(String(objectID), access.filter)) return null;
        return index.getObject(String(objectID), attributeList(attributesToRetrieve)) ?? null;
      });
      return { results };
    },
  );

  app.get<{ Params: { indexName: string; objectID: string }; Querystring: Record<string, string> }>(
    '/indexes/:indexName/:objectID',
    { schema: { params: objectParams, response: { 200: objectResponse, ...errors } }, ...plainJson },
    async (request) => {
      const name = indexName(request.params.indexName);
      requireIndex(request.access, name);
      const index = engine.index(name);
      const { objectID } = request.params;
      const found = index.matches(objectID, request.access.filter)
        ? index.getObject(objectID, attributeList(request.query.attributesToRetrieve))
        : undefined;
      if (!found) throw new SearchError(404, 'ObjectID does not exist');
      return found;
    },
  );
}
