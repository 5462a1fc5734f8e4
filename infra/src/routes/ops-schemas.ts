/** JSON schemas of the ops API. */

export const remoteParams = {
  type: 'object',
  required: ['remote'],
  properties: { remote: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** A route under /dealerships/:slug (dealer tokens, webhook signing secret). */
export const dealershipParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export const actorHeaders = {
  type: 'object',
  properties: { 'x-ops-actor': { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export const publishBody = {
  type: 'object',
  required: ['files'],
  additionalProperties: false,
  properties: {
    files: {
      type: 'object',
      minProperties: 1,
      maxProperties: 5000,
      additionalProperties: { type: 'string' },
    },
    note: { type: 'string', maxLength: 500 },
  },
} as const;

export const promoteBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: { type: 'string', minLength: 1, maxLength: 120 } },
} as const;

export const rollbackBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {},
} as const;

export const retireBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: {
    version: { type: 'string', minLength: 1, maxLength: 120 },
    reason: { type: 'string', minLength: 1, maxLength: 500 },
  },
} as const;

export const retirementResult = {
  type: 'object',
  required: ['remote', 'version', 'retired'],
  properties: { remote: { type: 'string' }, version: { type: 'string' }, retired: { type: 'boolean' } },
} as const;

export const publishResult = {
  type: 'object',
  required: ['remote', 'version', 'created'],
  properties: { remote: { type: 'string' }, version: { type: 'string' }, created: { type: 'boolean' } },
} as const;

export const promotionResult = {
  type: 'object',
  required: ['remote', 'version', 'previous'],
  properties: {
    remote: { type: 'string' },
    version: { type: 'string' },
    previous: { type: ['string', 'null'] },
  },
} as const;

const versionRecord = {
  type: 'object',
  required: ['version', 'package_version', 'files', 'bytes', 'published_at', 'published_by'],
  properties: {
    version: { type: 'string' },
    package_version: { type: 'string' },
    files: { type: 'integer' },
    bytes: { type: 'number' },
    published_at: { type: 'string' },
    published_by: { type: 'string' },
    note: { type: ['string', 'null'] },
    retired_at: { type: ['string', 'null'] },
    retired_by: { type: ['string', 'null'] },
    retired_reason: { type: ['string', 'null'] },
  },
} as const;

const eventRecord = {
  type: 'object',
  required: ['version', 'action', 'actor', 'at'],
  properties: {
    version: { type: 'string' },
    action: { type: 'string', enum: ['promote', 'rollback'] },
    actor: { type: 'string' },
    at: { type: 'string' },
  },
} as const;

export const remotesList = {
  type: 'object',
  required: ['remotes'],
  properties: {
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['remote', 'current', 'versions', 'history'],
        properties: {
          remote: { type: 'string' },
          current: { type: ['string', 'null'] },
          versions: { type: 'array', items: versionRecord },
          history: { type: 'array', items: eventRecord },
        },
      },
    },
  },
} as const;

export const sitesList = {
  type: 'object',
  required: ['sites'],
  properties: {
    sites: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'slug', 'name', 'template', 'domains', 'dealerships'],
        properties: {
          id: { type: 'integer' },
          slug: { type: 'string' },
          name: { type: 'string' },
          template: { type: 'string' },
          domains: { type: 'array', items: { type: 'string' } },
          dealerships: { type: 'array', items: { type: 'string' } },
          cars: { type: 'integer' },
        },
      },
    },
  },
} as const;

/**
 * A site document (site-documents/site-document.ts) as the API answers it: every field passes through (the
 * document is checked field by field when it is put, site-document-schema.ts).
 */
export const siteDocumentResponse = {
  type: 'object',
  required: ['site', 'stock_filter', 'dealer'],
  additionalProperties: true,
  properties: {
    site: { type: 'object', additionalProperties: true },
    stock_filter: { type: 'object', additionalProperties: true },
    dealer: { type: 'object', additionalProperties: true },
  },
} as const;

export const sitePutQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { dry_run: { type: 'string', enum: ['true', 'false'] } },
} as const;

export const sitePutResult = {
  type: 'object',
  required: ['slug', 'created', 'dry_run', 'changes', 'reindexed_cars'],
  properties: {
    slug: { type: 'string' },
    created: { type: 'boolean' },
    dry_run: { type: 'boolean' },
    changes: { type: 'array', items: { type: 'string' } },
    reindexed_cars: { type: 'integer' },
  },
} as const;

/** 422: the document's problems, each with its JSON path; `message` lists them all, one per line. */
export const siteRefusal = {
  type: 'object',
  required: ['message', 'problems'],
  properties: {
    message: { type: 'string' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;
