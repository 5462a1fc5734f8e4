import type { DealerConfig } from '../../../shared/src/domain/site';
import type { DealerLocation } from '../../../shared/src/domain/location';
import type { LeadCategory, LeadSubmission } from '../../../shared/src/domain/vehicle';
import {
  isBookableTime,
  OUTSIDE_HOURS_MESSAGE,
  UNREAL_DAY_MESSAGE,
  validatePreferredDate,
  weekdayOfDate,
} from '../../../shared/src/rules/appointment-slots';
import { DEFAULT_TIME_ZONE, localDateTime } from '../../../shared/src/rules/local-time';

/** Whose hours a lead books: a test drive the sales yard's, a service booking the workshop's. */
const BOOKING_DEPARTMENTS: Partial<Record<LeadCategory, 'sales' | 'service'>> = {
  'Test Drive': 'sales',
  Service: 'service',
};

/** A time the form offered from the appointments call: `YYYY-MM-DDTHH:MM`, the location's wall clock. */
const SLOT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * Today at the location (its time zone); for a lead that names none, the earliest today of the dealer's
 * locations: a day is refused only when it is past wherever the lead may go.
 */
function todayAt(
  dealer: Pick<DealerConfig, 'locations'>,
  location: DealerLocation | null,
  now: Date,
): string {
  const zones = location ? [location.time_zone] : dealer.locations.map((l) => l.time_zone);
  const days = (zones.length ? zones : [DEFAULT_TIME_ZONE]).map(
    (zone) => localDateTime(now, zone || DEFAULT_TIME_ZONE).date,
  );
  return days.sort()[0]!;
}

/** A day the booking names: refused when it is no calendar date or is before today. */
function dayProblem(date: unknown, today: string): string | undefined {
  if (typeof date !== 'string' || weekdayOfDate(date) == null) return UNREAL_DAY_MESSAGE;
  return validatePreferredDate(date, today);
}

/**
 * The day and time of a test drive or service booking, checked with the form's rules (shared appointment
 * slots): `params.preferredDate` not before today in the location's time zone, and a slot (`params.dateTime`
 * as the form sends a time it offered) on a day not past and inside that day's hours at the location, special
 * hours first. A time in the shopper's words ("after 3pm") is the dealer's to confirm and is not checked, nor
 * is any time on a day "By appointment only" or at a location that publishes no hours for the department.
 * Other leads are not bookings. Undefined when the booking can be met.
 */
export function bookingTimeProblem(
  submission: Pick<LeadSubmission, 'category' | 'params'>,
  dealer: Pick<DealerConfig, 'locations' | 'saturday_by_appointment'>,
  location: DealerLocation | null,
  now: Date,
): string | undefined {
  const department = BOOKING_DEPARTMENTS[submission.category];
  if (!department) return undefined;
  const today = todayAt(dealer, location, now);
  const { preferredDate, dateTime } = submission.params ?? {};
  const dateProblem =
    preferredDate == null || preferredDate === '' ? undefined : dayProblem(preferredDate, today);
  if (dateProblem) return dateProblem;
  const slot = typeof dateTime === 'string' ? SLOT.exec(dateTime) : null;
  if (!slot) return undefined;
  const [, date, time] = slot as unknown as [string, string, string];
  const slotDayProblem = dayProblem(date, today);
  if (slotDayProblem || !location) return slotDayProblem;
  const bookable = isBookableTime({
    date,
    time,
    department,
    hours: location.contact_detail.opening_hours?.[department],
    specialHours: location.special_hours,
    saturdayByAppointment: dealer.saturday_by_appointment,
  });
  return bookable ? undefined : OUTSIDE_HOURS_MESSAGE;
}
