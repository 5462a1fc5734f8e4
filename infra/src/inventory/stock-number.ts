/** Five-digit stock numbers: 90,000 of them per dealership before they grow to six digits. */
const FIVE_DIGITS = 90_000;
const STEP = 7919;

/** Stock number prefix of a dealership: the initials of its name ("Coastline Mazda Maroochydore" → "CMM"). */
export function stockPrefix(name: string): string {
  const words = name.toUpperCase().match(/[A-Z0-9]+/g) ?? [];
  const initials = words
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 3);
  if (initials.length >= 2) return initials;
  return (words[0] ?? 'STK').slice(0, 3).padEnd(2, 'X');
}

/**
 * The n-th (0-based) stock number of a dealership, e.g. "CMM48213". Unique per dealership: the first 90,000
 * are a permutation of 10000..99999 (a step coprime with 90,000), later ones are six digits and larger.
 */
export function stockNumber(prefix: string, n: number, salt: number): string {
  if (n < FIVE_DIGITS) return `${prefix}${10_000 + ((n * STEP + (salt % FIVE_DIGITS)) % FIVE_DIGITS)}`;
  return `${prefix}${100_000 + n}`;
}
