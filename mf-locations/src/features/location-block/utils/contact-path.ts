/** The contact pages (/contact, /contact-us/{slug}), where a card hides its contact links (spec §4). */
export function isContactPath(pathname: string): boolean {
  return /^\/contact(?:-us\/[^/]+)?\/?$/.test(pathname);
}
