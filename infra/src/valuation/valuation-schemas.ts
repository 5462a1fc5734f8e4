import { REGO_STATES } from '../../../shared/src/domain/valuation';
import {
  MAX_ODOMETER_KM,
  MAX_VEHICLE_TEXT,
  MIN_VEHICLE_YEAR,
} from '../../../shared/src/rules/valuation-input';

/** JSON schemas of the valuation routes (contracts in shared/src/domain/valuation.ts). Unknown fields: 400. */

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const nullableText = { anyOf: [{ type: 'string', maxLength: MAX_VEHICLE_TEXT }, { type: 'null' }] };
const regoState = { type: 'string', enum: REGO_STATES } as const;

export const valuationIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID } },
} as const;

export const regoLookupBodySchema = {
  type: 'object',
  required: ['rego', 'regoState'],
  additionalProperties: false,
  properties: { rego: { type: 'string', maxLength: 20 }, regoState },
} as const;

export const vehicleSchema = {
  type: 'object',
  required: ['make', 'model', 'year'],
  additionalProperties: false,
  properties: {
    make: { type: 'string', maxLength: MAX_VEHICLE_TEXT },
    model: { type: 'string', maxLength: MAX_VEHICLE_TEXT },
    year: { type: 'integer', minimum: MIN_VEHICLE_YEAR, maximum: 2100 },
    badge: nullableText,
    body: nullableText,
    transmission: nullableText,
    fuel: nullableText,
  },
} as const;

export const manualValuationBodySchema = {
  type: 'object',
  required: ['vehicle'],
  additionalProperties: false,
  properties: { vehicle: vehicleSchema, regoState },
} as const;

export const adjustmentAnswersSchema = {
  type: 'object',
  required: [
    'odometer_km',
    'service_history',
    'two_key_sets',
    'illegal_modifications',
    'condition',
    'finance_owing',
  ],
  additionalProperties: false,
  properties: {
    odometer_km: { type: 'integer', minimum: 0, maximum: MAX_ODOMETER_KM },
    service_history: { type: 'string', enum: ['full', 'partial', 'none'] },
    two_key_sets: { type: 'boolean' },
    illegal_modifications: { type: 'boolean' },
    condition: { type: 'string', enum: ['excellent', 'good', 'fair', 'poor'] },
    finance_owing: { type: 'boolean' },
  },
} as const;

export const adjustmentsBodySchema = {
  type: 'object',
  required: ['adjustmentAnswers'],
  additionalProperties: false,
  properties: { adjustmentAnswers: adjustmentAnswersSchema },
} as const;

const vehicleOut = {
  type: 'object',
  required: ['make', 'model', 'year', 'badge', 'body', 'transmission', 'fuel'],
  additionalProperties: false,
  properties: {
    make: { type: 'string' },
    model: { type: 'string' },
    year: { type: 'integer' },
    badge: { type: ['string', 'null'] },
    body: { type: ['string', 'null'] },
    transmission: { type: ['string', 'null'] },
    fuel: { type: ['string', 'null'] },
  },
} as const;

const startedProperties = {
  id: { type: 'string' },
  rego: { type: ['string', 'null'] },
  regoState: { type: ['string', 'null'] },
  vehicle: vehicleOut,
} as const;

export const valuationStartedSchema = {
  type: 'object',
  required: ['id', 'rego', 'regoState', 'vehicle'],
  additionalProperties: false,
  properties: startedProperties,
} as const;

export const valuationResultSchema = {
  type: 'object',
  required: [
    'id',
    'rego',
    'regoState',
    'vehicle',
    'adjustmentAnswers',
    'range',
    'reason',
    'sample_size',
    'valued_at',
  ],
  additionalProperties: false,
  properties: {
    ...startedProperties,
    adjustmentAnswers: adjustmentAnswersSchema,
    range: {
      anyOf: [
        {
          type: 'object',
          required: ['low', 'high'],
          additionalProperties: false,
          properties: { low: { type: 'number' }, high: { type: 'number' } },
        },
        { type: 'null' },
      ],
    },
    reason: { anyOf: [{ type: 'string', enum: ['age', 'km', 'no_market_data'] }, { type: 'null' }] },
    sample_size: { type: 'integer' },
    valued_at: { type: 'string' },
  },
} as const;

/**
 * POST /api/miscellaneous: the value is the valuation result the browser holds (a JSON object of at most 30
 * fields, the body at most 16 KB) naming one of the site's valuations by its id.
 */
export const miscellaneousBodySchema = {
  type: 'object',
  required: ['column_name', 'value'],
  additionalProperties: false,
  properties: {
    column_name: { type: 'string', const: 'valuation' },
    value: {
      type: 'object',
      required: ['id'],
      maxProperties: 30,
      properties: { id: { type: 'string', pattern: UUID } },
    },
  },
} as const;
