import { decodeFiles, encodeFiles } from '../decode-files';
import { hasOpsToken } from '../ops-token';

describe('hasOpsToken', () => {
  it('accepts exactly Bearer <token>', () => {
    expect(hasOpsToken('Bearer s3cret', 's3cret')).toBe(true);
    expect(hasOpsToken('bearer s3cret', 's3cret')).toBe(true);
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Bearer s3cre', 'Bearer s3cret2', 'Basic s3cret', 's3cret'])(
    'refuses %j',
    (header) => {
      expect(hasOpsToken(header, 's3cret')).toBe(false);
    },
  );

  it('never accepts an empty expected token', () => {
    expect(hasOpsToken('Bearer ', '')).toBe(false);
  });
});

describe('decodeFiles', () => {
  it('round-trips bytes', () => {
    const files = new Map([['a.js', Buffer.from([0, 1, 2, 255])]]);
    expect(decodeFiles(encodeFiles(files))).toEqual(files);
  });

  it('refuses text that is not base64', () => {
    expect(() => decodeFiles({ 'a.js': 'not base64!' })).toThrow(/not base64/);
  });
});
