import type { FastifySchemaValidationError } from 'fastify';
import { POSTCODE_ERROR } from '../../../shared/src/rules/messages';

/** An error the routes answer with its status and `{ message }` (see http/error-handler). */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** "/payment/card_number" → "payment.card_number"; the body itself → "body". */
function fieldName(path: string, extra?: string): string {
  const parts = path.split('/').filter(Boolean);
  if (extra) parts.push(extra);
  return parts.length ? parts.join('.') : 'body';
}

/** The field a schema error is about ("params.Rego"), a missing or unknown property's own name included. */
export function schemaErrorField(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const property = params.missingProperty ?? params.additionalProperty;
  return fieldName(error.instancePath, property == null ? undefined : String(property));
}

/** One schema error as a sentence a shopper or an integrator can act on. */
function sentence(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const field = fieldName(error.instancePath);
  switch (error.keyword) {
    case 'required':
      return `${schemaErrorField(error)} is required`;
    case 'additionalProperties':
      return `${schemaErrorField(error)} is not a known field`;
    case 'format':
      return params.format === 'email'
        ? `${field} must be a valid email address`
        : `${field} must be a valid ${String(params.format)}`;
    case 'maxLength':
      return `${field} is too long (${Number(params.limit).toLocaleString('en-AU')} characters at most)`;
    case 'pattern':
      return /(^|\.)postcode$/.test(field) ? POSTCODE_ERROR : `${field} has an invalid format`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

/**
 * Fastify `schemaErrorFormatter` of the lead and reservation routes: the first schema error as a readable
 * message (the postcode with the spec's own text), answered as 400 `{ message }`.
 */
export function readableSchemaError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const [first] = errors;
  if (!first) return new Error(`Invalid ${dataVar}`);
  const message = sentence(first);
  return new Error(dataVar === 'body' ? message : `${dataVar}: ${message}`);
}
