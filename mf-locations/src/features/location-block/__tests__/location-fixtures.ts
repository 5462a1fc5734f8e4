import type { OpeningHourEntry, SpecialHoursEntry } from '@dealerline/shared';

const day = (weekday: number, open: string | null, close: string | null): OpeningHourEntry =>
  open && close
    ? { weekday, status: 'Open', formated_hours: null, open, close }
    : { weekday, status: 'Closed', formated_hours: null, open: null, close: null };

/** Sales: weekdays 8:30am - 5:30pm, Saturday 8:30am - 4:00pm, Sunday closed. */
export const SALES_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0
    ? day(0, null, null)
    : weekday === 6
      ? day(6, '08:30', '16:00')
      : day(weekday, '08:30', '17:30'),
);
/** Service: weekdays 7:30am - 5:00pm, weekend closed. */
export const SERVICE_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 || weekday === 6 ? day(weekday, null, null) : day(weekday, '07:30', '17:00'),
);

export const CHRISTMAS: SpecialHoursEntry[] = [
  { status: 'Open', date: '2026-12-24', start_hour: '08:30', end_hour: '12:00', department: 'sales' },
  { status: 'Closed', date: '2026-12-24', start_hour: null, end_hour: null, department: 'service' },
  { status: 'Closed', date: '2026-12-25', start_hour: null, end_hour: null, department: 'all' },
  { status: 'Closed', date: '2025-12-25', start_hour: null, end_hour: null, department: 'all' },
];
