/** Path segments that would reach an object's prototype; never written. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Nests dotted keys: { "autograb_data.average_market_price": "1" } → { autograb_data: { average_market_price:
 * "1" } } (issue 3 item 4: CSV names nested fields with dotted headers; JSON may too). Plain keys and nested
 * objects already present are kept and merged into (copied, the input is not changed). A dotted key that
 * runs into a value that is not an object is reported as a problem and skipped.
 */
export function expandDottedKeys(flat: Record<string, unknown>): {
  value: Record<string, unknown>;
  problems: string[];
} {
  const value: Record<string, unknown> = {};
  const problems: string[] = [];
  const dotted: [string, unknown][] = [];
  for (const [key, item] of Object.entries(flat)) {
    if (key.includes('.')) dotted.push([key, item]);
    else value[key] = isPlainObject(item) ? { ...item } : item;
  }
  for (const [key, item] of dotted) {
    const path = key.split('.');
    if (path.some((segment) => segment === '' || FORBIDDEN.has(segment))) {
      problems.push(`field name "${key}" is not allowed`);
      continue;
    }
    let target = value;
    let ok = true;
    for (let depth = 0; depth < path.length - 1; depth++) {
      const segment = path[depth] as string;
      const existing = target[segment];
      if (existing === undefined) target[segment] = {};
      else if (!isPlainObject(existing)) {
        problems.push(`field "${key}" conflicts with field "${path.slice(0, depth + 1).join('.')}"`);
        ok = false;
        break;
      } else target[segment] = { ...existing };
      target = target[segment] as Record<string, unknown>;
    }
    if (ok) target[path[path.length - 1] as string] = item;
  }
  return { value, problems };
}
