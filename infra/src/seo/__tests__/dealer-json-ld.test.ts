import type { OpeningHourEntry, SpecialHoursEntry } from '../../../../shared/src/domain/location';
import { testDealer, testLocation, testSite } from '../../../../shared/testing/fixtures';
import type { Tenant } from '../../sites/tenant';
import { locationJsonLd, openingHoursSpecification, specialOpeningHours } from '../dealer-json-ld';

const open = (weekday: number, from: string | null, to: string | null, label: string | null = null) =>
  ({ weekday, status: 'Open', formated_hours: label, open: from, close: to }) as OpeningHourEntry;
const closed = (weekday: number) =>
  ({ weekday, status: 'Closed', formated_hours: null, open: null, close: null }) as OpeningHourEntry;

describe('openingHoursSpecification', () => {
  it('groups the open days by their hours, Monday first, in 24-hour time; closed days are left out', () => {
    const week = [
      closed(0),
      ...[1, 2, 3, 4, 5].map((day) => open(day, '8:30am', '5:30 PM')),
      open(6, '08:00:00', '12:00'),
    ];
    expect(openingHoursSpecification(week)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:30',
        closes: '17:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
    ]);
  });

  it('reads the first entry of a weekday, as the location card does', () => {
    expect(openingHoursSpecification([open(1, '09:00', '17:00'), closed(1)])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '09:00', closes: '17:00' },
    ]);
  });

  it.each<[string, OpeningHourEntry[] | undefined]>([
    ['no hours', undefined],
    ['every day closed', [closed(0), closed(1)]],
    ['an open day stated only in words', [open(1, '08:30', '17:30'), open(2, null, null, '8:30am - 5:30pm')]],
    ['an open day whose times are not times', [open(1, '08:30', '17:30'), open(2, 'late', 'never')]],
    ['an open day closing before it opens', [open(1, '17:30', '08:30')]],
  ])('states no hours when they are not clear: %s', (_, entries) => {
    expect(openingHoursSpecification(entries)).toBeNull();
  });
});

describe('holiday hours (specialOpeningHoursSpecification)', () => {
  const week = [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, '08:00', '17:30')), closed(6)];
  const special = (
    date: string,
    department: SpecialHoursEntry['department'],
    hours: [string, string] | null,
  ): SpecialHoursEntry =>
    hours
      ? { status: 'Open', date, start_hour: hours[0], end_hour: hours[1], department }
      : { status: 'Closed', date, start_hour: null, end_hour: null, department };
  const HOLIDAYS = [
    special('2026-12-24', 'sales', ['08:30', '12:00']),
    special('2026-12-24', 'service', null),
    special('2026-12-25', 'all', null),
    special('2026-12-31', 'all', ['08:30', '15:00']),
    special('2027-01-26', 'service', null),
    special('2025-12-25', 'all', null),
  ];
  const darwin = testLocation({
    time_zone: 'Australia/Darwin',
    contact_detail: { phone: null, landline_phone: '08 8947 2200', opening_hours: { sales: week } },
    special_hours: HOLIDAYS,
  });
  const day = (date: string, opens: string, closes: string) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: date,
    validThrough: date,
    opens,
    closes,
  });

  it('states the coming holidays of the department whose hours it states, a closed day as 00:00 to 00:00', () => {
    expect(specialOpeningHours(darwin, '2026-12-24')).toEqual([
      day('2026-12-24', '08:30', '12:00'),
      day('2026-12-25', '00:00', '00:00'),
      day('2026-12-31', '08:30', '15:00'),
    ]);
    expect(specialOpeningHours(darwin, '2027-01-02')).toBeNull();
    expect(
      specialOpeningHours({ ...darwin, coming_soon_label: 'Coming Late 2025' }, '2026-12-01'),
    ).toBeNull();
  });

  it("reads today in the location's own time zone on its page", () => {
    const tenant = { site: testSite(), dealer: testDealer({ locations: [darwin] }) } as unknown as Tenant;
    // 15:00 UTC on 24 December is 00:30 on Christmas Day in Darwin: Christmas Eve has gone.
    const ld = locationJsonLd(darwin, tenant, 'https://www.example.com.au', new Date('2026-12-24T15:00:00Z'));
    expect(ld.specialOpeningHoursSpecification).toEqual([
      day('2026-12-25', '00:00', '00:00'),
      day('2026-12-31', '08:30', '15:00'),
    ]);
    expect(ld.openingHoursSpecification).toHaveLength(1);
  });
});
