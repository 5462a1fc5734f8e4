import { localDateTime } from '@dealerline/shared';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The day an offer ends as the dealer's clock shows it: "30 June 2025"; '' for an unreadable date. */
export function offerEndDate(expiresAt: string, timeZone: string): string {
  const at = new Date(expiresAt);
  if (Number.isNaN(at.getTime())) return '';
  const [year, month, day] = localDateTime(at, timeZone).date.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}
