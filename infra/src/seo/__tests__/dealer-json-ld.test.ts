import type { OpeningHourEntry } from '../../../../shared/src/domain/location';
import type { Tenant } from '../../sites/tenant';
import { openingHoursSpecification } from '../dealer-json-ld';
import { DESCRIPTION_MAX, pageDescription } from '../page-descriptions';

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

describe('pageDescription', () => {
  const tenant = (name: string, phone = '07 5443 2100') =>
    ({ site: { name }, dealer: { phone, locations: [] } }) as unknown as Tenant;

  it('names the site and its phone, and is null for pages it does not describe', () => {
    expect(pageDescription(tenant('Metro Drive'), '/finance')).toBe(
      'Vehicle finance at Metro Drive: work out your repayments and apply for finance online. Call 07 5443 2100.',
    );
    expect(pageDescription(tenant('Metro Drive'), '/about-us')).toBeNull();
    expect(pageDescription(tenant('Metro Drive'), '/')).toBeNull();
  });

  it(`stays within ${DESCRIPTION_MAX} characters for a long site name: the phone goes first, then the end`, () => {
    const long = 'The Very Long Named Regional Motor Group of Greater Western Sydney Pty Ltd';
    const finance = pageDescription(tenant(long), '/finance')!;
    expect(finance.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(finance).toContain(long);
    expect(finance).not.toContain('Call');
    const longer = pageDescription(tenant(long.repeat(3)), '/trade-in')!;
    expect(longer.length).toBe(DESCRIPTION_MAX);
    expect(longer.endsWith('…')).toBe(true);
  });
});
