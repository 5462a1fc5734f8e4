import { formatImportReport } from '../../import/format-report';
import { createProgress } from '../progress';

describe('progress on stderr (issue 3 item 4)', () => {
  it('redraws a bar in place on a terminal', () => {
    const out: string[] = [];
    const progress = createProgress({ isTTY: true, write: (s) => out.push(s) }, () => 0);
    progress.update('writing cars', 500, 1000);
    progress.finish();
    expect(out[0]).toBe(`\r\u001b[2Kwriting cars [${'#'.repeat(15)}${'.'.repeat(15)}] 50% 500/1,000 0.0 s`);
    expect(out.at(-1)).toBe('\n');
  });

  it('writes plain lines elsewhere: one per phase and quarter', () => {
    const out: string[] = [];
    const progress = createProgress({ isTTY: false, write: (s) => out.push(s) }, () => 0);
    for (let done = 0; done <= 100; done += 10) progress.update('writing cars', done, 100);
    progress.update('done', 1, 1);
    expect(out).toHaveLength(6);
    expect(out.every((line) => line.endsWith('\n'))).toBe(true);
  });
});

describe('import summary', () => {
  it('lists the counts and every rejected row with its reasons', () => {
    const text = formatImportReport(
      {
        site: 'harbour-nissan',
        format: 'csv',
        full: true,
        dealership: null,
        dryRun: false,
        rows: 12,
        inserted: 8,
        updated: 1,
        unchanged: 1,
        soldMarked: 3,
        rejected: [{ line: 4, errors: ['price must not be negative', 'make is required'] }],
        warnings: [
          { line: 2, messages: ['unknown field "colour_code" ignored'] },
          { line: 3, messages: ['unknown field "colour_code" ignored'] },
        ],
        seconds: 0.42,
      },
      'feed.csv',
    );
    expect(text).toContain('Imported feed.csv into harbour-nissan (csv, full feed, 12 rows) in 0.4 s:');
    expect(text).toMatch(
      /inserted\s+8\n\s+updated\s+1\n\s+unchanged\s+1\n\s+sold-marked\s+3\n\s+rejected\s+1/,
    );
    expect(text).toContain('line 4: price must not be negative; make is required');
    expect(text).toContain('unknown field "colour_code" ignored: lines 2, 3');
  });
});
