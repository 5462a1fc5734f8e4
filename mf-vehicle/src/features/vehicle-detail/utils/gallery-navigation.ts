/** Widths of the image endpoint the gallery's pictures come in (spec §7.11, infra ALLOWED_WIDTHS). */
export const GALLERY_WIDTHS = [360, 750, 1000, 1500] as const;

/** The gallery's box: the endpoint's 3:2 pictures, reserved before they load. */
export const GALLERY_IMAGE_SIZE = { width: 750, height: 500 } as const;

/** The main picture fills the page's main column: the whole width on phones, about 60% beside the sidebar. */
export const GALLERY_SIZES = '(min-width: 1200px) 720px, (min-width: 992px) 60vw, 100vw';

/**
 * The photo a key moves the gallery to: ArrowLeft and ArrowRight step (stopping at the ends, like the
 * carousel of spec §4), Home and End jump to the first and last photo; null for any other key or a step
 * past an end.
 */
export function galleryKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return index > 0 ? index - 1 : null;
    case 'ArrowRight':
      return index < count - 1 ? index + 1 : null;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
