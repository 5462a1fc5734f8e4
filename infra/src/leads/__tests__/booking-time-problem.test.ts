import type { OpeningHourEntry } from '../../../../shared/src/domain/location';
import type { LeadSubmission } from '../../../../shared/src/domain/vehicle';
import { testDealer, testLocation } from '../../../../shared/testing/fixtures';
import { bookingTimeProblem } from '../booking-time-problem';

const PAST = 'Please choose today or a later day.';
const OUTSIDE = 'We are not open at the time you chose on that day. Please choose another time.';

const day = (weekday: number, open: string | null, close: string | null): OpeningHourEntry => ({
  weekday,
  status: open ? 'Open' : 'Closed',
  formated_hours: null,
  open,
  close,
});
// Weekdays 8:30 to 5:30, Saturday closed (by appointment where the dealer says so), Sunday closed.
const WEEK = [
  day(0, null, null),
  ...[1, 2, 3, 4, 5].map((d) => day(d, '08:30', '17:30')),
  day(6, null, null),
];
const brisbane = testLocation({
  contact_detail: { phone: '0412 345 678', landline_phone: null, opening_hours: { sales: WEEK } },
});
const perth = testLocation({ id: 11, slug: 'perth', time_zone: 'Australia/Perth' });
const dealer = testDealer({ locations: [brisbane, perth] });

// 2026-12-08 00:30 in Brisbane (UTC+10), still 2026-12-07 22:30 in Perth (UTC+8). 2026-12-08 is a Tuesday.
const NOW = new Date('2026-12-07T14:30:00Z');

const problem = (
  params: LeadSubmission['params'],
  options: {
    category?: LeadSubmission['category'];
    location?: typeof brisbane | null;
    byAppointment?: boolean;
  } = {},
) =>
  bookingTimeProblem(
    { category: options.category ?? 'Test Drive', params },
    { ...dealer, saturday_by_appointment: options.byAppointment ?? false },
    options.location === undefined ? brisbane : options.location,
    NOW,
  );

describe('bookingTimeProblem', () => {
  it("refuses a day before today in the location's time zone, not the server's", () => {
    expect(problem({ preferredDate: '2026-12-07' })).toBe(PAST);
    expect(problem({ preferredDate: '2026-12-08' })).toBeUndefined();
    expect(problem({ preferredDate: '2026-12-07' }, { location: perth })).toBeUndefined();
    expect(problem({ preferredDate: '2026-12-06' }, { location: perth })).toBe(PAST);
  });

  it("takes the earliest today of the dealer's locations when the lead names none", () => {
    expect(problem({ preferredDate: '2026-12-07' }, { location: null })).toBeUndefined();
    expect(problem({ preferredDate: '2026-12-06' }, { location: null })).toBe(PAST);
  });

  it('refuses a day that is no calendar date', () => {
    expect(problem({ preferredDate: '2026-02-30' })).toBe('Please choose a day from the calendar.');
    expect(problem({ preferredDate: 'tomorrow' })).toBe('Please choose a day from the calendar.');
    expect(problem({ preferredDate: null })).toBeUndefined();
  });

  it("refuses a slot outside the day's hours or on a closed day, and takes one inside", () => {
    expect(problem({ preferredDate: '2026-12-08', dateTime: '2026-12-08T10:00' })).toBeUndefined();
    expect(problem({ preferredDate: '2026-12-08', dateTime: '2026-12-08T17:00' })).toBeUndefined();
    expect(problem({ preferredDate: '2026-12-08', dateTime: '2026-12-08T17:30' })).toBe(OUTSIDE);
    expect(problem({ preferredDate: '2026-12-08', dateTime: '2026-12-08T07:00' })).toBe(OUTSIDE);
    expect(problem({ preferredDate: '2026-12-13', dateTime: '2026-12-13T10:00' })).toBe(OUTSIDE);
    expect(problem({ dateTime: '2026-12-07T10:00' })).toBe(PAST);
  });

  it('takes a time in words, any time on a day by appointment, and any at a location without hours', () => {
    expect(problem({ preferredDate: '2026-12-13', dateTime: 'after 3pm' })).toBeUndefined();
    expect(problem({ preferredDate: '2026-12-12', dateTime: '2026-12-12T10:00' })).toBe(OUTSIDE);
    expect(
      problem({ preferredDate: '2026-12-12', dateTime: '2026-12-12T10:00' }, { byAppointment: true }),
    ).toBeUndefined();
    expect(problem({ dateTime: '2026-12-13T06:00' }, { location: perth })).toBeUndefined();
    expect(problem({ dateTime: '2026-12-13T06:00' }, { category: 'Service' })).toBeUndefined();
  });

  it('checks only test drives and service bookings', () => {
    expect(problem({ preferredDate: '2026-12-01' }, { category: 'Service' })).toBe(PAST);
    expect(problem({ preferredDate: '2026-12-01' }, { category: 'General Enquiry' })).toBeUndefined();
  });
});
