import { readTimeOrAgo } from '../time-or-ago';

const NOW = Date.parse('2025-11-21T10:00:00.000Z');
const read = (text: string) => readTimeOrAgo(text, NOW)?.toISOString() ?? null;

describe('readTimeOrAgo', () => {
  it('reads a time ago in minutes, hours or days before now', () => {
    expect(read('90m')).toBe('2025-11-21T08:30:00.000Z');
    expect(read('6h')).toBe('2025-11-21T04:00:00.000Z');
    expect(read('2d')).toBe('2025-11-19T10:00:00.000Z');
    expect(read('0m')).toBe('2025-11-21T10:00:00.000Z');
  });

  it('reads an ISO time with its UTC offset', () => {
    expect(read('2025-11-21T09:00:00+11:00')).toBe('2025-11-20T22:00:00.000Z');
    expect(read('2025-11-20T22:00Z')).toBe('2025-11-20T22:00:00.000Z');
    expect(read('2025-11-20T22:00:00.123Z')).toBe('2025-11-20T22:00:00.123Z');
  });

  it.each([
    '2025-11-21', // a date: midnight where?
    '2025-11-21T09:00:00', // no offset: read in the reader's zone
    '2025-13-40T00:00:00Z',
    'yesterday',
    '1y',
    '-1h',
    '1.5h',
    '123456d',
    ' 6h',
    '',
  ])('refuses %j', (text) => {
    expect(read(text)).toBeNull();
  });
});
