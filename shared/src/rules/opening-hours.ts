import type { Department, OpeningHourEntry, SpecialHoursEntry } from '../domain/location';
import type { LocalDateTime } from './local-time';
import { BY_APPOINTMENT_LABEL, CLOSED_LABEL } from './messages';
import { formatTimeOfDay, parseTimeOfDay } from './time-of-day';

const SATURDAY = 6;

/** The entry of one weekday (0 Sunday to 6 Saturday) in a department's hours, if the data has one. */
export function hoursForWeekday(
  hours: readonly OpeningHourEntry[] | null | undefined,
  weekday: number,
): OpeningHourEntry | undefined {
  return hours?.find((entry) => entry.weekday === weekday);
}

/** "8:30am - 5:30pm" from two times, or null when either is missing or not a time. */
function rangeLabel(start: string | null, end: string | null): string | null {
  const from = parseTimeOfDay(start);
  const to = parseTimeOfDay(end);
  if (from == null || to == null) return null;
  return `${formatTimeOfDay(from)} - ${formatTimeOfDay(to)}`;
}

/**
 * Spec §4 "Opening hours", §8: a closed Saturday reads "By appointment only" for dealers with that setting,
 * any other closed day reads "Closed". Hours unavailable read "Closed": no entry for the day (on Saturday
 * too), or an Open entry with neither formated_hours nor a valid open/close pair. An Open entry shows its
 * formated_hours, else "open - close" in 12-hour form.
 */
export function dayHoursLabel(
  entry: OpeningHourEntry | undefined,
  weekday: number,
  options: { saturdayByAppointment: boolean },
): string {
  if (!entry) return CLOSED_LABEL;
  if (entry.status === 'Closed') {
    return weekday === SATURDAY && options.saturdayByAppointment ? BY_APPOINTMENT_LABEL : CLOSED_LABEL;
  }
  return entry.formated_hours?.trim() || rangeLabel(entry.open, entry.close) || CLOSED_LABEL;
}

/**
 * The special (holiday) hours that apply to `department` on `date` (YYYY-MM-DD): an entry for that
 * department wins over an entry for 'all'. Asking for 'all' only matches 'all' entries.
 */
export function specialHoursFor(
  date: string,
  department: Department,
  specialHours: readonly SpecialHoursEntry[] | null | undefined,
): SpecialHoursEntry | undefined {
  const today = (specialHours ?? []).filter((entry) => entry.date === date);
  return (
    today.find((entry) => entry.department === department) ??
    today.find((entry) => entry.department === 'all')
  );
}

/** Label of a special hours entry in the holiday hours modal: "Closed" or its hours (else "Closed"). */
export function specialHoursLabel(entry: SpecialHoursEntry): string {
  if (entry.status === 'Closed') return CLOSED_LABEL;
  return rangeLabel(entry.start_hour, entry.end_hour) ?? CLOSED_LABEL;
}

/** start ≤ time < end; a range that does not end after it starts (or an unreadable one) is closed. */
function within(time: number, start: string | null, end: string | null): boolean {
  const from = parseTimeOfDay(start);
  const to = parseTimeOfDay(end);
  return from != null && to != null && from < to && from <= time && time < to;
}

/**
 * Open-now status at a location-local moment (see localDateTime). Special hours for the date come first:
 * Closed closes the day, Open with hours uses them, Open without hours falls back to the weekly hours.
 * Weekly hours: an Open entry for the weekday whose open ≤ time < close. Missing hours mean closed (§8).
 */
export function isOpenAt(
  hours: readonly OpeningHourEntry[] | null | undefined,
  specialHours: readonly SpecialHoursEntry[] | null | undefined,
  department: Department,
  local: LocalDateTime,
): boolean {
  const time = parseTimeOfDay(local.time);
  if (time == null) return false;
  const special = specialHoursFor(local.date, department, specialHours);
  if (special?.status === 'Closed') return false;
  if (special?.start_hour && special.end_hour) return within(time, special.start_hour, special.end_hour);
  const entry = hoursForWeekday(hours, local.weekday);
  return entry?.status === 'Open' && within(time, entry.open, entry.close);
}
