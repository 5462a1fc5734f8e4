import { carTypeLabel } from '../car-type';

describe('carTypeLabel', () => {
  it("says used in the site's words and new and demo as they are", () => {
    expect(carTypeLabel('used', 'Pre-Owned')).toBe('Pre-Owned');
    expect(carTypeLabel('new', 'Pre-Owned')).toBe('New');
    expect(carTypeLabel('demo', 'Pre-Owned')).toBe('Demo');
  });
});
