/**
 * A page's title in the browser tab and search results: the page's name, then the site's
 * ("Contact Us | Coastline Motor Group"); the site's name alone for a page with no name of its own (home).
 */
export function pageTitle(pageName: string | null | undefined, siteName: string): string {
  const name = pageName?.trim();
  return name ? `${name} | ${siteName}` : siteName;
}

/** What a search page's title calls its subject: "Used Cars for sale". */
export function searchPageName(subject: string): string {
  return `${subject} for sale`;
}
