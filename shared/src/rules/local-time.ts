import { australianUtcOffset } from './australian-time-zones';

/**
 * A moment as a location's wall clock shows it, for the open-now status (spec §2 location card, §4 opening
 * hours). Australia's zones by rule (australian-time-zones.ts), any other through Intl.DateTimeFormat; no
 * timezone library.
 */

/** Used when a location's time zone is empty or unknown: Brisbane, matching the default state qld (§9). */
export const DEFAULT_TIME_ZONE = 'Australia/Brisbane';

export interface LocalDateTime {
  /** YYYY-MM-DD. */
  date: string;
  /** 0 Sunday to 6 Saturday, as opening hour entries number them. */
  weekday: number;
  /** HH:MM, 24-hour. */
  time: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** One formatter per time zone: building one costs milliseconds, and opening hours ask for it per day shown. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = createFormatter(timeZone);
    formatters.set(timeZone, cached);
  }
  return cached;
}

function createFormatter(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone || DEFAULT_TIME_ZONE });
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: DEFAULT_TIME_ZONE });
  }
}

/** The local date, weekday and time of `at` in the IANA `timeZone` (e.g. "Australia/Sydney"). */
export function localDateTime(at: Date, timeZone: string): LocalDateTime {
  const offset = australianUtcOffset(at, timeZone || DEFAULT_TIME_ZONE);
  return offset === null ? intlDateTime(at, timeZone) : shiftedDateTime(at, offset);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock `offset` minutes ahead of UTC. */
function shiftedDateTime(at: Date, offset: number): LocalDateTime {
  const local = new Date(at.getTime() + offset * 60_000);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    weekday: local.getUTCDay(),
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

function intlDateTime(at: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(String(parts.weekday)),
    time: `${parts.hour}:${parts.minute}`,
  };
}
