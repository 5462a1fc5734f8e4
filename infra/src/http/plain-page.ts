import { telHref } from '../../../shared/src/rules/location-links';
import { escapeHtml } from '../shell/escape';

export interface PlainPage {
  heading: string;
  /** Paragraphs, as text. */
  lines: string[];
  /** A phone number to call, linked. */
  phone?: string | null;
}

/**
 * A page with no script, style or picture, for answers where the shell cannot be served (a request Node's
 * parser refused, a page request that failed): a server in trouble needs nothing more to show it, and the
 * shopper gets words, the dealer's phone where known, and a way home.
 */
export function plainPage({ heading, lines, phone }: PlainPage): string {
  const call = phone
    ? `<p>Call us on <a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a>.</p>`
    : '';
  return (
    '<!doctype html><html lang="en-AU"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head>` +
    `<body><main><h1>${escapeHtml(heading)}</h1>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}` +
    `${call}<p><a href="/">Go to the home page</a></p></main></body></html>`
  );
}
