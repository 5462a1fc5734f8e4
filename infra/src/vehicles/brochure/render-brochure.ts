import PDFDocument from 'pdfkit';
import type { BrochureModel } from './brochure-model';

/** A4 in points, with 40 pt margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const PHOTO = { width: CONTENT, height: Math.round((CONTENT * 2) / 3) };
const TEXT = '#111827';
const MUTED = '#4b5563';
const SOLD = '#b91c1c';

/** White or near-black, whichever reads better on the accent colour (WCAG relative luminance). */
function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? TEXT : '#ffffff';
}

/**
 * The vehicle brochure (spec §7.9) as a one-page A4 PDF: the site's band, the title, the main photo, the key
 * specifications beside the price and the dealer with its location, address and phone, and the page's URL.
 * Standard PDF fonts only (nothing to embed or fetch).
 */
export function renderBrochure(model: BrochureModel, photo: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: 'en-AU',
    displayTitle: true,
    info: {
      Title: model.title,
      Author: model.siteName,
      Subject: `${model.title}: vehicle brochure`,
      Keywords: model.url,
      Creator: 'Dealerline',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { margin } = PAGE;

  doc.rect(0, 0, PAGE.width, 64).fill(model.accent);
  doc.fillColor(textOn(model.accent)).font('Helvetica-Bold').fontSize(18);
  doc.text(model.siteName, margin, 23, { width: CONTENT, lineBreak: false, ellipsis: true });

  doc.fillColor(TEXT).font('Helvetica-Bold').fontSize(22).text(model.title, margin, 84, { width: CONTENT });
  if (model.subtitle)
    doc.font('Helvetica').fontSize(12).fillColor(MUTED).text(model.subtitle, { width: CONTENT });
  const photoTop = doc.y + 10;
  doc.image(photo, margin, photoTop, { width: PHOTO.width, height: PHOTO.height });

  const columnsTop = photoTop + PHOTO.height + 20;
  const left = { x: margin, width: CONTENT * 0.55 };
  const right = { x: margin + CONTENT * 0.6, width: CONTENT * 0.4 };

  doc.font('Helvetica-Bold').fontSize(13).fillColor(TEXT).text('Key specifications', left.x, columnsTop);
  let y = doc.y + 6;
  for (const spec of model.specs) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(spec.label, left.x, y, { width: 90 });
    doc.fillColor(TEXT).text(spec.value, left.x + 95, y, { width: left.width - 95 });
    y = Math.max(doc.y, y + 14) + 3;
  }

  doc.x = right.x;
  doc.y = columnsTop;
  if (model.soldNotice) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(SOLD).text(model.soldNotice, { width: right.width });
    doc.moveDown(0.4);
  }
  if (model.price.was)
    doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(model.price.was, { width: right.width });
  doc.font('Helvetica-Bold').fontSize(24).fillColor(TEXT).text(model.price.amount, { width: right.width });
  if (model.price.note)
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(model.price.note, { width: right.width });

  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(TEXT).text(model.dealer.name, { width: right.width });
  doc.font('Helvetica').fontSize(10);
  if (model.dealer.location && model.dealer.location !== model.dealer.name)
    doc.fillColor(TEXT).text(model.dealer.location, { width: right.width });
  for (const line of model.dealer.address) doc.fillColor(MUTED).text(line, { width: right.width });
  if (model.dealer.phone) {
    doc.moveDown(0.4);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(TEXT)
      .text(`Call ${model.dealer.phone}`, { width: right.width });
  }

  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(model.url, margin, PAGE.height - margin - 14, {
    width: CONTENT,
    link: model.url,
    lineBreak: false,
    ellipsis: true,
  });
  doc.end();
  return done;
}
