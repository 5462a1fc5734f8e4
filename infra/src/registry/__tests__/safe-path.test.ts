import { isSafeRelativePath, isSafeSegment } from '../safe-path';

describe('isSafeRelativePath', () => {
  it.each([
    'mf-manifest.json',
    'static/js/main.1a2b3c4d.js',
    '__federation_expose_search.js',
    '@mf-types/index.d.ts',
  ])('accepts %s', (value) => expect(isSafeRelativePath(value)).toBe(true));

  it.each([
    '',
    '/etc/passwd',
    '../secrets.json',
    'a/../../b',
    'a//b',
    './a',
    'a\\b',
    'a/b/',
    'a\0b',
    'C:/x',
    '..',
  ])('refuses %j', (value) => expect(isSafeRelativePath(value)).toBe(false));

  it('checks single folder names', () => {
    expect(isSafeSegment('1.0.0-ab12cd34ef')).toBe(true);
    expect(isSafeSegment('..')).toBe(false);
    expect(isSafeSegment('a/b')).toBe(false);
  });
});
