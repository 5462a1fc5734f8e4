import type { FieldReader } from './field-reader';

/** Unix seconds above this are taken for milliseconds (it is the year 5138 in seconds). */
const SECONDS_LIMIT = 1e11;

/** ISO 8601 date-time (or date) text as epoch milliseconds, or NaN. */
function parseIso(text: string): number {
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : NaN;
}

/** A moment given as unix seconds or ISO 8601 text, as unix seconds; null when absent or invalid. */
export function readUnixSeconds(reader: FieldReader, key: string): number | null {
  const value = reader.raw(key);
  if (value === undefined) return null;
  if (typeof value === 'string' && !/^\s*\d+\s*$/.test(value)) {
    const ms = parseIso(value.trim());
    if (Number.isNaN(ms)) {
      reader.error(`${reader.name(key)} must be unix seconds or an ISO 8601 date (got "${value}")`);
      return null;
    }
    return Math.floor(ms / 1000);
  }
  const seconds = reader.integer(key, { min: 0 });
  if (seconds !== null && seconds > SECONDS_LIMIT) {
    reader.error(`${reader.name(key)} looks like milliseconds; give unix seconds`);
    return null;
  }
  return seconds;
}

/** A moment as ISO 8601 text (normalised to UTC), from ISO text or unix seconds. */
export function readIsoDate(reader: FieldReader, key: string): string | null {
  const seconds = readUnixSeconds(reader, key);
  return seconds === null ? null : new Date(seconds * 1000).toISOString();
}
