/** A day before today, typed past the picker's minimum (ours: the spec gives no text). */
export const PAST_DAY_MESSAGE = 'Please choose today or a later day.';

/** Today on the shopper's device, as a date input's value (YYYY-MM-DD). */
export function todayValue(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The preferred day of a test drive or service booking (never required, spec §5): a day before `today` is
 * refused, as the dealer could not meet it; undefined when valid or not given.
 */
export function validatePreferredDate(value: string | undefined, today: string): string | undefined {
  return value && value < today ? PAST_DAY_MESSAGE : undefined;
}
