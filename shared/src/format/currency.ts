/**
 * Numbers as the site shows them (spec §9): dollars with thousands separators and no decimals, review
 * counts with separators, kms, and one-decimal star ratings. Hand-written rather than Intl so the output
 * is the same in every browser and in Node.
 *
 * Rounding: to the nearest whole number, halves away from zero (45,990.5 → $45,991; −0.5 → −$1). A result
 * of 0 never carries a sign. Non-finite input (NaN, Infinity) gives '' since there is nothing to show.
 */

/** Whole-number magnitude with comma separators, and whether it is negative. */
function grouped(n: number): { negative: boolean; digits: string } {
  const rounded = Math.round(Math.abs(n));
  return {
    negative: n < 0 && rounded !== 0,
    digits: String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  };
}

/** 45990 → '$45,990'; -1200 → '-$1,200'; 0 → '$0'. */
export function formatAud(n: number): string {
  if (!Number.isFinite(n)) return '';
  const { negative, digits } = grouped(n);
  return `${negative ? '-' : ''}$${digits}`;
}

/** 12270 → '12,270' (rounded to a whole number). */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  const { negative, digits } = grouped(n);
  return `${negative ? '-' : ''}${digits}`;
}

/** 12345 → '12,345 km'. */
export function formatKm(n: number): string {
  const number = formatNumber(n);
  return number && `${number} km`;
}

/**
 * Star rating with one decimal: 4.8 → '4.8', 5 → '5.0', '4.75' → '4.8'. Accepts the string average of a
 * reviews summary; unreadable input gives ''.
 */
export function formatRating(value: number | string): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  if (!Number.isFinite(n)) return '';
  return (Math.round(n * 10) / 10).toFixed(1);
}
