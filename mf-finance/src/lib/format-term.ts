/**
 * A loan term as the calculator and the disclaimer show it: whole years as years ('1 year', '5 years'), any
 * other term in months ('54 months'). Non-positive or non-finite input gives ''.
 */
export function formatTerm(years: number): string {
  if (!Number.isFinite(years) || years <= 0) return '';
  if (Number.isInteger(years)) return `${years} ${years === 1 ? 'year' : 'years'}`;
  return `${Math.round(years * 12)} months`;
}
