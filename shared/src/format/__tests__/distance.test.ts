import { formatDistanceKm } from '../distance';

describe('formatDistanceKm', () => {
  it('shows one decimal under 10 km', () => {
    expect(formatDistanceKm(0)).toBe('0.0 km');
    expect(formatDistanceKm(4.249)).toBe('4.2 km');
    expect(formatDistanceKm(9.94)).toBe('9.9 km');
  });
  it('shows whole kilometres with separators from 10 km', () => {
    expect(formatDistanceKm(9.96)).toBe('10 km');
    expect(formatDistanceKm(87.5)).toBe('88 km');
    expect(formatDistanceKm(2911.2)).toBe('2,911 km');
  });
  it('gives nothing for unusable input', () => {
    expect(formatDistanceKm(Number.NaN)).toBe('');
    expect(formatDistanceKm(-1)).toBe('');
  });
});
