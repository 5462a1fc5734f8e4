import { contrastRatio, readableTextOn } from '../contrast';

describe('contrast', () => {
  it('gives the WCAG ratio of two colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('picks the readable text colour for a background', () => {
    expect(readableTextOn('#1f2933')).toBe('#ffffff'); // riverina-trucks' dark accent
    expect(readableTextOn('#ffd23f')).toBe('#000000');
    expect(contrastRatio('#1f2933', readableTextOn('#1f2933'))).toBeGreaterThanOrEqual(4.5);
  });
});
