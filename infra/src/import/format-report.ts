import { MAX_WARNINGS, type ImportReport } from './import-types';

const count = (n: number) => n.toLocaleString('en-AU');

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
    for (const row of report.rejected) lines.push(`  line ${row.line}: ${row.errors.join('; ')}`);
  }
  if (report.warnings.length) {
    // The same note on many rows (an ignored column, say) is listed once with its lines.
    const byMessage = new Map<string, number[]>();
    for (const row of report.warnings)
      for (const message of row.messages)
        byMessage.set(message, [...(byMessage.get(message) ?? []), row.line]);
    const capped = report.warnings.length >= MAX_WARNINGS ? `; the first ${MAX_WARNINGS} rows` : '';
    lines.push('', `Warnings (imported with notes${capped}):`);
    for (const [message, at] of byMessage) {
      const shown = at.slice(0, 8).join(', ') + (at.length > 8 ? `, … (${at.length} rows)` : '');
      lines.push(`  ${message}: line${at.length > 1 ? 's' : ''} ${shown}`);
    }
  }
  return lines.join('\n');
}
