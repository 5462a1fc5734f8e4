/**
 * Times of day as the opening-hours data writes them ("08:30", "8:30", "08:30:00", "8:30am", "8 PM"),
 * turned into minutes after midnight and back into the label shown on location cards (spec §2, §4).
 */

const TIME_PATTERN = /^(\d{1,2})(?::(\d{2}))?(?::\d{2})?(?:\s*([ap])\.?m\.?)?$/i;

/** Minutes after midnight, or null when the text is not a valid time (seconds are ignored). */
export function parseTimeOfDay(text: string | null | undefined): number | null {
  const match = TIME_PATTERN.exec(text?.trim() ?? '');
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const meridiem = match[3]?.toLowerCase();
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return hour * 60 + minute;
}

/** 12-hour label of minutes after midnight: 510 → "8:30am", 720 → "12:00pm", 0 → "12:00am". */
export function formatTimeOfDay(minutes: number): string {
  const hour24 = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${minute}${hour24 < 12 ? 'am' : 'pm'}`;
}
