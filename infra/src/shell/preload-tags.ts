import { escapeHtml } from './escape';

/** Something the first view needs, fetched from the HTML instead of after the scripts ask for it. */
export type PreloadHint =
  | { kind: 'script'; href: string }
  /** A JSON file the page fetches with fetch() (CORS mode, so the preload is `crossorigin`). */
  | { kind: 'fetch'; href: string }
  /** The first view's largest picture, with the candidates its <img> asks for. */
  | { kind: 'image'; src: string; srcSet: string; sizes: string };

/** `<link rel="preload">` tags for the head, escaped; the picture first (it is the page's LCP). */
export function preloadTags(hints: readonly PreloadHint[]): string[] {
  const ordered = [...hints].sort((a, b) => Number(b.kind === 'image') - Number(a.kind === 'image'));
  return ordered.map((hint) => {
    switch (hint.kind) {
      case 'image':
        return (
          `<link rel="preload" as="image" href="${escapeHtml(hint.src)}" imagesrcset="${escapeHtml(hint.srcSet)}"` +
          ` imagesizes="${escapeHtml(hint.sizes)}" fetchpriority="high" />`
        );
      case 'fetch':
        return `<link rel="preload" as="fetch" href="${escapeHtml(hint.href)}" crossorigin="anonymous" />`;
      case 'script':
        return `<link rel="preload" as="script" href="${escapeHtml(hint.href)}" />`;
    }
  });
}
