/** How a resend's window is written (`--since`, `--until`; `since`, `until` in the ops API), for messages. */
export const TIME_OR_AGO_FORMAT =
  'an ISO time with its UTC offset (2025-11-21T09:00:00+11:00, 2025-11-20T22:00:00Z) or a time ago (90m, 6h, 2d)';

const AGO = /^(\d{1,5})(m|h|d)$/;
const AGO_UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** A date and time with its offset: a time without one would be read in whichever zone the reader is in. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `text` as a time: an ISO time with its offset, or a duration before `now`; null when it is neither. */
export function readTimeOrAgo(text: string, now: number): Date | null {
  const ago = AGO.exec(text);
  if (ago) return new Date(now - Number(ago[1]) * AGO_UNIT_MS[ago[2] as keyof typeof AGO_UNIT_MS]);
  if (!ISO_TIME.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}
