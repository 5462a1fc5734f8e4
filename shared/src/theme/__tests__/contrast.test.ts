import { contrastRatio, readableColourOn, readableTextOn } from '../contrast';

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

describe('readableColourOn', () => {
  it('keeps a colour that already reads on the background', () => {
    expect(readableColourOn('#1f4e79', '#ffffff')).toBe('#1f4e79');
  });

  it('darkens a light brand colour on white until it reaches 4.5:1, keeping its hue', () => {
    const link = readableColourOn('#f2b705', '#ffffff');
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(link).not.toBe('#000000');
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(link.slice(i, i + 2), 16));
    expect(r! > g! && g! > b!).toBe(true);
  });

  it('lightens a dark colour on a dark background', () => {
    expect(contrastRatio(readableColourOn('#202020', '#000000'), '#000000')).toBeGreaterThanOrEqual(4.5);
  });
});
