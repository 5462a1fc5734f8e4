/**
 * Car pictures from the image endpoint (spec §7.11) and the default not-found picture (spec §8 "Missing car
 * image"), for every remote that shows a car: the result cards and the vehicle page's gallery.
 */

/** The default not-found picture: a small inline SVG (3:2), so it never needs a request and never fails. */
export const NOT_FOUND_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200">' +
    '<rect width="300" height="200" fill="#e8eaed"/>' +
    '<g fill="none" stroke="#a6acb3" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">' +
    '<path d="M112 84h14l8-12h32l8 12h14a6 6 0 0 1 6 6v46a6 6 0 0 1-6 6h-76a6 6 0 0 1-6-6V90a6 6 0 0 1 6-6z"/>' +
    '<circle cx="150" cy="113" r="18"/><path d="M101 66l98 94"/></g></svg>',
)}`;

/** The alternative text of the not-found picture. */
export const NOT_FOUND_IMAGE_ALT = 'No photo available';

/** The picture at one width: the endpoint's `w` parameter added to the car's image URL. */
export function imageAtWidth(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** `srcset` of a car picture at the given widths of the image endpoint. */
export function imageSrcSet(url: string, widths: readonly number[]): string {
  return widths.map((width) => `${imageAtWidth(url, width)} ${width}w`).join(', ');
}
