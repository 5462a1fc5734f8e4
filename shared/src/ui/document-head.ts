import { shareTags, type HeadMeta, type PageHead } from '../rules/share-tags';

/** The head's `<meta>` of that key (`name="description"`, `property="og:title"`), made when there is none. */
function metaOf(attribute: HeadMeta['attribute'], key: string): HTMLMetaElement {
  const found = [...document.head.querySelectorAll<HTMLMetaElement>(`meta[${attribute}]`)].find(
    (meta) => meta.getAttribute(attribute) === key,
  );
  if (found) return found;
  const meta = document.createElement('meta');
  meta.setAttribute(attribute, key);
  return document.head.appendChild(meta);
}

function setMeta(attribute: HeadMeta['attribute'], key: string, content: string): void {
  metaOf(attribute, key).setAttribute('content', content);
}

/** The page's canonical URL, with the link to it in the head (made when there is none). */
export function writeCanonical(url: string): void {
  const link =
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]') ??
    Object.assign(document.head.appendChild(document.createElement('link')), { rel: 'canonical' });
  link.setAttribute('href', url);
  setMeta('property', 'og:url', url);
}

/**
 * Writes a page's head into the document, as the server writes it on a page load (its title, description,
 * canonical link and the Open Graph and Twitter tags shareTags makes of them): after an in-app navigation the
 * head would otherwise keep the first page's. Share tags the new page does not have (a car's og:image:width)
 * go.
 */
export function writeDocumentHead(head: PageHead): void {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  writeCanonical(head.canonical);
  for (const meta of document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
    meta.remove();
  }
  for (const { attribute, key, content } of shareTags(head)) setMeta(attribute, key, content);
}

/**
 * A page's own title, and description where it has one (a car's, a search's, a content page's), in place of
 * its route's: the tab's title, the description and the Open Graph tags that repeat them.
 */
export function writePageText(title: string, description?: string): void {
  document.title = title;
  setMeta('property', 'og:title', title);
  if (description === undefined) return;
  setMeta('name', 'description', description);
  setMeta('property', 'og:description', description);
}
