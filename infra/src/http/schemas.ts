/** JSON schemas shared by several routes. */

export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

export const htmlSchema = { type: 'string', description: 'text/html document' } as const;

const registryEntrySchema = {
  type: 'object',
  required: ['remote', 'name', 'version', 'entry'],
  additionalProperties: false,
  properties: {
    remote: { type: 'string' },
    name: { type: 'string' },
    version: { type: 'string' },
    entry: { type: 'string' },
  },
} as const;

export const remoteRegistrySchema = {
  type: 'object',
  required: ['remotes'],
  additionalProperties: false,
  properties: { remotes: { type: 'array', items: registryEntrySchema } },
} as const;

/** SiteConfig (shared/src/domain/site.ts): the main fields are typed, the rest passes through unchanged. */
export const siteConfigSchema = {
  type: 'object',
  required: ['id', 'slug', 'name', 'template', 'theme', 'navigation'],
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    template: { type: 'string' },
    phone: { type: 'string' },
    theme: { type: 'object', additionalProperties: true },
    navigation: { type: 'object', additionalProperties: true },
    domains: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** DealerConfig (shared/src/domain/site.ts). */
export const dealerConfigSchema = {
  type: 'object',
  required: ['slug', 'name', 'locations'],
  additionalProperties: true,
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    phone: { type: 'string' },
    locations: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;

export const siteQuerySchema = {
  type: 'object',
  properties: { site: { type: 'string', maxLength: 100 } },
} as const;
