/** JSON schemas of the ops API. */

export const remoteParams = {
  type: 'object',
  required: ['remote'],
  properties: { remote: { type: 'string', minLength: 1, maxLength: 64 } },
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
