import { MAX_FUTURE_SECONDS } from './feed-rules';
import type { FieldReader } from './field-reader';

/** Unix seconds above this are taken for milliseconds (it is the year 5138 in seconds). */
const SECONDS_LIMIT = 1e11;

/** ISO 8601 date-time (or date) text as epoch milliseconds, or NaN. */
function parseIso(text: string): number {
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : NaN;
}

/** A moment given as unix seconds or ISO 8601 text, as unix seconds; null when absent or invalid. */
function readMoment(reader: FieldReader, key: string): number | null {
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

/**
 * A past moment (when the car arrived, when it sold) as unix seconds; null when absent or invalid. More than a
 * day after `now` is refused, naming the date: a created_at in 2099 kept the NEW ARRIVAL tag and led the latest
 * sort for ever, a sold date in 2100 listed a sold car for 75 years instead of the dealer's few days.
 */
export function readUnixSeconds(reader: FieldReader, key: string, now: Date): number | null {
  const seconds = readMoment(reader, key);
  if (seconds === null || seconds <= Math.floor(now.getTime() / 1000) + MAX_FUTURE_SECONDS) return seconds;
  const date = new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
  const given = String(reader.raw(key)).trim();
  reader.error(
    `${reader.name(key)} is ${date}${given === date ? '' : ` (got "${given}")`}, more than a day in the future: ` +
      'give the date it happened',
  );
  return null;
}

/** A past moment as ISO 8601 text (normalised to UTC), from ISO text or unix seconds; see readUnixSeconds. */
export function readIsoDate(reader: FieldReader, key: string, now: Date): string | null {
  const seconds = readUnixSeconds(reader, key, now);
  return seconds === null ? null : new Date(seconds * 1000).toISOString();
}
