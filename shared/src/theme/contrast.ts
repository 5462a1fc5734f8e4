/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1]!, 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio between two colours (1 to 21). AA for body text needs at least 4.5. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Black or white, whichever reads better on `background` (text on an accent-coloured button, say). */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

const toHex = (channels: number[]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * `colour` as text on `background`: itself when it reaches `ratio` (WCAG AA body text: 4.5), else the same
 * hue mixed towards black (or white on a dark background) in 5% steps until it does. A light brand colour
 * (riverina-trucks' #f2b705) stays recognisable in links and outlined buttons and stays readable.
 */
export function readableColourOn(colour: string, background: string, ratio = 4.5): string {
  if (contrastRatio(colour, background) >= ratio) return colour;
  const target = readableTextOn(background) === '#000000' ? 0 : 255;
  const value = parseInt(colour.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 255, value & 255];
  for (let step = 1; step <= 20; step += 1) {
    const mixed = toHex(channels.map((c) => c + ((target - c) * step) / 20));
    if (contrastRatio(mixed, background) >= ratio) return mixed;
  }
  return readableTextOn(background);
}
