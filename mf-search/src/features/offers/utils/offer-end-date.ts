import { dateInWords } from '@dealerline/shared';
import { localDateTime } from '@dealerline/shared/rules';

/** The day an offer ends as the dealer's clock shows it: "30 June 2025"; '' for an unreadable date. */
export function offerEndDate(expiresAt: string, timeZone: string): string {
  const at = new Date(expiresAt);
  if (Number.isNaN(at.getTime())) return '';
  return dateInWords(localDateTime(at, timeZone).date);
}
