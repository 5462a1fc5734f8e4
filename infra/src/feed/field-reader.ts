import { isPlainObject } from './dotted-keys';

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const TRUE_WORDS = new Set(['true', '1', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'no']);

export interface RangeOptions {
  required?: boolean;
  min?: number;
  max?: number;
}

function quote(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `"${text.slice(0, 37)}..."` : `"${text}"`;
}

/**
 * Reads typed fields of one feed object (issue 3 item 4 validation), collecting every error instead of
 * stopping at the first. Missing, null and blank values count as not given. Every key read is remembered
 * so the fields nobody asked for can be reported as unknown.
 */
export class FieldReader {
  private readonly seen = new Set<string>();

  constructor(
    private readonly data: Record<string, unknown>,
    readonly errors: string[] = [],
    readonly warnings: string[] = [],
    private readonly prefix = '',
  ) {}

  name(key: string): string {
    return this.prefix + key;
  }

  error(message: string): void {
    this.errors.push(message);
  }

  /** The raw value, or undefined when absent, null or blank (own properties only). */
  raw(key: string): unknown {
    this.seen.add(key);
    if (!Object.prototype.hasOwnProperty.call(this.data, key)) return undefined;
    const value = this.data[key];
    if (value === null || value === undefined) return undefined;
    if (typeof value === 'string' && value.trim() === '') return undefined;
    return value;
  }

  private missing(key: string, required: boolean | undefined): null {
    if (required) this.error(`${this.name(key)} is required`);
    return null;
  }

  text(key: string, options: { required?: boolean; max: number }): string | null {
    const value = this.raw(key);
    if (value === undefined) return this.missing(key, options.required);
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      this.error(`${this.name(key)} must be text (got ${quote(value)})`);
      return null;
    }
    const text = String(value).trim();
    if (text.length > options.max) {
      this.error(`${this.name(key)} must be at most ${options.max} characters (got ${text.length})`);
      return null;
    }
    return text;
  }

  private range(key: string, value: number, options: RangeOptions): number | null {
    if (options.min === 0 && value < 0) this.error(`${this.name(key)} must not be negative`);
    else if (options.min !== undefined && value < options.min)
      this.error(`${this.name(key)} must be at least ${options.min}`);
    else if (options.max !== undefined && value > options.max)
      this.error(`${this.name(key)} must be at most ${options.max}`);
    else return value;
    return null;
  }

  number(key: string, options: RangeOptions = {}): number | null {
    const value = this.raw(key);
    if (value === undefined) return this.missing(key, options.required);
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && NUMBER.test(value.trim())
          ? Number(value)
          : NaN;
    if (!Number.isFinite(number)) {
      this.error(`${this.name(key)} must be a number (got ${quote(value)})`);
      return null;
    }
    return this.range(key, number, options);
  }

  integer(key: string, options: RangeOptions = {}): number | null {
    const value = this.raw(key);
    if (value === undefined) return this.missing(key, options.required);
    const number = this.number(key, {});
    if (number === null) return null;
    if (!Number.isInteger(number)) {
      this.error(`${this.name(key)} must be a whole number (got ${quote(value)})`);
      return null;
    }
    return this.range(key, number, options);
  }

  /** true/false, 1/0 or yes/no (any case); null when not given. */
  boolean(key: string): boolean | null {
    const value = this.raw(key);
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value;
    const word =
      typeof value === 'number' || typeof value === 'string' ? String(value).trim().toLowerCase() : '';
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    this.error(`${this.name(key)} must be true/false, 1/0 or yes/no (got ${quote(value)})`);
    return null;
  }

  /** One of the allowed values, compared in lower case with spaces and hyphens as underscores. */
  choice<T extends string>(
    key: string,
    allowed: readonly T[],
    options: { required?: boolean } = {},
  ): T | null {
    const text = this.text(key, { max: 40, required: options.required });
    if (text === null) return null;
    const normal = text.toLowerCase().replace(/[\s-]+/g, '_');
    if ((allowed as readonly string[]).includes(normal)) return normal as T;
    this.error(`${this.name(key)} must be one of ${allowed.join(', ')} (got ${quote(text)})`);
    return null;
  }

  /** A nested object (or a JSON object in a CSV cell) as a reader sharing this row's errors and warnings. */
  object(key: string): FieldReader | null {
    const value = this.parsedJson(key, this.raw(key), '{');
    if (value === undefined) return null;
    if (!isPlainObject(value)) {
      this.error(`${this.name(key)} must be an object (or a JSON object in a CSV cell)`);
      return null;
    }
    return new FieldReader(value, this.errors, this.warnings, `${this.name(key)}.`);
  }

  /** An array (or a JSON array in a CSV cell). */
  array(key: string): unknown[] | null {
    const value = this.parsedJson(key, this.raw(key), '[');
    if (value === undefined) return null;
    if (!Array.isArray(value)) {
      this.error(`${this.name(key)} must be an array (or a JSON array in a CSV cell)`);
      return null;
    }
    return value;
  }

  private parsedJson(key: string, value: unknown, opener: string): unknown {
    if (typeof value !== 'string' || !value.trim().startsWith(opener)) return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      this.error(`${this.name(key)} is not valid JSON`);
      return undefined;
    }
  }

  /** Marks a field as known but not taken from the feed. */
  ignore(key: string, reason: string): void {
    if (this.raw(key) !== undefined) this.warnings.push(`${this.name(key)} ignored: ${reason}`);
  }

  /** Lists every field not read as an unknown-field warning (issue 3 item 4: ignored, but listed). */
  reportUnknown(): void {
    for (const key of Object.keys(this.data)) {
      if (!this.seen.has(key)) this.warnings.push(`unknown field "${this.name(key)}" ignored`);
    }
  }
}
