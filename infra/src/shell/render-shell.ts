import { BOOT_ELEMENT_ID, type BootPayload } from '../../../shared/src/platform/boot';
import { shareTags, type PageHead } from '../../../shared/src/rules/share-tags';
import type { ResponsiveImage } from '../../../shared/src/ui/first-view-images';
import { headMeta } from '../seo/head-tags';
import { escapeHtml, scriptSafeJson } from './escape';
import { preloadTags, type PreloadHint } from './preload-tags';

export const HEAD_MARKER = '<!--dealerline:head-->';
export const BOOT_MARKER = '<!--dealerline:boot-->';
/** The shell's mount point in index.html, which a server-rendered page fills. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * A served page's head: what PageHead says of it (title, description, canonical URL, the Open Graph and
 * Twitter tags made from them: routeHead, shared/src/rules/page-head.ts) and what only the server writes.
 */
export interface PageMeta extends PageHead {
  /** Further head elements, each already escaped (robots, JSON-LD: infra/src/seo). */
  head?: string[];
  /** The page's largest picture where the page's own lookup found it (a vehicle's first photo): preloaded. */
  picture?: ResponsiveImage;
  /**
   * The page names something the site does not have (a car's page or checkout of no car of the site, a brand
   * it does not sell, a search's page past its last): the page still renders, its own not-found in the site's
   * look, but answers 404, as unknown paths do.
   */
  missing?: boolean;
  /**
   * The page's own lookup could not reach the database: its head is the route's title only (noindex), and the
   * page answers 503 with Retry-After while the shell and the remotes show what they can.
   */
  unavailable?: boolean;
}

function headTags(meta: PageMeta, preloads: readonly PreloadHint[]): string {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...preloadTags(meta.picture ? [{ kind: 'image', ...meta.picture }, ...preloads] : preloads),
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    ...shareTags(meta).map(headMeta),
    ...(meta.head ?? []),
  ].join('\n    ');
}

function bootTag(boot: BootPayload): string {
  return `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(boot)}</script>`;
}

/** Puts `text` where `marker` is, else right before `</head>` (function replacers: no `$` patterns). */
function inject(html: string, marker: string, text: string): string {
  if (html.includes(marker)) return html.replace(marker, () => text);
  return html.includes('</head>') ? html.replace('</head>', () => `${text}\n</head>`) : `${text}\n${html}`;
}

/** What the server rendered of a page: the HTML inside #root and the style elements it needs in the head. */
export interface RenderedRoot {
  html: string;
  styles: string;
}

/**
 * The shell's index.html for one tenant: head tags, the first view's preloads, the boot payload and, when the
 * server rendered the page, its HTML inside #root and its styles at the end of the head. Pure.
 */
export function renderShellHtml(
  template: string,
  meta: PageMeta,
  boot: BootPayload,
  preloads: readonly PreloadHint[] = [],
  rendered?: RenderedRoot,
): string {
  const head = rendered
    ? [headTags(meta, preloads), rendered.styles].join('\n    ')
    : headTags(meta, preloads);
  const page = inject(inject(template, HEAD_MARKER, head), BOOT_MARKER, bootTag(boot));
  return rendered ? page.replace(ROOT_ELEMENT, () => `<div id="root">${rendered.html}</div>`) : page;
}
