import type { Random } from '../../inventory/prng';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  minimum?: number;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'jo@example.com';
  if (schema.format === 'date') return '2026-11-23';
  if (schema.format === 'date-time') return '2026-11-23T10:00:00.000Z';
  return 'a'.repeat(Math.max(1, schema.minLength ?? 3));
}

/**
 * A plausible value for a JSON schema (required properties always, optional ones half the time), the
 * starting point the fuzzer mutates, so mutated requests get past the outer layers of validation.
 */
export function sampleFromSchema(schema: unknown, random: Random, depth = 0): unknown {
  const s = (schema ?? {}) as JsonSchema;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return pick(random, s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return sampleFromSchema(pick(random, alternatives), random, depth);
  const types = Array.isArray(s.type) ? s.type.filter((type) => type !== 'null') : [s.type];
  const type = types[0] ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      if (depth > 4) return {};
      const required = new Set(s.required ?? []);
      const entries = Object.entries(s.properties ?? {})
        .filter(([name]) => required.has(name) || random() < 0.5)
        .map(([name, property]) => [name, sampleFromSchema(property, random, depth + 1)]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return depth > 4 ? [] : [sampleFromSchema(s.items, random, depth + 1)];
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return random() < 0.5;
    default:
      return sampleString(s);
  }
}
