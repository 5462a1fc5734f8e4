/** Records and the values under an attribute path ("make", "location.address.city", "images.url"). */
export type SearchRecord = { objectID: string } & Record<string, unknown>;

function collect(value: unknown, out: unknown[]): void {
  if (Array.isArray(value)) for (const item of value) collect(item, out);
  else if (value !== undefined) out.push(value);
}

function walk(value: unknown, parts: string[], index: number, out: unknown[]): void {
  if (index === parts.length) {
    collect(value, out);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) walk(item, parts, index, out);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  walk((value as Record<string, unknown>)[parts[index]!], parts, index + 1, out);
}

const splitCache = new Map<string, string[]>();

/** Returned by directValue when the path needs the general walk (nested path or array value). */
export const NOT_DIRECT = Symbol('not direct');

/** The value at a top-level path when it is not an array (the common case, without building a list). */
export function directValue(record: object, path: string): unknown {
  if (path.includes('.')) return NOT_DIRECT;
  const value = (record as Record<string, unknown>)[path];
  return Array.isArray(value) ? NOT_DIRECT : value;
}

/** The leaf values under `path`, arrays flattened (nulls included: callers skip what they cannot use). */
export function valuesAt(record: object, path: string, out: unknown[] = []): unknown[] {
  if (!path.includes('.')) {
    collect((record as Record<string, unknown>)[path], out);
    return out;
  }
  let parts = splitCache.get(path);
  if (!parts) {
    parts = path.split('.');
    splitCache.set(path, parts);
  }
  walk(record, parts, 0, out);
  return out;
}

/** The value at a path without flattening (for attributesToRetrieve and highlighting). */
export function valueAt(record: object, path: string): unknown {
  if (!path.includes('.')) return (record as Record<string, unknown>)[path];
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Every path to a string or number leaf, in first-seen order (for "all attributes are searchable"). */
export function leafPaths(record: object, prefix = '', out: string[] = []): string[] {
  for (const [key, value] of Object.entries(record)) {
    if (key === 'objectID' || key === '_highlightResult') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const items = Array.isArray(value) ? value : [value];
    let leaf = false;
    for (const item of items) {
      if (typeof item === 'string' || typeof item === 'number') leaf = true;
      else if (item && typeof item === 'object' && !Array.isArray(item)) leafPaths(item, path, out);
    }
    if (leaf && !out.includes(path)) out.push(path);
  }
  return out;
}

/** Facet text of a leaf: strings as they are, numbers in decimal, booleans as "true"/"false". */
export function facetText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return undefined;
}

/** Number of a leaf for numeric filters and sorting: numbers, and booleans as 0/1. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return undefined;
}
