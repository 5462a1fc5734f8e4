/**
 * The UTC offset of Australia's time zones by rule, without Intl. The first Intl.DateTimeFormat with a time
 * zone loads the browser's time zone data, about 30 ms of main thread on our test machine (120 ms on a
 * throttled phone) in the middle of hydrating the opening hours; these zones' rules are simple and stable.
 * A zone not listed here returns null and the caller uses Intl. Unit tests check every zone against Intl.
 */

interface DaylightSaving {
  /** Minutes added to standard time while daylight saving applies. */
  shift: number;
  /** Local standard time (minutes after midnight) of the first Sunday of October when clocks go forward. */
  startsAt: number;
  /** Local daylight time (minutes after midnight) of the first Sunday of April when clocks go back. */
  endsAt: number;
}

interface ZoneRule {
  /** Standard offset from UTC in minutes. */
  standard: number;
  daylight?: DaylightSaving;
}

/** New South Wales, Victoria, Tasmania, the ACT and South Australia: 2 am standard to 3 am daylight (since 2008). */
const MAINLAND_DST: DaylightSaving = { shift: 60, startsAt: 120, endsAt: 180 };
/** Lord Howe Island moves half an hour, at 2 am both ways. */
const LORD_HOWE_DST: DaylightSaving = { shift: 30, startsAt: 120, endsAt: 120 };

const EASTERN_DST: ZoneRule = { standard: 600, daylight: MAINLAND_DST };
const QUEENSLAND: ZoneRule = { standard: 600 };
const CENTRAL_DST: ZoneRule = { standard: 570, daylight: MAINLAND_DST };
const NORTHERN_TERRITORY: ZoneRule = { standard: 570 };
const WESTERN: ZoneRule = { standard: 480 };

/** IANA zone names (and their Australian aliases) and their rules. */
const ZONES: Record<string, ZoneRule> = {
  'Australia/Sydney': EASTERN_DST,
  'Australia/ACT': EASTERN_DST,
  'Australia/Canberra': EASTERN_DST,
  'Australia/NSW': EASTERN_DST,
  'Australia/Melbourne': EASTERN_DST,
  'Australia/Victoria': EASTERN_DST,
  'Australia/Hobart': EASTERN_DST,
  'Australia/Tasmania': EASTERN_DST,
  'Australia/Currie': EASTERN_DST,
  'Australia/Brisbane': QUEENSLAND,
  'Australia/Queensland': QUEENSLAND,
  'Australia/Lindeman': QUEENSLAND,
  'Australia/Adelaide': CENTRAL_DST,
  'Australia/South': CENTRAL_DST,
  'Australia/Broken_Hill': CENTRAL_DST,
  'Australia/Yancowinna': CENTRAL_DST,
  'Australia/Darwin': NORTHERN_TERRITORY,
  'Australia/North': NORTHERN_TERRITORY,
  'Australia/Perth': WESTERN,
  'Australia/West': WESTERN,
  'Australia/Eucla': { standard: 525 },
  'Australia/Lord_Howe': { standard: 630, daylight: LORD_HOWE_DST },
  'Australia/LHI': { standard: 630, daylight: LORD_HOWE_DST },
};

const MINUTE = 60_000;

/** The UTC time (ms) of the first Sunday of `month` (0-based) of `year` at `minutes` past midnight. */
function firstSundayAt(year: number, month: number, minutes: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - first) % 7)) + minutes * MINUTE;
}

/** The zone's offset from UTC in minutes at `at`, or null when the zone is not one of Australia's. */
export function australianUtcOffset(at: Date, timeZone: string): number | null {
  const rule = Object.hasOwn(ZONES, timeZone) ? ZONES[timeZone]! : null;
  if (!rule) return null;
  const { standard, daylight } = rule;
  if (!daylight) return standard;
  const time = at.getTime();
  const year = new Date(time + standard * MINUTE).getUTCFullYear();
  // Both change-overs as UTC instants: local wall clock minus the offset in force just before each.
  const ends = firstSundayAt(year, 3, daylight.endsAt) - (standard + daylight.shift) * MINUTE;
  const starts = firstSundayAt(year, 9, daylight.startsAt) - standard * MINUTE;
  return time < ends || time >= starts ? standard + daylight.shift : standard;
}
