import type { Department, OpeningHourEntry, SpecialHoursEntry } from '../../../shared/src/domain/location';
import { formatTimeOfDay, parseTimeOfDay } from '../../../shared/src/rules/time-of-day';

/** [open, close] as "HH:MM", or null for closed. */
export type Hours = readonly [string, string] | null;

export interface WeekPlan {
  weekdays: Hours;
  saturday: Hours;
  sunday: Hours;
}

function entry(weekday: number, hours: Hours): OpeningHourEntry {
  if (!hours) return { weekday, status: 'Closed', formated_hours: null, open: null, close: null };
  const [open, close] = hours;
  const label = `${formatTimeOfDay(parseTimeOfDay(open)!)} - ${formatTimeOfDay(parseTimeOfDay(close)!)}`;
  return { weekday, status: 'Open', formated_hours: label, open, close };
}

/** Seven entries, Sunday (0) to Saturday (6). */
export function weeklyHours(plan: WeekPlan): OpeningHourEntry[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) =>
    entry(day, day === 0 ? plan.sunday : day === 6 ? plan.saturday : plan.weekdays),
  );
}

export const SALES_HOURS: WeekPlan = {
  weekdays: ['08:30', '17:30'],
  saturday: ['08:30', '16:00'],
  sunday: null,
};
export const SERVICE_HOURS: WeekPlan = { weekdays: ['07:30', '17:00'], saturday: null, sunday: null };
export const PARTS_HOURS: WeekPlan = {
  weekdays: ['08:00', '17:00'],
  saturday: ['08:00', '12:00'],
  sunday: null,
};

function closed(date: string, department: Department): SpecialHoursEntry {
  return { status: 'Closed', date, start_hour: null, end_hour: null, department };
}

function open(date: string, department: Department, start: string, end: string): SpecialHoursEntry {
  return { status: 'Open', date, start_hour: start, end_hour: end, department };
}

/**
 * Special hours of the Christmas / New Year season around `now` (a season starting in December of the
 * current year, or of last year during January), plus Australia Day.
 */
export function holidayHours(now: Date): SpecialHoursEntry[] {
  const year = now.getUTCMonth() === 0 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  const next = year + 1;
  return [
    open(`${year}-12-24`, 'sales', '08:30', '12:00'),
    closed(`${year}-12-24`, 'service'),
    closed(`${year}-12-25`, 'all'),
    closed(`${year}-12-26`, 'all'),
    open(`${year}-12-31`, 'all', '08:30', '15:00'),
    closed(`${next}-01-01`, 'all'),
    closed(`${next}-01-26`, 'service'),
  ];
}
