import { colourHex } from './colour-hex';
import { type DemoAngle, normaliseBody } from './demo-catalogue';

/**
 * Source URL of a generated demo picture: `/images/demo/{body}/{colourHex}/{angle}.jpg`. The body is
 * normalised ("Cab Chassis" → cabChassis, unknown → sedan) and the colour may be a name or a hex value, so
 * equal pictures always share one URL (and one cache entry).
 */
export function demoImageUrl(
  body: string | null | undefined,
  colour: string | null | undefined,
  angle: DemoAngle,
): string {
  return `/images/demo/${normaliseBody(body)}/${colourHex(colour)}/${angle}.jpg`;
}
