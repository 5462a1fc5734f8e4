import * as format from '..';
import { formatAud, formatKm, formatNumber, formatRating } from '../currency';

describe('formatAud', () => {
  it.each([
    [45990, '$45,990'],
    [0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [250000, '$250,000'],
    [1234567, '$1,234,567'],
    [-1200, '-$1,200'],
    [45990.4, '$45,990'],
    [45990.5, '$45,991'],
    [-0.5, '-$1'],
    [-0.4, '$0'],
    [-0, '$0'],
  ])('%s → %s', (n, text) => {
    expect(formatAud(n)).toBe(text);
  });
  it('gives an empty string for non-finite numbers', () => {
    expect(formatAud(Number.NaN)).toBe('');
    expect(formatAud(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatNumber', () => {
  it.each([
    [12270, '12,270'],
    [0, '0'],
    [100, '100'],
    [100000, '100,000'],
    [-4321, '-4,321'],
    [999.5, '1,000'],
  ])('%s → %s', (n, text) => {
    expect(formatNumber(n)).toBe(text);
  });
  it('gives an empty string for NaN', () => {
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatKm', () => {
  it('adds separators and the unit', () => {
    expect(formatKm(12345)).toBe('12,345 km');
    expect(formatKm(0)).toBe('0 km');
  });
  it('gives an empty string for NaN', () => {
    expect(formatKm(Number.NaN)).toBe('');
  });
});

describe('formatRating', () => {
  it.each([
    [4.8, '4.8'],
    [5, '5.0'],
    [4.75, '4.8'],
    [4.74, '4.7'],
    ['4.8', '4.8'],
    ['4.25', '4.3'],
    [0, '0.0'],
  ])('%j → %s', (value, text) => {
    expect(formatRating(value)).toBe(text);
  });
  it('gives an empty string for unreadable input', () => {
    expect(formatRating('n/a')).toBe('');
    expect(formatRating(Number.NaN)).toBe('');
  });
  it('is re-exported by the format barrel', () => {
    expect(format.formatAud).toBe(formatAud);
  });
});
