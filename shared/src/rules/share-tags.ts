/** Width of the pictures named in Open Graph and JSON-LD (an image endpoint width, spec §7.11). */
export const SHARE_IMAGE_WIDTH = 1000;

/** A picture a shared link shows, at an absolute URL. */
export interface ShareImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** A photo, shown large in a shared link (a car, a location); else a logo, shown small. */
  large: boolean;
}

/** What a page's head says of it: the server writes it on a page load, the browser after each navigation. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  siteName: string;
  /** Its Open Graph type: `product` for a car's page, else `website`. */
  type?: 'website' | 'product';
  image?: ShareImage | null;
}

/** A `<meta>` of the head: Open Graph ones by `property`, the others by `name`. */
export interface HeadMeta {
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

const property = (key: string, content: string): HeadMeta => ({ attribute: 'property', key, content });

/**
 * The Open Graph and Twitter card tags of a page (what a link shared on Facebook or in a messaging app
 * shows): its type, the site's name, the page's title, description and canonical URL, and its picture.
 */
export function shareTags(head: PageHead): HeadMeta[] {
  const { image } = head;
  return [
    property('og:type', head.type ?? 'website'),
    property('og:site_name', head.siteName),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', head.canonical),
    ...(image
      ? [
          property('og:image', image.url),
          ...(image.width && image.height
            ? [
                property('og:image:width', String(image.width)),
                property('og:image:height', String(image.height)),
              ]
            : []),
          property('og:image:alt', image.alt),
        ]
      : []),
    { attribute: 'name', key: 'twitter:card', content: image?.large ? 'summary_large_image' : 'summary' },
  ];
}
