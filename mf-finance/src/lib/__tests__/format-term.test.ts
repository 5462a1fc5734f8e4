import { formatTerm } from '../format-term';

describe('formatTerm', () => {
  it('shows whole years as years and any other term in months', () => {
    expect(formatTerm(1)).toBe('1 year');
    expect(formatTerm(5)).toBe('5 years');
    expect(formatTerm(10)).toBe('10 years');
    expect(formatTerm(4.5)).toBe('54 months');
    expect(formatTerm(0)).toBe('');
    expect(formatTerm(Number.NaN)).toBe('');
  });
});
