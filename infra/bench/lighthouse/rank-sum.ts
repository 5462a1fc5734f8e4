/**
 * The Mann-Whitney U of two samples (the smaller of U_a and U_b; ties count a half), and whether it is
 * significant at the 5% level, two-sided, by the normal approximation with a continuity correction. Used to
 * tell whether two builds' Lighthouse figures differ more than this machine's noise, without assuming the
 * figures are normally distributed (TBT is not: it is zero-floored and swings 2-3× between runs).
 */
export function rankSum(a: readonly number[], b: readonly number[]): { u: number; significant: boolean } {
  if (a.length === 0 || b.length === 0) throw new Error('rankSum needs two non-empty samples');
  // A missing figure (NaN) compares as neither greater nor equal: it would count as the lowest of a and the
  // highest of b, a difference that is not there.
  if (![...a, ...b].every(Number.isFinite))
    throw new Error('rankSum needs finite figures (leave out missing ones)');
  let ua = 0;
  for (const x of a) for (const y of b) ua += x > y ? 1 : x === y ? 0.5 : 0;
  const u = Math.min(ua, a.length * b.length - ua);
  const mean = (a.length * b.length) / 2;
  const sd = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  const z = (mean - u - 0.5) / sd;
  return { u, significant: z > 1.96 };
}
