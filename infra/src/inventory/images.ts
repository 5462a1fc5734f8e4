import type { BodyType } from '../../../shared/src/domain/catalogue';
import { DEMO_ANGLES } from '../images/demo-catalogue';
import { demoImageUrl } from '../images/demo-image-url';
import type { CarImage } from '../../../shared/src/domain/car';

/** Thumbnails are the same pictures at the small width of spec §7.11. */
export const THUMB_QUERY = '?w=360';

/** Picture angles in gallery order: the angles the image endpoint draws. A car with more cycles through again. */
export const IMAGE_ANGLES = DEMO_ANGLES;

/** Most photos a generated car has (issue 3: most cars 8–20). */
export const MAX_PHOTOS = 20;

interface UrlSet {
  urls: string[];
  thumbs: string[];
}

/** URL strings per body and colour, built once and shared (strings are immutable; the arrays are not shared). */
const cache = new Map<string, UrlSet>();

function urlSet(body: BodyType, colourHex: string): UrlSet {
  const key = `${body}/${colourHex}`;
  let set = cache.get(key);
  if (!set) {
    const urls = Array.from({ length: MAX_PHOTOS }, (_, i) =>
      demoImageUrl(body, colourHex, IMAGE_ANGLES[i % IMAGE_ANGLES.length]!),
    );
    set = { urls, thumbs: urls.map((url) => url + THUMB_QUERY) };
    cache.set(key, set);
  }
  return set;
}

/** images, thumbnails and primary_image_url of a car with `count` photos (spec §3 Car). */
export function carImages(
  body: BodyType,
  colourHex: string,
  count: number,
): { images: CarImage[]; thumbnails: string[]; primary_image_url: string | null } {
  if (count <= 0) return { images: [], thumbnails: [], primary_image_url: null };
  const set = urlSet(body, colourHex);
  const n = Math.min(count, MAX_PHOTOS);
  const images: CarImage[] = new Array(n);
  for (let i = 0; i < n; i++) images[i] = { url: set.urls[i] as string, thumb: set.thumbs[i] as string };
  return { images, thumbnails: set.thumbs.slice(0, n), primary_image_url: set.urls[0] as string };
}
