import PDFDocument from 'pdfkit';

/** What the sample history report names. */
export interface HistoryReportModel {
  siteName: string;
  /** "2019 Toyota Corolla Ascent Sport". */
  title: string;
  vin: string;
  stocknum: string;
  /** "84,210 km". */
  odometer: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const TEXT = '#111827';
const MUTED = '#4b5563';

/** The notice at the top of every sample report: it must never pass for a real history check. */
export const SAMPLE_NOTICE =
  'Sample report for a demonstration site. It is not a history check of this vehicle: a dealer’s site links ' +
  'the report its history provider issued for the car.';

/**
 * The demo inventory's history report (spec §2: the button shows only for a car with a `file`): a one-page
 * A4 PDF naming the car and saying plainly that it is a sample. Real feeds give `file` as the provider's
 * report URL; the demo seed points some used cars here so the button can be tried. Standard PDF fonts only.
 */
export function renderHistoryReport(model: HistoryReportModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: 'en-AU',
    displayTitle: true,
    info: {
      Title: `Vehicle history report (sample): ${model.title}`,
      Author: model.siteName,
      Creator: 'Dealerline',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(TEXT)
    .text('Vehicle history report (sample)', { width: CONTENT });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(SAMPLE_NOTICE, { width: CONTENT });
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(15).fillColor(TEXT).text(model.title, { width: CONTENT });
  doc.moveDown(0.4);
  const rows: [string, string][] = [
    ['VIN', model.vin],
    ['Stock number', model.stocknum],
    ['Odometer when listed', model.odometer],
    ['Listed by', model.siteName],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(label, PAGE.margin, y, { width: 150 });
    doc.fillColor(TEXT).text(value, PAGE.margin + 160, y, { width: CONTENT - 160 });
    doc.moveDown(0.3);
  }
  doc.end();
  return done;
}
