import { areReviewsShown, reviewCountLabel } from '../review-display';

describe('areReviewsShown', () => {
  const visible = { hidden: false };

  it('shows an average above 4', () => {
    expect(areReviewsShown(4.1, visible)).toBe(true);
  });
  it('hides an average of exactly 4 (must exceed)', () => {
    expect(areReviewsShown(4, visible)).toBe(false);
  });
  it('reads the string average of a summary', () => {
    expect(areReviewsShown('4.8', visible)).toBe(true);
    expect(areReviewsShown('4.0', visible)).toBe(false);
  });
  it('hides hidden reviews', () => {
    expect(areReviewsShown(4.9, { hidden: true })).toBe(false);
  });
  it('hides a missing or unreadable average', () => {
    expect(areReviewsShown(null, visible)).toBe(false);
    expect(areReviewsShown(undefined, visible)).toBe(false);
    expect(areReviewsShown('n/a', visible)).toBe(false);
  });
  it('accepts a configured minimum', () => {
    expect(areReviewsShown(3.6, { hidden: false, minimum: 3.5 })).toBe(true);
    expect(areReviewsShown(3.5, { hidden: false, minimum: 3.5 })).toBe(false);
  });
});

describe('reviewCountLabel', () => {
  it('counts with thousands separators, one review in the singular', () => {
    expect(reviewCountLabel(12270)).toBe('12,270 reviews');
    expect(reviewCountLabel(2)).toBe('2 reviews');
    expect(reviewCountLabel(1)).toBe('1 review');
  });
});
