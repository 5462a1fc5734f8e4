import type { Department, DealerLocation, OpeningHourEntry, SpecialHoursEntry } from '../domain/location';
import type { DealerConfig, Dealership } from '../domain/site';
import { calendarDate, dateInWords, WEEKDAY_NAMES } from '../format/date-words';
import { dayHoursLabel, hoursForWeekday, specialHoursFor, specialHoursLabel } from './opening-hours';

export type HoursDepartment = Exclude<Department, 'all'>;

export const DEPARTMENT_NAMES: Record<Department, string> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
  all: 'All departments',
};

/** A week as the card lists it: weekdays first, then the weekend. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * Spec §2 Location card: the departments whose hours a card shows, in the order sales, service, parts; a
 * dealership with both sales and service hours shows them separately. Departments without hours are left out.
 */
export function hoursDepartments(location: Pick<DealerLocation, 'contact_detail'>): HoursDepartment[] {
  const hours = location.contact_detail.opening_hours ?? {};
  return (['sales', 'service', 'parts'] as const).filter(
    (department) => (hours[department]?.length ?? 0) > 0,
  );
}

/**
 * Whether the location trades yet. One announced with a badge ("Coming Late 2025", spec §2 Location card)
 * has not opened: it shows its planned hours but no open-now status, and takes no leads or bookings.
 */
export function isOpenForBusiness(location: Pick<DealerLocation, 'coming_soon_label'>): boolean {
  return !location.coming_soon_label;
}

/**
 * The dealerships that trade yet, in the dealer's order: those with a visible location open for business (a
 * dealership whose only yard is "Coming Late 2025" takes no leads yet); every one where none has a location.
 */
export function tradingDealerships(dealer: Pick<DealerConfig, 'dealerships' | 'locations'>): Dealership[] {
  const trading = dealer.dealerships.filter((dealership) =>
    dealer.locations.some((l) => l.dealership_id === dealership.id && l.visible && isOpenForBusiness(l)),
  );
  return trading.length > 0 ? trading : dealer.dealerships;
}

export interface WeekHoursRow {
  weekday: number;
  day: string;
  /** The day's hours by spec §4 ("Closed", "By appointment only" or the hours), or its special hours. */
  hours: string;
  /** The location's today (highlighted on the card). */
  today: boolean;
  /** The day's hours come from a special (holiday) hours entry. */
  special: boolean;
}

/** The location's today, and the special hours the rows are checked against. */
export interface WeekHoursToday {
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  /** YYYY-MM-DD, the location's own date. */
  date: string;
  /** The department of the rows ('all' for a location without hours). */
  department: Department;
  specialHours: readonly SpecialHoursEntry[] | null | undefined;
}

/** The YYYY-MM-DD date `days` after `date`, or null when `date` is not a date. */
function dateAfter(date: string, days: number): string | null {
  const at = calendarDate(date);
  return at ? new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10) : null;
}

/**
 * One department's week, Monday to Sunday, each day labelled by spec §4 (see dayHoursLabel). Given the
 * location's today, that row is marked, and each row is the coming day of its weekday (today, or one of the
 * next six days): a day with special hours for the department (specialHoursFor) shows them instead, so on
 * Christmas Eve the card does not list the coming Friday's usual hours for Christmas Day.
 */
export function weekHoursRows(
  hours: readonly OpeningHourEntry[] | null | undefined,
  options: { saturdayByAppointment: boolean },
  today?: WeekHoursToday,
): WeekHoursRow[] {
  return WEEK_ORDER.map((weekday) => {
    const date = today && dateAfter(today.date, (weekday - today.weekday + 7) % 7);
    const special = today && date ? specialHoursFor(date, today.department, today.specialHours) : undefined;
    return {
      weekday,
      day: WEEKDAY_NAMES[weekday]!,
      hours: special
        ? specialHoursLabel(special)
        : dayHoursLabel(hoursForWeekday(hours, weekday), weekday, options),
      today: today?.weekday === weekday,
      special: special !== undefined,
    };
  });
}

/** "2026-12-25" → "Friday 25 December 2026"; an unreadable date is returned as it is. */
export function formatHolidayDate(date: string): string {
  const at = calendarDate(date);
  return at ? `${WEEKDAY_NAMES[at.getUTCDay()]} ${dateInWords(date)}` : date;
}

export interface HolidayHoursDay {
  date: string;
  entries: { department: Department; hours: string }[];
}

const DEPARTMENT_ORDER: Department[] = ['all', 'sales', 'service', 'parts'];

/**
 * The "View Holiday Opening Hours" list (spec §2 Modals): special hours from `today` (YYYY-MM-DD, the
 * location's own date) on, one entry per date in date order, each listing its departments (all, sales,
 * service, parts) with "Closed" or the hours. Past dates are left out, and so are departments the location
 * has no hours for (a yard without a workshop does not list Service's Christmas hours).
 */
export function holidayHoursDays(
  location: Pick<DealerLocation, 'special_hours' | 'contact_detail'>,
  today: string,
): HolidayHoursDay[] {
  const departments: Department[] = ['all', ...hoursDepartments(location)];
  const byDate = new Map<string, SpecialHoursEntry[]>();
  for (const entry of location.special_hours ?? []) {
    if (entry.date < today || !departments.includes(entry.department)) continue;
    byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  }
  return [...byDate.keys()].sort().map((date) => ({
    date,
    entries: byDate
      .get(date)!
      .slice()
      .sort((a, b) => DEPARTMENT_ORDER.indexOf(a.department) - DEPARTMENT_ORDER.indexOf(b.department))
      .map((entry) => ({ department: entry.department, hours: specialHoursLabel(entry) })),
  }));
}
