export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A YYYY-MM-DD calendar date as a UTC Date, or null when it is not a real date ("2026-02-30"). */
export function calendarDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === day ? at : null;
}

/** "2025-03-15" → "15 March 2025" (Australian day-month order); an unreadable date is returned as it is. */
export function dateInWords(date: string): string {
  const at = calendarDate(date);
  if (!at) return date;
  return `${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}
