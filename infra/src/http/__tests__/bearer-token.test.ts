import { bearerToken } from '../bearer-token';

describe('bearerToken', () => {
  it('reads exactly Bearer <token>, the scheme in any case', () => {
    expect(bearerToken('Bearer s3cret')).toBe('s3cret');
    expect(bearerToken('bearer s3cret ')).toBe('s3cret');
    expect(bearerToken('BEARER  s3cret')).toBe('s3cret');
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic s3cret', 's3cret', 'Bearer s3 cret'])(
    'refuses %j',
    (header) => {
      expect(bearerToken(header)).toBeNull();
    },
  );
});
