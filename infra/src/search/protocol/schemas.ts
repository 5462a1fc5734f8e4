/** JSON schemas of the protocol's routes (Fastify validates params; bodies are checked as Algolia checks them). */

export const indexParams = {
  type: 'object',
  required: ['indexName'],
  properties: { indexName: { type: 'string', minLength: 1 } },
} as const;

export const objectParams = {
  type: 'object',
  required: ['indexName', 'objectID'],
  properties: { indexName: { type: 'string', minLength: 1 }, objectID: { type: 'string', minLength: 1 } },
} as const;

export const facetParams = {
  type: 'object',
  required: ['indexName', 'facetName'],
  properties: { indexName: { type: 'string', minLength: 1 }, facetName: { type: 'string', minLength: 1 } },
} as const;

export const taskParams = {
  type: 'object',
  required: ['taskID'],
  properties: { indexName: { type: 'string' }, taskID: { type: 'string', pattern: '^[0-9]{1,16}$' } },
} as const;

/** Algolia's error body. */
export const errorSchema = {
  type: 'object',
  required: ['message', 'status'],
  properties: { message: { type: 'string' }, status: { type: 'integer' } },
} as const;

const anyObject = { type: 'object', additionalProperties: true } as const;

const searchResult = {
  type: 'object',
  additionalProperties: true,
  properties: {
    hits: { type: 'array', items: anyObject },
    nbHits: { type: 'integer' },
    page: { type: 'integer' },
    nbPages: { type: 'integer' },
    hitsPerPage: { type: 'integer' },
    processingTimeMS: { type: 'integer' },
    query: { type: 'string' },
    params: { type: 'string' },
  },
} as const;

export const searchResponse = searchResult;
export const browseResponse = searchResult;
export const multiSearchResponse = {
  type: 'object',
  required: ['results'],
  properties: { results: { type: 'array', items: anyObject } },
} as const;

export const facetSearchResponse = {
  type: 'object',
  required: ['facetHits'],
  properties: {
    facetHits: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          value: { type: 'string' },
          highlighted: { type: 'string' },
          count: { type: 'integer' },
        },
      },
    },
    exhaustiveFacetsCount: { type: 'boolean' },
    processingTimeMS: { type: 'integer' },
  },
} as const;

export const objectResponse = anyObject;
export const objectsResponse = {
  type: 'object',
  required: ['results'],
  properties: { results: { type: 'array', items: { anyOf: [anyObject, { type: 'null' }] } } },
} as const;

export const taskResponse = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' }, pendingTask: { type: 'boolean' } },
} as const;

/** {taskID, updatedAt|createdAt|deletedAt, objectID?} of a write. */
export const writeResponse = {
  type: 'object',
  required: ['taskID'],
  properties: {
    taskID: { type: 'integer' },
    objectID: { type: 'string' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    deletedAt: { type: 'string' },
  },
} as const;

/** A batch's taskID; a multi-index batch (`/1/indexes/*\/batch`) has one per index: {index: taskID}. */
export const batchResponse = {
  type: 'object',
  required: ['taskID', 'objectIDs'],
  properties: {
    taskID: { anyOf: [{ type: 'integer' }, { type: 'object', additionalProperties: { type: 'integer' } }] },
    objectIDs: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const listIndicesResponse = {
  type: 'object',
  required: ['items', 'nbPages'],
  properties: { items: { type: 'array', items: anyObject }, nbPages: { type: 'integer' } },
} as const;

export const settingsResponse = anyObject;

/** Responses a route may give besides its 200. */
export const errors = { '4xx': errorSchema, '5xx': errorSchema } as const;
