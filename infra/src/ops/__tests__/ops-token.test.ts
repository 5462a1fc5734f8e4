import { decodeFiles, encodeFiles } from '../decode-files';
import { isOpsToken } from '../ops-token';

describe('isOpsToken', () => {
  it('accepts the token and nothing else', () => {
    expect(isOpsToken('s3cret', 's3cret')).toBe(true);
    for (const given of ['s3cre', 's3cret2', 'S3CRET', '']) expect(isOpsToken(given, 's3cret')).toBe(false);
  });

  it('never accepts an empty expected token', () => {
    expect(isOpsToken('', '')).toBe(false);
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
