import sharp, { type Sharp } from 'sharp';
import type { ImageSource } from './image-source';
import type { Variant } from './variant';

/** Width of the generated pictures (1500×1000, 3:2). */
export const SOURCE_WIDTH = 1500;

/** Height of a `fill` crop: 3:2 like the sources and the front end's image boxes. */
export function fillHeight(width: number): number {
  return Math.round((width * 2) / 3);
}

/** A sharp pipeline on the source; SVG is rasterised straight at the target scale (no 1500 px detour). */
function open(source: ImageSource, width: number): Sharp {
  if (source.kind === 'file') return sharp(source.file, { failOn: 'error' }).rotate();
  const density = Math.max(1, (72 * width) / SOURCE_WIDTH);
  return sharp(Buffer.from(source.svg), { density });
}

/**
 * Encodes one variant: `fill` covers width × 3:2 height (centre crop), `fit` keeps the aspect at the width.
 * Pictures are scaled to the exact width (also up), so layouts can rely on it. Metadata is stripped.
 */
export async function renderVariant(source: ImageSource, variant: Variant): Promise<Buffer> {
  const { width, quality, crop, format } = variant;
  let image = open(source, width).resize(
    crop === 'fill' ? { width, height: fillHeight(width), fit: 'cover', position: 'centre' } : { width },
  );
  if (format === 'avif') image = image.avif({ quality, effort: 2 });
  else if (format === 'webp') image = image.webp({ quality, effort: 4 });
  else image = image.flatten({ background: '#ffffff' }).jpeg({ quality, progressive: true });
  return image.toBuffer();
}
