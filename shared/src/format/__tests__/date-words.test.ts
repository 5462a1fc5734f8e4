import { calendarDate, dateInWords } from '../date-words';

describe('dateInWords', () => {
  it('writes a date day first with the month in words', () => {
    expect(dateInWords('2025-03-15')).toBe('15 March 2025');
    expect(dateInWords('2026-12-05')).toBe('5 December 2026');
  });

  it('returns an unreadable or unreal date as it is', () => {
    expect(dateInWords('2026-02-30')).toBe('2026-02-30');
    expect(dateInWords('soon')).toBe('soon');
    expect(calendarDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});
