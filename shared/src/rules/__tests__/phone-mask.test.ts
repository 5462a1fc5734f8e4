import { maskPhone, PHONE_VISIBLE_CHARS } from '../phone-mask';

describe('maskPhone', () => {
  it('keeps the first 5 characters and stars the later digits, keeping spaces', () => {
    expect(maskPhone('0412 345 678')).toBe('0412 *** ***');
  });
  it('keeps 5 characters visible', () => {
    expect(PHONE_VISIBLE_CHARS).toBe(5);
  });
  it('counts the space among the first 5 characters', () => {
    expect(maskPhone('07 3123 4567')).toBe('07 31** ****');
  });
  it('keeps non-digit characters after the first 5', () => {
    expect(maskPhone('+61 412 345 678')).toBe('+61 4** *** ***');
    expect(maskPhone('(07) 3123-4567')).toBe('(07) ****-****');
  });
  it('masks a number without spaces', () => {
    expect(maskPhone('0412345678')).toBe('04123*****');
  });
  it('leaves numbers of 5 characters or fewer as they are', () => {
    expect(maskPhone('13 13')).toBe('13 13');
    expect(maskPhone('123')).toBe('123');
  });
  it('masks the 6th character', () => {
    expect(maskPhone('131313')).toBe('13131*');
  });
  it('trims surrounding whitespace first', () => {
    expect(maskPhone('  0412 345 678 ')).toBe('0412 *** ***');
  });
  it('returns an empty string for missing input', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});
