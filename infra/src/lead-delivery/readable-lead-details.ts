import type { LeadSubmission } from '../../../shared/src/domain/vehicle';
import { formatAud, formatKm } from '../../../shared/src/format/currency';
import { WEEKDAY_NAMES, calendarDate, dateInWords } from '../../../shared/src/format/date-words';
import { formatTimeOfDay, parseTimeOfDay } from '../../../shared/src/rules/time-of-day';
import { LEAD_DETAIL_FIELDS, type DetailFormat } from './lead-detail-fields';

type DetailValue = string | number | boolean;

/** "loan_term_years" → "Loan term years", "preferredDealership" → "Preferred dealership". */
export function fallbackLabel(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const asNumber = (value: DetailValue): number | null => {
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  return typeof value !== 'boolean' && String(value).trim() !== '' && Number.isFinite(n) ? n : null;
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "2026-12-12" → "Saturday 12 December 2026"; anything else as it is. */
function dayInWords(date: string): string {
  const at = calendarDate(date);
  return at ? `${WEEKDAY_NAMES[at.getUTCDay()]} ${dateInWords(date)}` : date;
}

/** An offered slot "2026-12-12T10:00" → "Saturday 12 December 2026, 10:00am"; a time in words as typed. */
function bookingTime(value: string): string {
  const [date, time] = value.split('T');
  const minutes = parseTimeOfDay(time);
  return date && calendarDate(date) && minutes !== null
    ? `${dayInWords(date)}, ${formatTimeOfDay(minutes)}`
    : value;
}

/** "2026-12-07T01:00:00.000Z" → "7 December 2026, 1:00am UTC". */
function instant(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const iso = at.toISOString();
  return `${dateInWords(iso.slice(0, 10))}, ${formatTimeOfDay(at.getUTCHours() * 60 + at.getUTCMinutes())} UTC`;
}

const words = (value: DetailValue) => fallbackLabel(String(value));

const yesNo = (value: DetailValue) => (value ? 'Yes' : 'No');

/** The value in the given format; a value that does not fit its format (a typed "about 60k") as it is. */
function formatted(value: DetailValue, format: DetailFormat): string {
  if (typeof value === 'boolean') return yesNo(value);
  const n = asNumber(value);
  switch (format) {
    case 'money':
      return n === null ? String(value) : formatAud(n);
    case 'years':
      return n === null ? String(value) : plural(n, 'year');
    case 'months':
      return n === null ? String(value) : plural(n, 'month');
    case 'percent':
      return n === null ? String(value) : `${n}% p.a.`;
    case 'km':
      return n === null ? String(value) : formatKm(n);
    case 'yesNo':
      return String(value);
    case 'date':
      return dayInWords(String(value));
    case 'time':
      return bookingTime(String(value));
    case 'timestamp':
      return instant(String(value));
    case 'words':
      return words(value);
    case 'text':
      return String(value);
  }
}

/**
 * The lead's details for a person (the lead email): each known detail with its label and its value in words
 * (LEAD_DETAIL_FIELDS, in its order), then any other key in the lead's order with a label made from the key
 * and its value as it is (a boolean as Yes or No), so a detail a new form sends is never lost before its label
 * is added; an empty detail (null or '') is left out. The additional services last. The ADF keeps the
 * machine keys (leadDetailLines).
 */
export function readableLeadDetailLines(submission: LeadSubmission): string[] {
  const present = Object.entries(submission.params ?? {}).filter(
    (entry): entry is [string, DetailValue] => entry[1] !== null && entry[1] !== '',
  );
  const values = new Map(present);
  const known = [...LEAD_DETAIL_FIELDS].flatMap(([key, field]) => {
    const value = values.get(key);
    return value === undefined ? [] : [`${field.label}: ${formatted(value, field.format)}`];
  });
  const unknown = present
    .filter(([name]) => !LEAD_DETAIL_FIELDS.has(name))
    .map(([name, value]) => `${fallbackLabel(name)}: ${formatted(value, 'text')}`);
  const services = submission.additional_services?.length
    ? [`Additional services: ${submission.additional_services.join(', ')}`]
    : [];
  return [...known, ...unknown, ...services];
}
