/** JSON schemas of the ops data routes (issue 3 items 3 and 4): import and seed. */

export const siteParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export const importQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    full: { type: 'string', enum: ['true', 'false'] },
    dry_run: { type: 'string', enum: ['true', 'false'] },
    allow_mass_sale: { type: 'string', enum: ['true', 'false'] },
    dealership: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

const lineMessages = (key: string) =>
  ({
    type: 'object',
    required: ['line', key],
    properties: {
      line: { type: 'integer' },
      // The row's position in the feed (1-based) and its stock number and VIN as written (import-types.ts).
      row: { type: 'integer' },
      stocknum: { type: ['string', 'null'] },
      vin: { type: ['string', 'null'] },
      [key]: { type: 'array', items: { type: 'string' } },
    },
  }) as const;

export const importReport = {
  type: 'object',
  required: [
    'site',
    'format',
    'full',
    'dealership',
    'dryRun',
    'rows',
    'inserted',
    'updated',
    'unchanged',
    'soldMarked',
    'rejected',
  ],
  properties: {
    site: { type: 'string' },
    format: { type: 'string', enum: ['json', 'csv'] },
    full: { type: 'boolean' },
    dealership: { type: ['string', 'null'] },
    dryRun: { type: 'boolean' },
    rows: { type: 'integer' },
    inserted: { type: 'integer' },
    updated: { type: 'integer' },
    unchanged: { type: 'integer' },
    soldMarked: { type: 'integer' },
    rejected: { type: 'array', items: lineMessages('errors') },
    warnings: { type: 'array', items: lineMessages('messages') },
    seconds: { type: 'number' },
  },
} as const;

/** Most cars one seed may generate (the benchmark's 100,000 and some room). */
export const MAX_SEED_CARS = 1_000_000;

export const seedBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    cars: { type: 'integer', minimum: 0, maximum: MAX_SEED_CARS },
    reset: { type: 'boolean' },
    seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
  },
} as const;

export const seedReport = {
  type: 'object',
  required: ['cars', 'deleted', 'dealerships', 'seed', 'generatedFor', 'seconds'],
  properties: {
    cars: { type: 'integer' },
    deleted: { type: 'integer' },
    dealerships: { type: 'integer' },
    seed: { type: 'integer' },
    generatedFor: { type: 'string' },
    seconds: { type: 'number' },
  },
} as const;
