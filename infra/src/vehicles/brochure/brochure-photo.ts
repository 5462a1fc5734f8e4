import { notFoundSource, resolveSource, type ImageSource } from '../../images/image-source';
import { renderVariant } from '../../images/render-variant';
import type { Variant } from '../../images/variant';

/** The brochure's photo: 1000 px wide, 3:2, JPEG (what a PDF embeds as is). */
export const BROCHURE_PHOTO: Variant = { width: 1000, quality: 85, crop: 'fill', format: 'jpeg' };

const IMAGES_PREFIX = '/images/';

/**
 * The source of a car's main photo through the image endpoint's own code (never over HTTP): a picture served
 * under /images/ (generated demo pictures, uploads), else the not-found picture (spec §8 missing car image),
 * which is also what a photo hosted elsewhere gets.
 */
export async function brochurePhotoSource(url: string | null, uploadsDir: string): Promise<ImageSource> {
  if (!url?.startsWith(IMAGES_PREFIX)) return notFoundSource();
  let rest: string;
  try {
    rest = decodeURIComponent(url.slice(IMAGES_PREFIX.length).split(/[?#]/)[0]!);
  } catch {
    return notFoundSource();
  }
  return (await resolveSource(rest, uploadsDir)) ?? notFoundSource();
}

/** The photo as JPEG bytes; an upload sharp cannot decode gives the not-found picture. */
export async function renderBrochurePhoto(source: ImageSource): Promise<Buffer> {
  try {
    return await renderVariant(source, BROCHURE_PHOTO);
  } catch (error) {
    if (source.kind !== 'file') throw error;
    return renderVariant(notFoundSource(), BROCHURE_PHOTO);
  }
}
