import { mix, type Rgb, scale, toHex, WHITE } from './paint';
import { linearGradient } from './svg';

/** A picture without the showroom: defs and shapes filling the whole 1500×1000 canvas. */
export interface Picture {
  defs: string;
  body: string;
}

/** Paint trim: the body colour brushed with a little light so dark paints still show. */
export function paintTrim(id: string, paint: Rgb): string {
  return linearGradient(id, [
    [0, toHex(mix(paint, WHITE, 0.3))],
    [0.5, toHex(paint)],
    [1, toHex(scale(paint, 0.6))],
  ]);
}
