import { DEFAULT_TIME_ZONE, localDateTime } from '../local-time';

describe('localDateTime', () => {
  it('gives the wall clock of the zone, crossing the date line', () => {
    // 13:30 UTC on Thursday 1 Jan 2026 is 00:30 Friday 2 Jan in Sydney (AEDT, UTC+11).
    expect(localDateTime(new Date('2026-01-01T13:30:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-01-02',
      weekday: 5,
      time: '00:30',
    });
  });

  it('handles daylight saving differences between zones', () => {
    const at = new Date('2026-01-10T22:05:00Z');
    expect(localDateTime(at, 'Australia/Brisbane')).toEqual({
      date: '2026-01-11',
      weekday: 0,
      time: '08:05',
    });
    expect(localDateTime(at, 'Australia/Perth')).toEqual({ date: '2026-01-11', weekday: 0, time: '06:05' });
  });

  it('uses Brisbane for an empty or unknown zone', () => {
    const at = new Date('2026-01-10T22:05:00Z');
    const brisbane = localDateTime(at, DEFAULT_TIME_ZONE);
    expect(localDateTime(at, '')).toEqual(brisbane);
    expect(localDateTime(at, 'Not/AZone')).toEqual(brisbane);
  });

  it('writes midnight as 00, never 24', () => {
    expect(localDateTime(new Date('2026-03-09T14:00:00Z'), 'Australia/Brisbane').time).toBe('00:00');
  });
});
