import { matchesEtag } from '../caching';

describe('matchesEtag', () => {
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    [undefined, false],
    ['', false],
  ])('If-None-Match %s → %s', (header, matches) => {
    expect(matchesEtag(header, '"abc"')).toBe(matches);
  });
});
