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

/** The default not-found picture (spec §8 missing car image): a small inline SVG, so it never needs a request. */
export const NOT_FOUND_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200">' +
    '<rect width="300" height="200" fill="#e8eaed"/>' +
    '<g fill="none" stroke="#a6acb3" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">' +
    '<path d="M112 84h14l8-12h32l8 12h14a6 6 0 0 1 6 6v46a6 6 0 0 1-6 6h-76a6 6 0 0 1-6-6V90a6 6 0 0 1 6-6z"/>' +
    '<circle cx="150" cy="113" r="18"/><path d="M101 66l98 94"/></g></svg>',
)}`;

/** The picture at one width: the endpoint's `w` parameter added to the car's image URL. */
export function imageAtWidth(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** `srcset` of a car picture at the card widths. */
export function cardSrcSet(url: string): string {
  return CARD_IMAGE_WIDTHS.map((width) => `${imageAtWidth(url, width)} ${width}w`).join(', ');
}
