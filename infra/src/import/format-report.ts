import { MAX_WARNINGS, type FeedRowPlace, type ImportReport } from './import-types';

const count = (n: number) => n.toLocaleString('en-AU');

/** The stock number, else the VIN, a row gave: what a dealer searches their system for. */
const identity = (place: FeedRowPlace) =>
  place.stocknum !== null ? `stock ${place.stocknum}` : place.vin !== null ? `VIN ${place.vin}` : null;

/**
 * A rejected row as the dealer finds it: a CSV row by its line (a spreadsheet's row number); a JSON row by its
 * position too, as a one-line (minified) feed has every row on line 1. Then its stock number or VIN.
 */
function rowName(place: FeedRowPlace, format: ImportReport['format']): string {
  const parts = [`line ${place.line}`, ...(format === 'json' ? [`row ${place.row}`] : []), identity(place)];
  return parts.filter((part) => part !== null).join(', ');
}

/** The import summary the CLI prints (issue 3 item 4): counts, then every rejected row with its reasons. */
export function formatImportReport(report: ImportReport, file: string): string {
  const rows: [string, number][] = [
    ['inserted', report.inserted],
    ['updated', report.updated],
    ['unchanged', report.unchanged],
    ['sold-marked', report.soldMarked],
    ['rejected', report.rejected.length],
  ];
  const width = Math.max(...rows.map(([, n]) => count(n).length));
  const lines = [
    `${report.dryRun ? 'Dry run: nothing was written. Importing' : 'Imported'} ${file} into ${report.site} ` +
      `(${report.format}${report.full ? ', full feed' : ''}${report.dealership ? ` of ${report.dealership}` : ''}, ` +
      `${count(report.rows)} rows) ` +
      `${report.dryRun ? 'would do' : `in ${report.seconds.toFixed(1)} s`}:`,
    ...rows.map(([label, n]) => `  ${label.padEnd(12)}${count(n).padStart(width)}`),
  ];
  if (!report.full)
    lines.push('  (not a full feed: no car was marked sold; pass --full to mark missing cars sold)');
  if (report.rejected.length) {
    lines.push('', `Rejected rows (${report.rejected.length}, nothing of them was stored):`);
    for (const row of report.rejected)
      lines.push(`  ${rowName(row, report.format)}: ${row.errors.join('; ')}`);
  }
  if (report.warnings.length) {
    // The same note on many rows (an ignored column, say) is listed once with its lines (a JSON feed's rows
    // by their positions: a one-line feed has them all on line 1).
    const byRow = report.format === 'json';
    const byMessage = new Map<string, number[]>();
    for (const row of report.warnings)
      for (const message of row.messages)
        byMessage.set(message, [...(byMessage.get(message) ?? []), byRow ? row.row : row.line]);
    const capped = report.warnings.length >= MAX_WARNINGS ? `; the first ${MAX_WARNINGS} rows` : '';
    lines.push('', `Warnings (imported with notes${capped}):`);
    for (const [message, at] of byMessage) {
      const shown = at.slice(0, 8).join(', ') + (at.length > 8 ? `, … (${at.length} rows)` : '');
      lines.push(`  ${message}: ${byRow ? 'row' : 'line'}${at.length > 1 ? 's' : ''} ${shown}`);
    }
  }
  return lines.join('\n');
}
