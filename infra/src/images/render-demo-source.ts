import sharp from 'sharp';
import { colourHex } from './colour-hex';
import { type DemoAngle, normaliseBody } from './demo-catalogue';
import { demoCarSvg } from './draw/demo-car-svg';

/**
 * The full-size source picture of a demo car: 1500×1000 JPEG (quality 90) of the body's silhouette in the
 * colour at one angle. Deterministic: the same body, colour and angle give identical bytes.
 */
export async function renderDemoSource(body: string, colour: string, angle: DemoAngle): Promise<Buffer> {
  const svg = demoCarSvg(normaliseBody(body), colourHex(colour), angle);
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
