/**
 * An interest or comparison rate as finance advertising quotes it: two decimals and "p.a." (8.99 → '8.99% p.a.',
 * 10 → '10.00% p.a.'). Non-finite input gives ''.
 */
export function formatRate(percent: number): string {
  return Number.isFinite(percent) ? `${percent.toFixed(2)}% p.a.` : '';
}
