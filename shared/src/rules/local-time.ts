/**
 * A moment as a location's wall clock shows it, for the open-now status (spec §2 location card, §4 opening
 * hours). Uses Intl.DateTimeFormat only, no timezone library.
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

function formatter(timeZone: string): Intl.DateTimeFormat {
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
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(String(parts.weekday)),
    time: `${parts.hour}:${parts.minute}`,
  };
}
