import { luminance, mix, parseHex, type Rgb, SKY, FLOOR, WHITE, scale, shadePaint, toHex } from './paint';
import { linearGradient, radialGradient } from './svg';

/** Gradients and filters every exterior view uses: glass, rims, lamps and the soft shadows. */
export function sharedExteriorDefs(): string {
  return [
    linearGradient('glass', [
      [0, '#4a5561'],
      [0.3, '#1f262e'],
      [0.55, '#2d3742'],
      [1, '#12171c'],
    ]),
    linearGradient(
      'sideGlass',
      [
        [0, '#2a333d'],
        [0.36, '#1a2129'],
        [0.42, '#8d99a6'],
        [0.49, '#2c3640'],
        [0.56, '#667380'],
        [0.61, '#1b2229'],
        [1, '#11161b'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    radialGradient(
      'rim',
      [
        [0, '#eef1f4'],
        [0.6, '#c2c8ce'],
        [1, '#7d848c'],
      ],
      0.4,
      0.35,
      0.75,
    ),
    linearGradient('lampHead', [
      [0, '#ffffff'],
      [0.45, '#c9d2da'],
      [1, '#eef3f7'],
    ]),
    linearGradient('lampTail', [
      [0, '#e8424c'],
      [0.5, '#9c1018'],
      [1, '#c7202a'],
    ]),
    // Soft shadows are radial gradients: a blur filter would cost several times the rest of the drawing.
    radialGradient('shadowSoft', [
      [0, '#000', 0.34],
      [0.6, '#000', 0.16],
      [1, '#000', 0],
    ]),
    radialGradient('shadowCore', [
      [0, '#000', 0.55],
      [0.7, '#000', 0.3],
      [1, '#000', 0],
    ]),
  ].join('');
}

/** Fill colour of a prism: the car's paint or the prism's fixed colour. */
export function prismRgb(colour: string, paint: Rgb): Rgb {
  return colour === 'paint' ? paint : parseHex(colour);
}

/**
 * The side face's vertical gradient: ceiling reflection on top, a bright shoulder line at the belt, the floor
 * mirrored darker towards the sill. `belt` is where the shoulder sits, 0 = top of the face, 1 = bottom.
 */
export function sideGradient(id: string, colour: Rgb, belt: number): string {
  const at = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 1000) / 1000;
  const dark = luminance(colour) < 0.25;
  return linearGradient(id, [
    [0, shadePaint(colour, 0.8, 0.6)],
    [at(belt - 0.07), shadePaint(colour, 0.75, 0.2)],
    [at(belt - 0.015), toHex(mix(scale(colour, 1.05), WHITE, dark ? 0.3 : 0.4))],
    [at(belt + 0.04), shadePaint(colour, 0.62, 0.05)],
    [at(belt + (1 - belt) * 0.6), toHex(mix(scale(colour, 0.82), FLOOR, dark ? 0.16 : 0.08))],
    [1, toHex(mix(scale(colour, 0.5), SKY, 0.06))],
  ]);
}
