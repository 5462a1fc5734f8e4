import { calibratedCpuMultiplier, DEFAULT_CPU_MULTIPLIER } from '../cpu-calibration';

describe('calibratedCpuMultiplier', () => {
  it("follows Lighthouse's calibration points", () => {
    expect(calibratedCpuMultiplier(150)).toBeCloseTo(1);
    expect(calibratedCpuMultiplier(800)).toBeCloseTo(2);
    expect(calibratedCpuMultiplier(1300)).toBeCloseTo(3);
    expect(calibratedCpuMultiplier(1533)).toBeCloseTo(4, 1);
    expect(calibratedCpuMultiplier(2000)).toBeCloseTo(6, 1);
  });

  it('is linear between the points and grows with the host speed', () => {
    expect(calibratedCpuMultiplier(1050)).toBeCloseTo(2.5);
    expect(calibratedCpuMultiplier(2700)).toBeGreaterThan(8.9);
    const indexes = [100, 400, 900, 1200, 1400, 1800, 2600];
    const multipliers = indexes.map(calibratedCpuMultiplier);
    expect([...multipliers].sort((a, b) => a - b)).toEqual(multipliers);
  });

  it('never goes below 1×, and keeps the default without a usable index', () => {
    expect(calibratedCpuMultiplier(20)).toBe(1);
    expect(calibratedCpuMultiplier(null)).toBe(DEFAULT_CPU_MULTIPLIER);
    expect(calibratedCpuMultiplier(Number.NaN)).toBe(DEFAULT_CPU_MULTIPLIER);
    expect(calibratedCpuMultiplier(0)).toBe(DEFAULT_CPU_MULTIPLIER);
  });
});
