import type { OpeningHourEntry, SpecialHoursEntry } from '../../domain/location';
import { BY_APPOINTMENT_LABEL, CLOSED_LABEL } from '../messages';
import {
  dayHoursLabel,
  hoursForWeekday,
  isOpenAt,
  specialHoursFor,
  specialHoursLabel,
} from '../opening-hours';

const open = (
  weekday: number,
  openAt: string | null,
  close: string | null,
  formated_hours: string | null = null,
) => ({ weekday, status: 'Open', open: openAt, close, formated_hours }) satisfies OpeningHourEntry;
const closed = (weekday: number) =>
  ({ weekday, status: 'Closed', open: null, close: null, formated_hours: null }) satisfies OpeningHourEntry;
const special = (
  date: string,
  department: SpecialHoursEntry['department'],
  status: 'Open' | 'Closed',
  start_hour: string | null = null,
  end_hour: string | null = null,
): SpecialHoursEntry => ({ date, department, status, start_hour, end_hour });

const WEEK: OpeningHourEntry[] = [
  closed(0),
  open(1, '08:30', '17:30', '8:30am - 5:30pm'),
  open(2, '08:30', '17:30'),
  open(6, '09:00', '12:00'),
];

describe('hoursForWeekday', () => {
  it('finds the entry of a weekday', () => {
    expect(hoursForWeekday(WEEK, 2)).toBe(WEEK[2]);
  });
  it('is undefined for a missing weekday or missing hours', () => {
    expect(hoursForWeekday(WEEK, 3)).toBeUndefined();
    expect(hoursForWeekday(null, 1)).toBeUndefined();
    expect(hoursForWeekday(undefined, 1)).toBeUndefined();
  });
});

describe('dayHoursLabel', () => {
  const appointment = { saturdayByAppointment: true };
  const plain = { saturdayByAppointment: false };

  it('shows "By appointment only" for a closed Saturday with the setting', () => {
    expect(dayHoursLabel(closed(6), 6, appointment)).toBe('By appointment only');
    expect(BY_APPOINTMENT_LABEL).toBe('By appointment only');
  });
  it('shows Closed for a closed Saturday without the setting', () => {
    expect(dayHoursLabel(closed(6), 6, plain)).toBe('Closed');
  });
  it('shows Closed for another closed day even with the setting', () => {
    expect(dayHoursLabel(closed(0), 0, appointment)).toBe(CLOSED_LABEL);
  });
  it('shows Closed when the hours are unavailable, Saturday included', () => {
    expect(dayHoursLabel(undefined, 3, plain)).toBe('Closed');
    expect(dayHoursLabel(undefined, 6, appointment)).toBe('Closed');
  });
  it('shows formated_hours of an open day', () => {
    expect(dayHoursLabel(open(1, '08:30', '17:30', ' 8:30am - 5:30pm '), 1, plain)).toBe('8:30am - 5:30pm');
  });
  it('builds the label from open and close without formated_hours', () => {
    expect(dayHoursLabel(open(2, '08:30', '17:30'), 2, plain)).toBe('8:30am - 5:30pm');
    expect(dayHoursLabel(open(2, '08:30', '17:30', '  '), 2, plain)).toBe('8:30am - 5:30pm');
  });
  it('shows Closed for an open day without usable hours', () => {
    expect(dayHoursLabel(open(2, null, '17:30'), 2, plain)).toBe('Closed');
    expect(dayHoursLabel(open(2, '08:30', 'late'), 2, plain)).toBe('Closed');
  });
});

describe('specialHoursFor', () => {
  const list = [
    special('2026-12-25', 'all', 'Closed'),
    special('2026-12-26', 'all', 'Open', '09:00', '13:00'),
    special('2026-12-26', 'service', 'Closed'),
  ];

  it('finds the entry of the date for the department, or the all-department one', () => {
    expect(specialHoursFor('2026-12-25', 'sales', list)).toBe(list[0]);
    expect(specialHoursFor('2026-12-26', 'sales', list)).toBe(list[1]);
  });
  it('prefers the department entry over the all-department one', () => {
    expect(specialHoursFor('2026-12-26', 'service', list)).toBe(list[2]);
  });
  it("matches only 'all' entries when asked for all", () => {
    expect(specialHoursFor('2026-12-26', 'all', list)).toBe(list[1]);
    expect(specialHoursFor('2026-12-27', 'all', [special('2026-12-27', 'parts', 'Closed')])).toBeUndefined();
  });
  it('is undefined for another date or without special hours', () => {
    expect(specialHoursFor('2026-12-27', 'sales', list)).toBeUndefined();
    expect(specialHoursFor('2026-12-25', 'sales', null)).toBeUndefined();
    expect(specialHoursFor('2026-12-25', 'sales', undefined)).toBeUndefined();
  });
});

describe('specialHoursLabel', () => {
  it('reads Closed for a closed day', () => {
    expect(specialHoursLabel(special('2026-12-25', 'all', 'Closed', '09:00', '13:00'))).toBe('Closed');
  });
  it('reads the hours of an open day', () => {
    expect(specialHoursLabel(special('2026-12-26', 'all', 'Open', '09:00', '13:00'))).toBe('9:00am - 1:00pm');
  });
  it('reads Closed for an open day without hours', () => {
    expect(specialHoursLabel(special('2026-12-26', 'all', 'Open'))).toBe('Closed');
  });
});

describe('isOpenAt', () => {
  // 2026-03-09 is a Monday, 2026-03-10 a Tuesday, 2026-03-14 a Saturday, 2026-03-15 a Sunday.
  const at = (date: string, weekday: number, time: string) => ({ date, weekday, time });

  it('is open inside the weekly hours', () => {
    expect(isOpenAt(WEEK, [], 'sales', at('2026-03-09', 1, '12:00'))).toBe(true);
  });
  it('opens at the opening minute and closes at the closing minute', () => {
    expect(isOpenAt(WEEK, [], 'sales', at('2026-03-09', 1, '08:29'))).toBe(false);
    expect(isOpenAt(WEEK, [], 'sales', at('2026-03-09', 1, '08:30'))).toBe(true);
    expect(isOpenAt(WEEK, [], 'sales', at('2026-03-09', 1, '17:29'))).toBe(true);
    expect(isOpenAt(WEEK, [], 'sales', at('2026-03-09', 1, '17:30'))).toBe(false);
  });
  it('is closed on a closed day and on a day without an entry', () => {
    expect(isOpenAt(WEEK, [], 'sales', at('2026-03-15', 0, '12:00'))).toBe(false);
    expect(isOpenAt(WEEK, [], 'sales', at('2026-03-11', 3, '12:00'))).toBe(false);
  });
  it('is closed without hours at all', () => {
    expect(isOpenAt(null, null, 'sales', at('2026-03-09', 1, '12:00'))).toBe(false);
  });
  it('is closed when the local time is unreadable', () => {
    expect(isOpenAt(WEEK, [], 'sales', at('2026-03-09', 1, 'noon'))).toBe(false);
  });
  it('is closed for an open entry without valid hours or with close not after open', () => {
    expect(isOpenAt([open(1, null, '17:00')], [], 'sales', at('2026-03-09', 1, '12:00'))).toBe(false);
    expect(isOpenAt([open(1, '09:00', null)], [], 'sales', at('2026-03-09', 1, '12:00'))).toBe(false);
    expect(isOpenAt([open(1, '17:00', '09:00')], [], 'sales', at('2026-03-09', 1, '18:00'))).toBe(false);
    expect(isOpenAt([open(1, '09:00', '09:00')], [], 'sales', at('2026-03-09', 1, '09:00'))).toBe(false);
  });
  it('closes the day on a Closed special entry', () => {
    const holiday = [special('2026-03-09', 'all', 'Closed')];
    expect(isOpenAt(WEEK, holiday, 'sales', at('2026-03-09', 1, '12:00'))).toBe(false);
  });
  it('uses the hours of an Open special entry', () => {
    const shortDay = [special('2026-03-09', 'sales', 'Open', '10:00', '11:00')];
    expect(isOpenAt(WEEK, shortDay, 'sales', at('2026-03-09', 1, '10:30'))).toBe(true);
    expect(isOpenAt(WEEK, shortDay, 'sales', at('2026-03-09', 1, '12:00'))).toBe(false);
    // Open special hours on a normally closed day.
    const sundayOpen = [special('2026-03-15', 'all', 'Open', '10:00', '14:00')];
    expect(isOpenAt(WEEK, sundayOpen, 'sales', at('2026-03-15', 0, '11:00'))).toBe(true);
  });
  it('falls back to the weekly hours for an Open special entry without hours', () => {
    const noHours = [special('2026-03-09', 'sales', 'Open', '10:00', null)];
    expect(isOpenAt(WEEK, noHours, 'sales', at('2026-03-09', 1, '12:00'))).toBe(true);
    expect(
      isOpenAt(WEEK, [special('2026-03-09', 'sales', 'Open')], 'sales', at('2026-03-09', 1, '18:00')),
    ).toBe(false);
  });
  it("ignores another department's special entry", () => {
    const serviceClosed = [special('2026-03-09', 'service', 'Closed')];
    expect(isOpenAt(WEEK, serviceClosed, 'sales', at('2026-03-09', 1, '12:00'))).toBe(true);
  });
});
