/** Colour arithmetic for shading the paint: parse, mix, darken, lighten. */

export type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** a → b by t (0 = a, 1 = b). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Brightness times k (k < 1 darkens). */
export function scale(rgb: Rgb, k: number): Rgb {
  return [rgb[0] * k, rgb[1] * k, rgb[2] * k];
}

/** Relative luminance 0..1 (rough, gamma ignored): enough to tell a dark paint from a light one. */
export function luminance(rgb: Rgb): number {
  return (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
}

/** The showroom ceiling mirrored in glossy paint. */
export const SKY: Rgb = [232, 236, 241];
/** The showroom floor mirrored in the lower body. */
export const FLOOR: Rgb = [196, 199, 203];
export const WHITE: Rgb = [255, 255, 255];

/**
 * A painted surface lit with brightness `light` (0..1) and facing up by `upness` (0..1): dark paints pick up
 * the ceiling's reflection so a black car still shows its shape.
 */
export function shadePaint(paint: Rgb, light: number, upness: number): string {
  const lit = scale(paint, 0.45 + 0.6 * light);
  const sheen = 0.12 + 0.38 * upness * upness * (1 - luminance(paint) * 0.6);
  return toHex(mix(lit, SKY, sheen));
}
