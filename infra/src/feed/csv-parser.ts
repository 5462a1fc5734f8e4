import { FeedError } from './feed-error';

/** One CSV record and the physical line (1-based) it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;
const BOM = 0xfeff;

/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF (a lone CR also ends a line); a field in
 * double quotes may hold commas, line breaks and doubled quotes (""). A leading BOM is dropped and blank
 * lines are skipped. A broken quote is never guessed at: an unterminated quoted field, a quote inside an
 * unquoted field or text after a closing quote throws FeedError 'broken_quote' with its line.
 */
export function parseCsv(text: string): CsvRecord[] {
  const n = text.length;
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === BOM ? 1 : 0;
  let line = 1;
  let lineStart = i;

  const column = (at: number): number => at - lineStart + 1;

  /** Advances line counting over text[from, to) (inside a quoted field). */
  const countLines = (from: number, to: number): void => {
    for (let k = from; k < to; k++) {
      const c = text.charCodeAt(k);
      if (c === LF || (c === CR && text.charCodeAt(k + 1) !== LF)) {
        line++;
        lineStart = k + 1;
      }
    }
  };

  const quotedField = (): string => {
    const openLine = line;
    const openColumn = column(i);
    i++;
    let value = '';
    let segment = i;
    for (;;) {
      const close = text.indexOf('"', i);
      if (close === -1) {
        throw new FeedError(
          'broken_quote',
          `line ${openLine}: the quoted field opened at column ${openColumn} is never closed`,
          openLine,
        );
      }
      countLines(i, close);
      if (text.charCodeAt(close + 1) === QUOTE) {
        value += text.slice(segment, close + 1);
        i = close + 2;
        segment = i;
        continue;
      }
      value += text.slice(segment, close);
      i = close + 1;
      const next = text.charCodeAt(i);
      if (i < n && next !== COMMA && next !== CR && next !== LF) {
        throw new FeedError(
          'broken_quote',
          `line ${line}: unexpected text after the closing quote at column ${column(close)} (a quote inside a quoted field must be doubled: "")`,
          line,
        );
      }
      return value;
    }
  };

  const plainField = (): string => {
    const start = i;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === COMMA || c === CR || c === LF) break;
      if (c === QUOTE) {
        throw new FeedError(
          'broken_quote',
          `line ${line}: a quote at column ${column(i)} inside an unquoted field (quote the whole field and double the quote: "")`,
          line,
        );
      }
      i++;
    }
    return text.slice(start, i);
  };

  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    let quoted = false;
    for (;;) {
      if (text.charCodeAt(i) === QUOTE) {
        quoted = true;
        fields.push(quotedField());
      } else {
        fields.push(plainField());
      }
      if (i >= n) break;
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        i++;
        if (i >= n) fields.push('');
        if (i >= n) break;
        continue;
      }
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      line++;
      lineStart = i;
      break;
    }
    const blank = !quoted && fields.length === 1 && (fields[0] as string).trim() === '';
    if (!blank) records.push({ line: startLine, fields });
  }
  return records;
}
