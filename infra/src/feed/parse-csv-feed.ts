import { parseCsv } from './csv-parser';
import { expandDottedKeys } from './dotted-keys';
import { FeedError } from './feed-error';
import { assertFeedTextSize } from './feed-size';
import type { FeedRow } from './feed-types';

/** Columns a header needs one of, or no row of the file can be a car (each needs a make and an identity). */
const IDENTITY_COLUMNS = ['stocknum', 'vin', 'make'];

/** The first columns of a header as written, for a message. */
const shownHeader = (fields: string[]) => {
  const text = fields.join(',');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/**
 * The header: spec §3 field names, dotted for nested fields, in any case ("Make" is make: every field name is
 * lower case); duplicate names are refused, and so is a header without a stocknum, vin or make column (a
 * file separated by semicolons or tabs reads as one column), which would reject every row for the same reason.
 */
function headerNames(fields: string[], line: number): string[] {
  const names = fields.map((field) => field.trim().toLowerCase());
  const seen = new Map<string, number>();
  names.forEach((name, column) => {
    if (!name) return;
    const first = seen.get(name);
    if (first !== undefined) {
      throw new FeedError(
        'bad_header',
        `line ${line}: column "${name}" appears twice in the header (columns ${first + 1} and ${column + 1})`,
        line,
      );
    }
    seen.set(name, column);
  });
  if (seen.size === 0) throw new FeedError('bad_header', `line ${line}: the header names no fields`, line);
  if (!IDENTITY_COLUMNS.some((name) => seen.has(name)))
    throw new FeedError(
      'bad_header',
      `line ${line}: the header has no stocknum, vin or make column (it reads "${shownHeader(fields)}"): ` +
        'separate the columns with commas and name them by the car fields (stocknum or vin, make, model, year, ' +
        'price, car_type)',
      line,
    );
  return names;
}

/**
 * A CSV feed (issue 3 item 4): the first record names the fields, each following record is a car. Empty
 * cells count as not given, columns with an empty header are ignored, dotted headers make nested fields;
 * arrays and objects may also be JSON in a cell (read by the validator). Each row keeps the physical line it
 * starts on.
 */
export function parseCsvFeed(text: string): FeedRow[] {
  assertFeedTextSize(text);
  const records = parseCsv(text);
  const header = records[0];
  if (!header) throw new FeedError('no_header', 'the CSV feed is empty: its first line must name the fields');
  const names = headerNames(header.fields, header.line);
  return records.slice(1).map((record, index) => {
    const problems: string[] = [];
    if (record.fields.length !== names.length) {
      problems.push(`the row has ${record.fields.length} fields but the header has ${names.length}`);
    }
    const flat: Record<string, string> = {};
    names.forEach((name, column) => {
      const cell = record.fields[column];
      if (name && cell !== undefined && cell !== '') flat[name] = cell;
    });
    const expanded = expandDottedKeys(flat);
    return { line: record.line, index, data: expanded.value, problems: [...problems, ...expanded.problems] };
  });
}
