import { dateInWords } from '../../../../shared/src/format/date-words';
import { timeAgoInWords } from '../review-words';

describe('review wordings (spec §3 Review)', () => {
  const now = new Date('2026-03-10T09:00:00Z');
  it('says how long ago', () => {
    expect(timeAgoInWords('2026-03-10', now)).toBe('today');
    expect(timeAgoInWords('2026-03-09', now)).toBe('1 day ago');
    expect(timeAgoInWords('2026-02-20', now)).toBe('2 weeks ago');
    expect(timeAgoInWords('2025-12-01', now)).toBe('3 months ago');
    expect(timeAgoInWords('2024-01-01', now)).toBe('2 years ago');
  });
  it('writes the date day first', () => {
    expect(dateInWords('2025-06-15')).toBe('15 June 2025');
  });
});
