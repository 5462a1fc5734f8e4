import { negotiateEncoding } from '../accept-encoding';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.5', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['identity', null],
    ['', null],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=nonsense, br;q=0.1', 'br'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('reads a header sent twice and a missing one', () => {
    expect(negotiateEncoding(['identity', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});
