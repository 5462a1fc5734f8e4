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

/** A reported row's place: its line, position and stock number or VIN. */
const at = (line: number, row: number, stocknum: string | null = null, vin: string | null = null) => ({
  line,
  row,
  stocknum,
  vin,
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
        rejected: [
          { ...at(4, 3), errors: ['price must not be negative', 'make is required'] },
          { ...at(5, 4, 'HN7'), errors: ['km must not be negative'] },
        ],
        warnings: [
          { ...at(2, 1), messages: ['unknown field "colour_code" ignored'] },
          { ...at(3, 2), messages: ['unknown field "colour_code" ignored'] },
        ],
        seconds: 0.42,
      },
      'feed.csv',
    );
    expect(text).toContain('Imported feed.csv into harbour-nissan (csv, full feed, 12 rows) in 0.4 s:');
    expect(text).toMatch(
      /inserted\s+8\n\s+updated\s+1\n\s+unchanged\s+1\n\s+sold-marked\s+3\n\s+rejected\s+2/,
    );
    expect(text).toContain('line 4: price must not be negative; make is required');
    expect(text).toContain('line 5, stock HN7: km must not be negative');
    expect(text).toContain('unknown field "colour_code" ignored: lines 2, 3');
  });

  it("names a one-line JSON feed's rows by their position and stock number or VIN, not by line 1 alone", () => {
    const vin = 'JN1TANT31U0000001';
    const text = formatImportReport(
      {
        site: 'harbour-nissan',
        format: 'json',
        full: false,
        dealership: null,
        dryRun: false,
        rows: 4,
        inserted: 2,
        updated: 0,
        unchanged: 0,
        soldMarked: 0,
        rejected: [
          { ...at(1, 3, 'HN3', vin), errors: ['names the same car (2004) as line 1, row 1'] },
          { ...at(1, 4, null, vin), errors: ['price must not be negative'] },
        ],
        warnings: [
          { ...at(1, 1), messages: ['unknown field "colour_code" ignored'] },
          { ...at(1, 2), messages: ['unknown field "colour_code" ignored'] },
        ],
        seconds: 0.1,
      },
      'feed.json',
    );
    expect(text).toContain('  line 1, row 3, stock HN3: names the same car (2004) as line 1, row 1');
    expect(text).toContain(`  line 1, row 4, VIN ${vin}: price must not be negative`);
    expect(text).toContain('unknown field "colour_code" ignored: rows 1, 2');
  });
});
