import { australianUtcOffset } from '../australian-time-zones';
import { localDateTime } from '../local-time';

const ZONES = [
  'Australia/Sydney',
  'Australia/ACT',
  'Australia/Canberra',
  'Australia/NSW',
  'Australia/Melbourne',
  'Australia/Victoria',
  'Australia/Hobart',
  'Australia/Tasmania',
  'Australia/Currie',
  'Australia/Brisbane',
  'Australia/Queensland',
  'Australia/Lindeman',
  'Australia/Adelaide',
  'Australia/South',
  'Australia/Broken_Hill',
  'Australia/Yancowinna',
  'Australia/Darwin',
  'Australia/North',
  'Australia/Perth',
  'Australia/West',
  'Australia/Eucla',
  'Australia/Lord_Howe',
  'Australia/LHI',
];

const formats = new Map<string, Intl.DateTimeFormat>();

/** The offset Intl (Node's full ICU time zone data) gives, in minutes. */
function intlOffset(at: Date, timeZone: string): number {
  const format =
    formats.get(timeZone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
  formats.set(timeZone, format);
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** Every 16 hours 49 minutes over 2026–2031, and each minute either side of every change-over. */
function instants(): Date[] {
  const out: Date[] = [];
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2032, 0, 1); t += 1009 * 60_000) out.push(new Date(t));
  return out;
}

/** The minutes either side of each of the zone's change-overs in 2026–2031 (found day by day, then by bisection). */
function changeOvers(timeZone: string): Date[] {
  const out: Date[] = [];
  const day = 24 * 60 * 60_000;
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2032, 0, 1); t += day) {
    if (intlOffset(new Date(t), timeZone) === intlOffset(new Date(t + day), timeZone)) continue;
    let [before, after] = [t, t + day];
    while (after - before > 60_000) {
      const middle = before + Math.floor((after - before) / 120_000) * 60_000;
      if (intlOffset(new Date(middle), timeZone) === intlOffset(new Date(before), timeZone)) before = middle;
      else after = middle;
    }
    for (let m = -2; m <= 2; m++) out.push(new Date(after + m * 60_000));
  }
  return out;
}

describe('australianUtcOffset', () => {
  it.each(ZONES)('matches Intl for %s across six years and at every change-over', (zone) => {
    const changes = changeOvers(zone);
    expect(changes.length).toBe(
      [
        'Australia/Brisbane',
        'Australia/Queensland',
        'Australia/Lindeman',
        'Australia/Darwin',
        'Australia/North',
        'Australia/Perth',
        'Australia/West',
        'Australia/Eucla',
      ].includes(zone)
        ? 0
        : 12 * 5,
    );
    for (const at of [...instants(), ...changes]) {
      expect([at.toISOString(), australianUtcOffset(at, zone)]).toEqual([
        at.toISOString(),
        intlOffset(at, zone),
      ]);
    }
  });

  it('knows the change-overs of Sydney and Adelaide in 2026', () => {
    // Clocks go back at 3 am AEDT on Sunday 5 April (16:00 UTC the day before)…
    expect(australianUtcOffset(new Date('2026-04-04T15:59:00Z'), 'Australia/Sydney')).toBe(660);
    expect(australianUtcOffset(new Date('2026-04-04T16:00:00Z'), 'Australia/Sydney')).toBe(600);
    // …and forward at 2 am ACST on Sunday 4 October (16:30 UTC the day before).
    expect(australianUtcOffset(new Date('2026-10-03T16:29:00Z'), 'Australia/Adelaide')).toBe(570);
    expect(australianUtcOffset(new Date('2026-10-03T16:30:00Z'), 'Australia/Adelaide')).toBe(630);
  });

  it('leaves any other zone to Intl', () => {
    expect(australianUtcOffset(new Date(), 'Pacific/Auckland')).toBeNull();
    expect(australianUtcOffset(new Date(), 'toString')).toBeNull();
    expect(localDateTime(new Date('2026-01-01T13:30:00Z'), 'Pacific/Auckland')).toEqual({
      date: '2026-01-02',
      weekday: 5,
      time: '02:30',
    });
  });
});

describe('localDateTime by rule', () => {
  it.each(ZONES)('gives the same wall clock as Intl in %s', (zone) => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    for (const at of instants().filter((_, i) => i % 3 === 0)) {
      const parts = Object.fromEntries(intl.formatToParts(at).map((part) => [part.type, part.value]));
      expect(localDateTime(at, zone)).toEqual({
        date: `${parts.year}-${parts.month}-${parts.day}`,
        weekday: weekdays.indexOf(parts.weekday!),
        time: `${parts.hour}:${parts.minute}`,
      });
    }
  });
});
