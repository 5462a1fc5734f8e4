/**
 * The part of JSON Schema the site document needs (type, enum, properties, required, additionalProperties
 * false, items, string length and pattern, number range, array length), checked by hand so that the ops API
 * and `--local` give the same messages, each naming the JSON path of the problem
 * (`dealer.locations[1].address.postcode`). Fastify's own validation would answer the API alone, and in
 * its words ("body/site must have required property 'phone'").
 */

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface Shape {
  type?: JsonType | readonly JsonType[];
  enum?: readonly unknown[];
  properties?: Readonly<Record<string, Shape>>;
  required?: readonly string[];
  /** Only `false` is read: a property the shape does not name is a problem (a misspelt field). */
  additionalProperties?: boolean | Shape;
  items?: Shape;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** What the pattern means, for the message ("a slug: lower-case letters, digits and hyphens"). */
  description?: string;
  /** A value that may hold a secret (a webhook URL's password or key): no message repeats it. */
  secret?: boolean;
}

/** One problem of a document: where (a JSON path, "" for the whole document) and what. */
export interface DocumentProblem {
  path: string;
  message: string;
}

/** `parent.name`, or `parent[3]` for an index. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (!/^[A-Za-z_]\w*$/.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent ? `${parent}.${key}` : key;
}

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function typeMatches(value: unknown, allowed: readonly JsonType[]): boolean {
  const actual = typeOf(value);
  return allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'));
}

const article = (type: JsonType) =>
  ({
    string: 'a string',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    null: 'null',
  })[type];

const shown = (value: unknown) => JSON.stringify(value);

function checkValue(value: unknown, shape: Shape, path: string, problems: DocumentProblem[]): void {
  const add = (message: string) => problems.push({ path, message });
  const itIs = (what: unknown) => (shape.secret ? '' : ` (it is ${shown(what)})`);
  if (shape.type !== undefined) {
    const allowed: readonly JsonType[] = typeof shape.type === 'string' ? [shape.type] : shape.type;
    if (!typeMatches(value, allowed)) {
      add(`must be ${allowed.map(article).join(' or ')}${itIs(value)}`);
      return;
    }
  }
  if (shape.enum && !shape.enum.includes(value)) {
    add(`must be one of ${shape.enum.map(shown).join(', ')}${itIs(value)}`);
    return;
  }
  if (typeof value === 'string') {
    if (shape.minLength !== undefined && value.length < shape.minLength)
      add(shape.minLength === 1 ? 'must not be empty' : `must have at least ${shape.minLength} characters`);
    if (shape.maxLength !== undefined && value.length > shape.maxLength)
      add(`must have at most ${shape.maxLength} characters`);
    if (shape.pattern !== undefined && !new RegExp(shape.pattern).test(value))
      add(`must be ${shape.description ?? `text matching ${shape.pattern}`}${itIs(value)}`);
  }
  if (typeof value === 'number') {
    if (shape.minimum !== undefined && value < shape.minimum) add(`must be at least ${shape.minimum}`);
    if (shape.maximum !== undefined && value > shape.maximum) add(`must be at most ${shape.maximum}`);
  }
  if (Array.isArray(value)) {
    if (shape.minItems !== undefined && value.length < shape.minItems)
      add(`must list at least ${shape.minItems}`);
    if (shape.maxItems !== undefined && value.length > shape.maxItems)
      add(`must list at most ${shape.maxItems}`);
    if (shape.items) value.forEach((item, i) => checkValue(item, shape.items!, childPath(path, i), problems));
  }
  if (typeOf(value) === 'object') checkObject(value as Record<string, unknown>, shape, path, problems);
}

function checkObject(
  value: Record<string, unknown>,
  shape: Shape,
  path: string,
  problems: DocumentProblem[],
): void {
  const properties = shape.properties ?? {};
  for (const name of shape.required ?? []) {
    if (!(name in value)) problems.push({ path: childPath(path, name), message: 'is missing' });
  }
  for (const [name, item] of Object.entries(value)) {
    const known = properties[name];
    if (known) checkValue(item, known, childPath(path, name), problems);
    else if (typeof shape.additionalProperties === 'object')
      checkValue(item, shape.additionalProperties, childPath(path, name), problems);
    else if (shape.additionalProperties === false) {
      const names = Object.keys(properties).join(', ');
      problems.push({ path: childPath(path, name), message: `is not a field here (the fields: ${names})` });
    }
  }
}

/** Every problem of `value` against `shape`, in document order; empty when it fits. */
export function checkShape(value: unknown, shape: Shape, path = ''): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  checkValue(value, shape, path, problems);
  return problems;
}
