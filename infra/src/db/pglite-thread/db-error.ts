import type { DbErrorFields } from './messages';

/** The fields of a database error that cross from the worker (PGlite's DatabaseError has more, all optional). */
export function errorFields(error: unknown): DbErrorFields {
  const { message, code, detail, constraint } = (error ?? {}) as Partial<DbErrorFields>;
  return {
    message: typeof message === 'string' ? message : String(error),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof detail === 'string' ? { detail } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
  };
}

/** The error the caller sees: the worker's message, with PostgreSQL's code, detail and constraint on it. */
export function dbError(fields: DbErrorFields): Error {
  return Object.assign(new Error(fields.message), fields);
}
