import type { OpeningHourEntry, SpecialHoursEntry } from '../../domain/location';
import {
  appointmentDay,
  appointmentSlots,
  isBookableTime,
  validatePreferredDate,
  weekdayOfDate,
} from '../appointment-slots';

const open = (weekday: number, from: string, to: string): OpeningHourEntry => ({
  weekday,
  status: 'Open',
  formated_hours: null,
  open: from,
  close: to,
});
const closed = (weekday: number): OpeningHourEntry => ({
  weekday,
  status: 'Closed',
  formated_hours: null,
  open: null,
  close: null,
});
// 2026-11-23 is a Monday, 2026-11-28 a Saturday, 2026-11-29 a Sunday.
const hours = [open(1, '08:30', '11:00'), open(6, '9:00am', '10:00am'), closed(0)];
const before = { date: '2026-11-20', weekday: 5, time: '09:00' };
const slots = (date: string, specialHours: SpecialHoursEntry[] = [], now = before) =>
  appointmentSlots({ date, department: 'sales', hours, specialHours, now });

describe('weekdayOfDate', () => {
  it('gives the weekday of a real date and null for anything else', () => {
    expect(weekdayOfDate('2026-11-23')).toBe(1);
    expect(weekdayOfDate('2026-02-30')).toBeNull();
    expect(weekdayOfDate('23/11/2026')).toBeNull();
  });
});

describe('appointmentSlots', () => {
  it('starts a slot every 30 minutes inside the weekday hours, the last ending by closing', () => {
    expect(slots('2026-11-23')).toEqual(['08:30', '09:00', '09:30', '10:00', '10:30']);
    expect(slots('2026-11-28')).toEqual(['09:00', '09:30']);
  });
  it('gives none on a Closed day, a day without hours and an unreal date', () => {
    expect(slots('2026-11-29')).toEqual([]);
    expect(slots('2026-11-24')).toEqual([]);
    expect(slots('2026-13-01')).toEqual([]);
  });
  it('uses the special hours of the date: Closed closes it, hours replace the weekly ones', () => {
    const special = (
      status: 'Open' | 'Closed',
      start: string | null,
      end: string | null,
    ): SpecialHoursEntry => ({
      status,
      date: '2026-11-23',
      start_hour: start,
      end_hour: end,
      department: 'all',
    });
    expect(slots('2026-11-23', [special('Closed', null, null)])).toEqual([]);
    expect(slots('2026-11-23', [special('Open', '10:00', '11:00')])).toEqual(['10:00', '10:30']);
    expect(slots('2026-11-23', [special('Open', null, null)])).toHaveLength(5);
  });
  it('gives no slot in the past: none for an earlier date, only later ones today', () => {
    expect(slots('2026-11-23', [], { date: '2026-11-24', weekday: 2, time: '08:00' })).toEqual([]);
    expect(slots('2026-11-23', [], { date: '2026-11-23', weekday: 1, time: '09:30' })).toEqual([
      '10:00',
      '10:30',
    ]);
  });
});

describe('appointmentDay', () => {
  const saturdayClosed = [open(1, '08:30', '11:00'), closed(6), closed(0)];
  const day = (date: string, saturdayByAppointment: boolean, specialHours: SpecialHoursEntry[] = []) =>
    appointmentDay({ date, department: 'sales', hours: saturdayClosed, specialHours, saturdayByAppointment });

  it('is open on a day with hours, closed on a Closed day or one without hours, and on an unreal date', () => {
    expect(day('2026-11-23', false)).toBe('open');
    expect(day('2026-11-29', true)).toBe('closed');
    expect(day('2026-11-24', true)).toBe('closed');
    expect(day('2026-02-30', true)).toBe('closed');
  });

  it('is unknown where the department publishes no weekly hours, unless the date has special hours', () => {
    const without = (hours: null | [], specialHours: SpecialHoursEntry[] = []) =>
      appointmentDay({
        date: '2026-11-23',
        department: 'sales',
        hours,
        specialHours,
        saturdayByAppointment: true,
      });
    expect(without(null)).toBe('unknown');
    expect(without([])).toBe('unknown');
    const closedThatDay: SpecialHoursEntry = {
      status: 'Closed',
      date: '2026-11-23',
      start_hour: null,
      end_hour: null,
      department: 'all',
    };
    expect(without(null, [closedThatDay])).toBe('closed');
  });

  it('is by appointment on a closed Saturday where the dealer shows it so, closed elsewhere', () => {
    expect(day('2026-11-28', true)).toBe('by-appointment');
    expect(day('2026-11-28', false)).toBe('closed');
  });

  it("follows the date's special hours over the weekday's", () => {
    const special = (date: string, status: 'Open' | 'Closed'): SpecialHoursEntry => ({
      status,
      date,
      start_hour: status === 'Open' ? '09:00' : null,
      end_hour: status === 'Open' ? '12:00' : null,
      department: 'all',
    });
    expect(day('2026-11-23', false, [special('2026-11-23', 'Closed')])).toBe('closed');
    expect(day('2026-11-28', true, [special('2026-11-28', 'Closed')])).toBe('closed');
    expect(day('2026-11-28', true, [special('2026-11-28', 'Open')])).toBe('open');
  });
});

describe('validatePreferredDate', () => {
  it('refuses a day before today, takes today, a later day and none', () => {
    expect(validatePreferredDate('2026-11-22', '2026-11-23')).toBe('Please choose today or a later day.');
    expect(validatePreferredDate('2026-11-23', '2026-11-23')).toBeUndefined();
    expect(validatePreferredDate('2026-11-24', '2026-11-23')).toBeUndefined();
    expect(validatePreferredDate(null, '2026-11-23')).toBeUndefined();
  });
});

describe('isBookableTime', () => {
  const bookable = (
    date: string,
    time: string,
    options: {
      hours?: OpeningHourEntry[] | null;
      specialHours?: SpecialHoursEntry[];
      byAppointment?: boolean;
    } = {},
  ) =>
    isBookableTime({
      date,
      time,
      department: 'sales',
      hours: options.hours === undefined ? hours : options.hours,
      specialHours: options.specialHours ?? [],
      saturdayByAppointment: options.byAppointment ?? false,
    });

  it("takes the day's slots, whatever the clock, and no time outside them", () => {
    expect(bookable('2026-11-23', '08:30')).toBe(true);
    expect(bookable('2026-11-23', '10:30')).toBe(true);
    expect(bookable('2026-11-23', '10:45')).toBe(false);
    expect(bookable('2026-11-23', '07:00')).toBe(false);
    expect(bookable('2026-11-23', '11:00')).toBe(false);
  });

  it('takes no time on a closed day or an unreal date, and follows special hours', () => {
    expect(bookable('2026-11-29', '10:00')).toBe(false);
    expect(bookable('2026-02-30', '10:00')).toBe(false);
    const shortDay: SpecialHoursEntry = {
      status: 'Open',
      date: '2026-11-23',
      start_hour: '10:00',
      end_hour: '11:00',
      department: 'all',
    };
    expect(bookable('2026-11-23', '08:30', { specialHours: [shortDay] })).toBe(false);
    expect(bookable('2026-11-23', '10:30', { specialHours: [shortDay] })).toBe(true);
  });

  it('takes any time on a day by appointment and where the department publishes no hours', () => {
    const saturdayClosed = [open(1, '08:30', '11:00'), closed(6), closed(0)];
    expect(bookable('2026-11-28', '13:00', { hours: saturdayClosed, byAppointment: true })).toBe(true);
    expect(bookable('2026-11-28', '13:00', { hours: saturdayClosed })).toBe(false);
    expect(bookable('2026-11-29', '13:00', { hours: null })).toBe(true);
    expect(bookable('2026-11-29', '13:00', { hours: [] })).toBe(true);
  });
});
