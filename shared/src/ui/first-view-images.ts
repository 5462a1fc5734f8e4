import { imageAtWidth, imageSrcSet } from './car-image-sources';

/**
 * A picture's candidates exactly as the page's <img> asks for them. The platform server preloads the first
 * view's largest picture (infra/src/shell/first-view-hints.ts) with the same three values, so the browser
 * fetches it once, while the scripts still load.
 */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/** Widths of the image endpoint the vehicle gallery's pictures come in (spec §7.11, infra ALLOWED_WIDTHS). */
export const GALLERY_WIDTHS = [360, 750, 1000, 1500] as const;

/** The gallery's box: the endpoint's 3:2 pictures, reserved before they load. */
export const GALLERY_IMAGE_SIZE = { width: 750, height: 500 } as const;

/** The main picture fills the page's main column: the whole width on phones, about 60% beside the sidebar. */
export const GALLERY_SIZES = '(min-width: 1200px) 720px, (min-width: 992px) 60vw, 100vw';

/** The vehicle page's main picture (the page's largest content). */
export function galleryImage(url: string, sizes = GALLERY_SIZES): ResponsiveImage {
  return {
    src: imageAtWidth(url, GALLERY_IMAGE_SIZE.width),
    srcSet: imageSrcSet(url, GALLERY_WIDTHS),
    sizes,
  };
}

/** Widths of the image endpoint the promotion slides come in (1920x540 pictures, full width). */
const SLIDE_WIDTHS = [750, 1500];

/** A promotion slide (spec §2, §9: 1920x540), the home page's largest content when the site has one. */
export function promotionSlideImage(url: string): ResponsiveImage {
  return { src: imageAtWidth(url, SLIDE_WIDTHS[1]!), srcSet: imageSrcSet(url, SLIDE_WIDTHS), sizes: '100vw' };
}
