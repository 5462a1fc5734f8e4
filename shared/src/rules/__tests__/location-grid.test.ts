import { locationGridColumns } from '../location-grid';

describe('locationGridColumns', () => {
  it('uses as many columns as locations up to 4 wide and 2 medium', () => {
    expect(locationGridColumns(1)).toEqual({ small: 1, medium: 1, wide: 1 });
    expect(locationGridColumns(2)).toEqual({ small: 1, medium: 2, wide: 2 });
    expect(locationGridColumns(3)).toEqual({ small: 1, medium: 2, wide: 3 });
    expect(locationGridColumns(4)).toEqual({ small: 1, medium: 2, wide: 4 });
    expect(locationGridColumns(8)).toEqual({ small: 1, medium: 2, wide: 4 });
  });
  it('keeps one column for no or unusable counts', () => {
    expect(locationGridColumns(0)).toEqual({ small: 1, medium: 1, wide: 1 });
    expect(locationGridColumns(Number.NaN)).toEqual({ small: 1, medium: 1, wide: 1 });
  });
});
