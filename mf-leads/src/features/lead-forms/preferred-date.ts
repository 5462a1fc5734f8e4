/** Today on the shopper's device, as a date input's value (YYYY-MM-DD). */
export function todayValue(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
