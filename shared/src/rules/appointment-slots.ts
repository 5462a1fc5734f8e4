import type { Department, OpeningHourEntry, SpecialHoursEntry } from '../domain/location';
import type { LocalDateTime } from './local-time';
import { BY_APPOINTMENT_LABEL } from './messages';
import { dayHoursLabel, hoursForWeekday, specialHoursFor } from './opening-hours';
import { parseTimeOfDay } from './time-of-day';

/** Test drive slots start every 30 minutes (spec §7.7 gives no interval). */
export const APPOINTMENT_SLOT_MINUTES = 30;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 0 Sunday to 6 Saturday of a YYYY-MM-DD calendar date, or null when it is not a real date. */
export function weekdayOfDate(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return null;
  return utc.getUTCDay();
}

/** The open and close minutes of `date`: special hours first (Closed closes it), else the weekday's entry. */
function openingOf(
  date: string,
  weekday: number,
  department: Department,
  hours: readonly OpeningHourEntry[] | null | undefined,
  specialHours: readonly SpecialHoursEntry[] | null | undefined,
): { open: number; close: number } | null {
  const special = specialHoursFor(date, department, specialHours);
  if (special?.status === 'Closed') return null;
  let [open, close] = [parseTimeOfDay(special?.start_hour), parseTimeOfDay(special?.end_hour)];
  if (open == null || close == null) {
    const entry = hoursForWeekday(hours, weekday);
    if (entry?.status !== 'Open') return null;
    [open, close] = [parseTimeOfDay(entry.open), parseTimeOfDay(entry.close)];
  }
  return open != null && close != null && open < close ? { open, close } : null;
}

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The start minutes of `date`'s slots: every 30 minutes from opening, the last ending by closing. */
function daySlots(
  date: string,
  weekday: number,
  department: Department,
  hours: readonly OpeningHourEntry[] | null | undefined,
  specialHours: readonly SpecialHoursEntry[] | null | undefined,
): number[] {
  const opening = openingOf(date, weekday, department, hours, specialHours);
  const starts: number[] = [];
  if (!opening) return starts;
  for (
    let start = opening.open;
    start + APPOINTMENT_SLOT_MINUTES <= opening.close;
    start += APPOINTMENT_SLOT_MINUTES
  )
    starts.push(start);
  return starts;
}

/**
 * Spec §7.7 appointment fetch: the test drive start times ("HH:MM", location time) of `date` for a
 * department. A slot starts every 30 minutes from opening and ends by closing; special hours for the date
 * win over the weekly hours; a Closed day (also a Saturday shown "By appointment only"), a day without
 * readable hours, an unreal date and any slot not after `now` (the location's wall clock) give none.
 */
export function appointmentSlots(options: {
  date: string;
  department: Department;
  hours: readonly OpeningHourEntry[] | null | undefined;
  specialHours: readonly SpecialHoursEntry[] | null | undefined;
  now: LocalDateTime;
}): string[] {
  const { date, now } = options;
  const weekday = weekdayOfDate(date);
  if (weekday == null || date < now.date) return [];
  const earliest = date === now.date ? (parseTimeOfDay(now.time) ?? 24 * 60) : -1;
  return daySlots(date, weekday, options.department, options.hours, options.specialHours)
    .filter((start) => start > earliest)
    .map(hhmm);
}

/**
 * What a day is for bookings at a department: open (it has hours), closed, "By appointment only", or unknown
 * (the department publishes no weekly hours at all).
 */
export type AppointmentDay = 'open' | 'closed' | 'by-appointment' | 'unknown';

/**
 * Whether `date` takes bookings at a department, for a booking form to say why a day has no times: special
 * hours for the date win (Closed closes it); else the weekday's hours, a closed Saturday being "By
 * appointment only" where the dealer shows it so (spec §4, dayHoursLabel). A department without weekly hours
 * (none published) is unknown rather than closed every day: the shopper can still say when suits them. An
 * unreal date is closed.
 */
export function appointmentDay(options: {
  date: string;
  department: Department;
  hours: readonly OpeningHourEntry[] | null | undefined;
  specialHours: readonly SpecialHoursEntry[] | null | undefined;
  saturdayByAppointment: boolean;
}): AppointmentDay {
  const { date, department, hours, specialHours } = options;
  const weekday = weekdayOfDate(date);
  if (weekday == null) return 'closed';
  if (openingOf(date, weekday, department, hours, specialHours)) return 'open';
  if (specialHoursFor(date, department, specialHours)) return 'closed';
  if (!hours?.length) return 'unknown';
  const label = dayHoursLabel(hoursForWeekday(hours, weekday), weekday, {
    saturdayByAppointment: options.saturdayByAppointment,
  });
  return label === BY_APPOINTMENT_LABEL ? 'by-appointment' : 'closed';
}

/** A preferred day before today (ours: the spec gives no text). */
export const PAST_DAY_MESSAGE = 'Please choose today or a later day.';
/** A preferred day that is no calendar date (ours). */
export const UNREAL_DAY_MESSAGE = 'Please choose a day from the calendar.';
/** A booked time outside the location's hours on its day (ours). */
export const OUTSIDE_HOURS_MESSAGE =
  'We are not open at the time you chose on that day. Please choose another time.';

/**
 * The preferred day of a test drive or service booking (never required, spec §5): a day before `today` (as
 * YYYY-MM-DD: the shopper's in the form, the location's on the server) is refused, as the dealer could not
 * meet it; undefined when valid or not given.
 */
export function validatePreferredDate(value: string | null | undefined, today: string): string | undefined {
  return value && value < today ? PAST_DAY_MESSAGE : undefined;
}

/**
 * Whether a time ("HH:MM", location time) can be booked on `date` at a department: one of the day's slots
 * (appointmentSlots, whatever the clock says now: the slot the shopper picked may have started while they
 * typed). A day "By appointment only", or at a department that publishes no weekly hours (appointmentDay
 * 'unknown'), takes any time: the dealer confirms it. A closed day or an unreal date takes none.
 */
export function isBookableTime(options: {
  date: string;
  time: string;
  department: Department;
  hours: readonly OpeningHourEntry[] | null | undefined;
  specialHours: readonly SpecialHoursEntry[] | null | undefined;
  saturdayByAppointment: boolean;
}): boolean {
  const day = appointmentDay(options);
  if (day === 'by-appointment' || day === 'unknown') return true;
  const weekday = weekdayOfDate(options.date);
  const start = parseTimeOfDay(options.time);
  if (day !== 'open' || weekday == null || start == null) return false;
  return daySlots(options.date, weekday, options.department, options.hours, options.specialHours).includes(
    start,
  );
}
