/**
 * The one spelling of a page's path: repeated slashes collapsed, letters in lower case (every route, slug and
 * content page of the platform is lower case; a percent escape keeps its own spelling). `//contact` and `/CONTACT` are otherwise pages of their
 * own: the first a "Page not found" answered 200 (the browser's router reads it as another path), the second
 * a copy of /contact; a redirect to this form keeps one URL per page. A trailing slash is left alone (the
 * all-stock search route is spelt with one); the canonical link settles it.
 */
export function normalPagePath(pathname: string): string {
  // Letters only: a percent escape keeps its spelling (`%3C` and `%3c` are one character, not two paths).
  return pathname
    .replace(/\/{2,}/g, '/')
    .replace(/%[0-9a-f]{2}|[A-Z]+/gi, (match) => (match.startsWith('%') ? match : match.toLowerCase()));
}
