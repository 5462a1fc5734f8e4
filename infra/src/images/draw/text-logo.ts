import sharp from 'sharp';

/** A text logo is 600×120 (5:1): three times the header's 200×40 logo box, sharp on any phone screen. */
export const TEXT_LOGO_WIDTH = 600;
export const TEXT_LOGO_HEIGHT = 120;
/** The text fills at most this height of the box, centred, so logos of short and long names look alike. */
const TEXT_HEIGHT = 72;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  "'": '&apos;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** The name drawn in bold at 20 px on a canvas wide enough for any font; its ink is trimmed out afterwards. */
export function textLogoSvg(text: string, colourHex: string): string {
  const safe = text.replace(/[&'<>"]/g, (c) => XML_ESCAPES[c]!);
  const width = text.length * 16 + 40;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40">` +
    `<text x="10" y="28" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="20" ` +
    `font-weight="700" fill="#${colourHex}">${safe}</text></svg>`
  );
}

/** The drawing at a density (72 = 1 px per SVG unit), cut to its ink. */
function inkAt(svg: string, density: number) {
  return sharp(Buffer.from(svg), { density }).trim().toBuffer({ resolveWithObject: true });
}

/**
 * A text logo as a PNG with a transparent background (issue 9, TBT): an SVG `<img>` with text makes the
 * browser build a document for it and shape its text on the main thread, 35-75 ms on a slow phone; a PNG
 * decodes off it. librsvg ignores `textLength`, so the text is measured by its ink, drawn again at the scale
 * that fits the box (no resampling: solid pixels keep the exact colour) and set at its left, vertically
 * centred. Null when the server has no font to draw it with (blank ink).
 */
export async function renderTextLogo(text: string, colourHex: string): Promise<Buffer | null> {
  const svg = textLogoSvg(text, colourHex);
  const { channels } = await sharp(Buffer.from(svg)).stats();
  if ((channels[3]?.max ?? 0) === 0) return null;
  const measured = await inkAt(svg, 288);
  const scale = Math.min(TEXT_LOGO_WIDTH / measured.info.width, TEXT_HEIGHT / measured.info.height);
  let ink = await inkAt(svg, 288 * scale);
  if (ink.info.width > TEXT_LOGO_WIDTH || ink.info.height > TEXT_HEIGHT) {
    // A pixel of rounding between the two drawings.
    ink = await sharp(ink.data)
      .resize({ width: TEXT_LOGO_WIDTH, height: TEXT_HEIGHT, fit: 'inside' })
      .toBuffer({ resolveWithObject: true });
  }
  const { width, height } = ink.info;
  const top = Math.floor((TEXT_LOGO_HEIGHT - height) / 2);
  return sharp(ink.data)
    .extend({
      top,
      bottom: TEXT_LOGO_HEIGHT - height - top,
      left: 0,
      right: TEXT_LOGO_WIDTH - width,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
