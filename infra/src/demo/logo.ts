/**
 * A small text logo as an SVG data URL, so demo sites need no image files. The text is fitted to the
 * picture's width (textLength), as the font that draws it differs from one device to the next.
 */
export function textLogo(text: string, colour: string): string {
  const safe = text.replace(/[<>&"']/g, '');
  const width = Math.max(120, safe.length * 12);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
    `<text x="0" y="28" textLength="${width}" lengthAdjust="spacingAndGlyphs" font-family="system-ui, sans-serif" ` +
    `font-size="20" font-weight="700" fill="${colour}">${safe}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
