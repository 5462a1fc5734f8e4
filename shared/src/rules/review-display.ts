import { formatNumber } from '../format/currency';
import { MIN_REVIEW_RATING } from './constants';

/**
 * Spec §5 "Review display", §9: reviews show only when they are not hidden and the average rating exceeds
 * the configured minimum (default 4), strictly: an average of exactly 4 hides them. The average may come as
 * a string (the reviews summary keeps it as one); an unreadable or missing average hides them.
 */
export function areReviewsShown(
  averageRating: number | string | null | undefined,
  options: { hidden: boolean; minimum?: number },
): boolean {
  const rating = typeof averageRating === 'string' ? Number.parseFloat(averageRating) : averageRating;
  return !options.hidden && rating != null && rating > (options.minimum ?? MIN_REVIEW_RATING);
}

/** Spec §9 review count with thousands separators: "12,270 reviews", and "1 review" for a location's first. */
export function reviewCountLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'}`;
}
