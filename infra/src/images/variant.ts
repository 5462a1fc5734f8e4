import { IMAGE_DEFAULTS } from '../../../shared/src/rules/constants';
/**
 * What a request asks for: width (snapped to a fixed set so the cache cannot be blown up), quality, crop and
 * the output format negotiated from the Accept header.
 */

/** Widths the endpoint renders; 750 and 360 are the front end's sizes (spec §7.11). */
export const ALLOWED_WIDTHS = [160, 360, 480, 750, 1000, 1500] as const;
export const MAX_WIDTH = 1500;

export type Crop = 'fill' | 'fit';
export type ImageFormat = 'avif' | 'webp' | 'jpeg';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export interface Variant {
  width: number;
  quality: number;
  crop: Crop;
  format: ImageFormat;
}

/** The query string as validated by the route's schema (all strings, or absent). */
export interface VariantQuery {
  w?: string;
  q?: string;
  crop?: Crop;
}

/** The smallest allowed width at least as wide as asked; beyond the largest, the largest. No width: the largest. */
export function snapWidth(requested: number | undefined): number {
  if (requested === undefined) return MAX_WIDTH;
  return ALLOWED_WIDTHS.find((width) => width >= requested) ?? MAX_WIDTH;
}

/** Default quality by width (spec §7.11, IMAGE_DEFAULTS): 90 for large pictures (750 and up), 75 for thumbnails. */
export function defaultQuality(width: number): number {
  const { large, small } = IMAGE_DEFAULTS;
  return width >= large.width ? large.quality : small.quality;
}

/** Media types the client accepts with a quality above zero (wildcards are not taken as AVIF/WebP support). */
function acceptedTypes(accept: string | undefined): Set<string> {
  const types = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (type && (q === undefined || Number(q.slice(2)) > 0)) types.add(type.trim());
  }
  return types;
}

/** AVIF when accepted, else WebP, else JPEG (which every browser shows). */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const types = acceptedTypes(accept);
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return 'jpeg';
}

export function resolveVariant(query: VariantQuery, accept: string | undefined): Variant {
  const width = snapWidth(query.w === undefined ? undefined : Number(query.w));
  return {
    width,
    quality: query.q === undefined ? defaultQuality(width) : Number(query.q),
    crop: query.crop ?? 'fill',
    format: negotiateFormat(accept),
  };
}
