import { valueAt, type SearchRecord } from './record-path';

/**
 * The hit body Algolia returns for `attributesToRetrieve`: "*" (everything), a list of attributes (dotted paths
 * allowed), or "*" with exclusions ("-attr"). objectID is always there; unretrievableAttributes never are.
 */
export function retrieve(
  record: SearchRecord,
  spec: string[],
  unretrievable: string[],
): Record<string, unknown> {
  const all = spec.includes('*');
  const excluded = new Set(spec.filter((item) => item.startsWith('-')).map((item) => item.slice(1)));
  for (const item of unretrievable) excluded.add(item);
  let out: Record<string, unknown>;
  if (all) {
    out = { ...record };
    for (const path of excluded) removePath(out, path);
  } else {
    out = {};
    for (const path of spec) {
      if (path.startsWith('-') || excluded.has(path)) continue;
      const value = valueAt(record, path);
      if (value !== undefined) setPath(out, path, value);
    }
  }
  out.objectID = record.objectID;
  return out;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!next || typeof next !== 'object' || Array.isArray(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}

function removePath(target: Record<string, unknown>, path: string): void {
  if (!path.includes('.')) {
    delete target[path];
    return;
  }
  const [head, ...rest] = path.split('.');
  const inner = target[head!];
  if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return;
  const copy = { ...(inner as Record<string, unknown>) };
  removePath(copy, rest.join('.'));
  target[head!] = copy;
}
