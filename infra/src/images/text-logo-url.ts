import { colourHex } from './colour-hex';

/** Names a text logo may show: letters, digits, spaces and the punctuation of business names. */
const LOGO_TEXT = /^[\p{L}\p{N}][\p{L}\p{N} &'.,-]{0,59}$/u;
const LOGO_FILE = /^(.+)\.png$/;
const HEX = /^[0-9a-f]{6}$/;

/** A text logo to draw: the name and its colour as 6 lower-case hex digits. */
export interface TextLogo {
  text: string;
  colourHex: string;
}

/**
 * URL of a generated text logo: `/images/logos/{colourHex}/{name}.png`. Demo sites use these instead of
 * logo files; a real dealer's uploaded logo is an ordinary image URL.
 */
export function textLogoUrl(text: string, colour: string): string {
  const logo = parseTextLogo(colourHex(colour), `${text}.png`);
  if (!logo) throw new Error(`a text logo cannot show "${text}"`);
  return `/images/logos/${logo.colourHex}/${encodeURIComponent(logo.text)}.png`;
}

/** The logo named by a URL's (decoded) colour and file segments, or null when either is not one. */
export function parseTextLogo(colour: string, file: string): TextLogo | null {
  const text = LOGO_FILE.exec(file)?.[1];
  if (!HEX.test(colour) || !text || !LOGO_TEXT.test(text)) return null;
  return { text, colourHex: colour };
}
