import { rankSum } from '../rank-sum';

describe('rankSum', () => {
  it('counts the pairs where one sample beats the other, ties as halves', () => {
    expect(rankSum([1, 2, 3], [4, 5, 6]).u).toBe(0);
    expect(rankSum([1, 5], [5, 2]).u).toBe(1.5);
  });

  it('calls ten runs that never overlap a difference, and two interleaved samples none', () => {
    const low = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190];
    expect(
      rankSum(
        low,
        low.map((x) => x + 100),
      ),
    ).toEqual({ u: 0, significant: true });
    expect(
      rankSum(
        low,
        low.map((x) => x + 5),
      ).significant,
    ).toBe(false);
  });

  it('agrees with the table at its edge: U 23 of two samples of ten is significant, 24 is not', () => {
    // Critical value of U for n1 = n2 = 10, two-sided 5%: 23.
    const a = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const later = (first: number) => [first, 5.1, 6.1, 7.1, 8.1, 9.1, 10.1, 11.1, 12.1, 13.1];
    expect(rankSum(a, later(2.1))).toEqual({ u: 23, significant: true });
    expect(rankSum(a, later(1.1))).toEqual({ u: 24, significant: false });
  });

  it('refuses an empty sample', () => {
    expect(() => rankSum([], [1])).toThrow(/non-empty/);
  });

  it('refuses a missing figure rather than rank it (it would read as a difference)', () => {
    const low = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190];
    const failedRuns = [NaN, NaN, NaN, NaN, NaN, NaN, NaN, NaN, NaN, NaN];
    expect(() => rankSum(failedRuns, low)).toThrow(/finite/);
    expect(() => rankSum(low, [...low.slice(1), NaN])).toThrow(/finite/);
  });
});
