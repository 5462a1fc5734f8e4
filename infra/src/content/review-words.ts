const DAY = 24 * 60 * 60 * 1000;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago a review was written, in words (spec §3 Review.created_at_time_ago_in_words): "today",
 * "1 day ago", "3 weeks ago", "5 months ago", "2 years ago". Measured in whole days from `now` (UTC).
 */
export function timeAgoInWords(date: string, now: Date): string {
  const days = Math.floor((now.getTime() - Date.parse(`${date}T00:00:00Z`)) / DAY);
  if (days <= 0) return 'today';
  if (days < 7) return plural(days, 'day');
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.max(1, Math.floor(days / 30.44)), 'month');
  return plural(Math.floor(days / 365.25), 'year');
}
