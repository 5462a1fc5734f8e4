import type { HeadMeta } from '../../../shared/src/rules/share-tags';
import { escapeHtml, scriptSafeJson } from '../shell/escape';

/** `<meta name=… content=…>`, escaped. */
function metaName(name: string, content: string): string {
  return `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;
}

/** `<meta property=… content=…>` (Open Graph), escaped. */
function metaProperty(property: string, content: string): string {
  return `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`;
}

/** A head `<meta>` (shareTags' Open Graph and Twitter tags), escaped. */
export function headMeta({ attribute, key, content }: HeadMeta): string {
  return attribute === 'property' ? metaProperty(key, content) : metaName(key, content);
}

/** Pages that must stay out of search results (unknown car, checkout steps). */
export const NOINDEX = metaName('robots', 'noindex');

/**
 * A JSON-LD block. `<`, `>` and `&` are written as \u escapes, so no text in the data can close the script
 * element or open a comment, and the JSON parses to the same value.
 */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}
