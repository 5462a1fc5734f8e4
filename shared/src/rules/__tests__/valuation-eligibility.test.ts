import { onlineEstimateRefusal } from '../valuation-eligibility';

describe('onlineEstimateRefusal (spec §9: not over 7 years old or 100,000 km)', () => {
  it('gives an estimate up to 7 years old and 100,000 km inclusive', () => {
    expect(onlineEstimateRefusal({ year: 2019, odometerKm: 100_000, currentYear: 2026 })).toBeNull();
    expect(onlineEstimateRefusal({ year: 2026, odometerKm: 0, currentYear: 2026 })).toBeNull();
    expect(onlineEstimateRefusal({ year: 2027, odometerKm: 10, currentYear: 2026 })).toBeNull();
  });
  it('refuses a car over 7 years old', () => {
    expect(onlineEstimateRefusal({ year: 2018, odometerKm: 20_000, currentYear: 2026 })).toBe('age');
  });
  it('refuses a car over 100,000 km', () => {
    expect(onlineEstimateRefusal({ year: 2022, odometerKm: 100_001, currentYear: 2026 })).toBe('km');
  });
  it('names the age first when both limits are passed', () => {
    expect(onlineEstimateRefusal({ year: 2010, odometerKm: 250_000, currentYear: 2026 })).toBe('age');
  });
});
