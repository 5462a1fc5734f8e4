import type { OpeningHourEntry, SpecialHoursEntry } from '../../domain/location';
import { testLocation } from '../../../testing/fixtures';
import { localDateTime } from '../local-time';
import {
  formatHolidayDate,
  holidayHoursDays,
  hoursDepartments,
  isOpenForBusiness,
  tradingDealerships,
  weekHoursRows,
} from '../location-hours';
import { isOpenAt } from '../opening-hours';

const open = (weekday: number, from: string, to: string, label: string): OpeningHourEntry => ({
  weekday,
  status: 'Open',
  formated_hours: label,
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

/** Weekdays 8:30am - 5:30pm, Saturday closed, Sunday without an entry. */
const SALES = [1, 2, 3, 4, 5].map((d) => open(d, '08:30', '17:30', '8:30am - 5:30pm')).concat(closed(6));

const SPECIAL: SpecialHoursEntry[] = [
  { status: 'Open', date: '2026-12-24', start_hour: '08:30', end_hour: '12:00', department: 'sales' },
  { status: 'Closed', date: '2026-12-24', start_hour: null, end_hour: null, department: 'service' },
  { status: 'Closed', date: '2026-12-25', start_hour: null, end_hour: null, department: 'all' },
  { status: 'Closed', date: '2025-12-25', start_hour: null, end_hour: null, department: 'all' },
];

describe('weekHoursRows', () => {
  it('lists Monday to Sunday with the labels of spec §4', () => {
    const week = () =>
      weekHoursRows(SALES, { saturdayByAppointment: true }).map((row) => [row.day, row.hours]);
    expect(week()).toEqual([
      ['Monday', '8:30am - 5:30pm'],
      ['Tuesday', '8:30am - 5:30pm'],
      ['Wednesday', '8:30am - 5:30pm'],
      ['Thursday', '8:30am - 5:30pm'],
      ['Friday', '8:30am - 5:30pm'],
      ['Saturday', 'By appointment only'],
      ['Sunday', 'Closed'],
    ]);
    expect(weekHoursRows(SALES, { saturdayByAppointment: false })[5]!.hours).toBe('Closed');
    expect(weekHoursRows(null, { saturdayByAppointment: false }).every((r) => r.hours === 'Closed')).toBe(
      true,
    );
  });

  it('marks today and shows its special hours', () => {
    const wednesday = { weekday: 3, date: '2026-11-25', department: 'sales' as const, specialHours: SPECIAL };
    const plain = weekHoursRows(SALES, { saturdayByAppointment: false }, wednesday);
    expect(plain.filter((row) => row.today)).toEqual([
      { weekday: 3, day: 'Wednesday', hours: '8:30am - 5:30pm', today: true, special: false },
    ]);
    const christmas = weekHoursRows(
      SALES,
      { saturdayByAppointment: false },
      { weekday: 5, date: '2026-12-25', department: 'sales', specialHours: SPECIAL },
    );
    expect(christmas[4]).toEqual({ weekday: 5, day: 'Friday', hours: 'Closed', today: true, special: true });
    // Thursday's row is next Thursday (31 December), which has no special hours here.
    expect(christmas[3]).toMatchObject({ hours: '8:30am - 5:30pm', today: false, special: false });
  });

  it("shows the special hours of each coming day of the week, not only today's", () => {
    // Monday 21 December 2026: Thursday is Christmas Eve, Friday Christmas Day.
    const monday = { weekday: 1, date: '2026-12-21', specialHours: SPECIAL };
    const rows = (department: 'sales' | 'service' | 'parts') =>
      weekHoursRows(SALES, { saturdayByAppointment: false }, { ...monday, department }).map((row) => [
        row.day,
        row.hours,
        row.special,
      ]);
    expect(rows('sales')).toEqual([
      ['Monday', '8:30am - 5:30pm', false],
      ['Tuesday', '8:30am - 5:30pm', false],
      ['Wednesday', '8:30am - 5:30pm', false],
      ['Thursday', '8:30am - 12:00pm', true],
      ['Friday', 'Closed', true],
      ['Saturday', 'Closed', false],
      ['Sunday', 'Closed', false],
    ]);
    expect(rows('service').slice(3, 5)).toEqual([
      ['Thursday', 'Closed', true],
      ['Friday', 'Closed', true],
    ]);
    // On Saturday 26 December the Monday to Friday rows are the days after: 28 to 31 December, 1 January.
    const saturday = { weekday: 6, date: '2026-12-26', department: 'sales' as const };
    const newYear: SpecialHoursEntry[] = [
      ...SPECIAL,
      { status: 'Closed', date: '2027-01-01', start_hour: null, end_hour: null, department: 'all' },
    ];
    const after = weekHoursRows(
      SALES,
      { saturdayByAppointment: false },
      { ...saturday, specialHours: newYear },
    );
    expect(after.map((row) => row.special)).toEqual([false, false, false, false, true, false, false]);
    expect(after[4]!.hours).toBe('Closed');
  });
});

describe('hours with a fixed clock in the location time zone', () => {
  // 10:00 in Brisbane (UTC+10, no daylight saving) on each day of the week of Monday 23 November 2026.
  const days = [
    ['2026-11-23T00:00:00Z', 1, true],
    ['2026-11-24T00:00:00Z', 2, true],
    ['2026-11-25T00:00:00Z', 3, true],
    ['2026-11-26T00:00:00Z', 4, true],
    ['2026-11-27T00:00:00Z', 5, true],
    ['2026-11-28T00:00:00Z', 6, false],
    ['2026-11-29T00:00:00Z', 0, false],
  ] as const;

  it.each(days)('at %s the weekday is %i and open is %s', (instant, weekday, isOpen) => {
    const local = localDateTime(new Date(instant), 'Australia/Brisbane');
    expect(local.weekday).toBe(weekday);
    expect(local.time).toBe('10:00');
    expect(isOpenAt(SALES, SPECIAL, 'sales', local)).toBe(isOpen);
  });

  it('uses the location own zone: 07:30 UTC is 18:30 in Sydney (closed) but 15:30 in Perth (open)', () => {
    const at = new Date('2026-11-24T07:30:00Z');
    expect(isOpenAt(SALES, [], 'sales', localDateTime(at, 'Australia/Sydney'))).toBe(false);
    expect(isOpenAt(SALES, [], 'sales', localDateTime(at, 'Australia/Perth'))).toBe(true);
  });

  it('follows the special hours of a special date', () => {
    const christmasEve = (time: string) =>
      localDateTime(new Date(`2026-12-24T${time}:00+10:00`), 'Australia/Brisbane');
    expect(isOpenAt(SALES, SPECIAL, 'sales', christmasEve('11:00'))).toBe(true);
    expect(isOpenAt(SALES, SPECIAL, 'sales', christmasEve('13:00'))).toBe(false);
    expect(isOpenAt(SALES, SPECIAL, 'service', christmasEve('11:00'))).toBe(false);
    const christmas = localDateTime(new Date('2026-12-25T10:00:00+10:00'), 'Australia/Brisbane');
    expect(christmas.weekday).toBe(5);
    expect(isOpenAt(SALES, SPECIAL, 'sales', christmas)).toBe(false);
  });
});

describe('hoursDepartments', () => {
  it('shows sales and service separately where both exist, without empty departments', () => {
    const both = testLocation({
      contact_detail: {
        phone: null,
        landline_phone: null,
        opening_hours: { service: SALES, sales: SALES, parts: [] },
      },
    });
    expect(hoursDepartments(both)).toEqual(['sales', 'service']);
    expect(hoursDepartments(testLocation())).toEqual([]);
  });
});

describe('isOpenForBusiness', () => {
  it('is false for a location announced with a badge, true otherwise', () => {
    expect(isOpenForBusiness(testLocation({ coming_soon_label: 'Coming Late 2025' }))).toBe(false);
    expect(isOpenForBusiness(testLocation({ coming_soon_label: null }))).toBe(true);
    expect(isOpenForBusiness(testLocation({ coming_soon_label: '' }))).toBe(true);
  });
});

describe('tradingDealerships', () => {
  const toyota = { id: 1, slug: 'toyota', name: 'Toyota' };
  const subaru = { id: 2, slug: 'subaru', name: 'Subaru' };
  const mazda = { id: 3, slug: 'mazda', name: 'Mazda' };
  const at = (dealership_id: number, overrides = {}) => testLocation({ dealership_id, ...overrides });

  it('leaves out a dealership whose only yard has not opened, or is hidden', () => {
    const dealer = {
      dealerships: [toyota, subaru, mazda],
      locations: [at(1), at(2, { coming_soon_label: 'Coming Late 2025' }), at(3, { visible: false })],
    };
    expect(tradingDealerships(dealer)).toEqual([toyota]);
  });

  it('keeps a dealership with one trading yard among others, and every one where none has a location', () => {
    const dealer = {
      dealerships: [toyota, subaru],
      locations: [at(2, { coming_soon_label: 'Coming Late 2025' }), at(2), at(1)],
    };
    expect(tradingDealerships(dealer)).toEqual([toyota, subaru]);
    expect(tradingDealerships({ dealerships: [toyota, subaru], locations: [] })).toEqual([toyota, subaru]);
  });
});

describe('holidayHoursDays', () => {
  const salesAndService = testLocation({
    contact_detail: { phone: null, landline_phone: null, opening_hours: { sales: SALES, service: SALES } },
    special_hours: SPECIAL,
  });

  it('lists coming special hours per date and department, past dates left out', () => {
    expect(holidayHoursDays(salesAndService, '2026-11-21')).toEqual([
      {
        date: '2026-12-24',
        entries: [
          { department: 'sales', hours: '8:30am - 12:00pm' },
          { department: 'service', hours: 'Closed' },
        ],
      },
      { date: '2026-12-25', entries: [{ department: 'all', hours: 'Closed' }] },
    ]);
    expect(holidayHoursDays(salesAndService, '2026-12-25')).toHaveLength(1);
    expect(holidayHoursDays(testLocation({ special_hours: [] }), '2026-01-01')).toEqual([]);
  });

  it('leaves out departments the location has no hours for', () => {
    const salesOnly = testLocation({
      contact_detail: { phone: null, landline_phone: null, opening_hours: { sales: SALES } },
      special_hours: SPECIAL,
    });
    expect(holidayHoursDays(salesOnly, '2026-11-21')).toEqual([
      { date: '2026-12-24', entries: [{ department: 'sales', hours: '8:30am - 12:00pm' }] },
      { date: '2026-12-25', entries: [{ department: 'all', hours: 'Closed' }] },
    ]);
  });
});

describe('formatHolidayDate', () => {
  it('names the weekday, day, month and year', () => {
    expect(formatHolidayDate('2026-12-25')).toBe('Friday 25 December 2026');
    expect(formatHolidayDate('2027-01-01')).toBe('Friday 1 January 2027');
  });
  it('returns an unreadable date unchanged', () => {
    expect(formatHolidayDate('2026-02-30')).toBe('2026-02-30');
    expect(formatHolidayDate('soon')).toBe('soon');
  });
});
