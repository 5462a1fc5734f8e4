import { imageSrcSet } from '@dealerline/shared/ui';

/**
 * Card pictures from the image endpoint (spec §7.11): the small and large widths it renders
 * (infra/src/images/variant.ts ALLOWED_WIDTHS), picked by the browser from `sizes`.
 */
export const CARD_IMAGE_WIDTHS = [360, 750] as const;

/** The endpoint's pictures are 3:2; width and height attributes reserve that box before the image loads. */
export const CARD_IMAGE_SIZE = { width: 750, height: 500 } as const;

/** One column on phones, two from sm, three beside the filters from lg (at most ~360px wide). */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 360px, (min-width: 992px) 30vw, (min-width: 576px) 50vw, 100vw';

/** `srcset` of a car picture at the card widths. */
export function cardSrcSet(url: string): string {
  return imageSrcSet(url, CARD_IMAGE_WIDTHS);
}
