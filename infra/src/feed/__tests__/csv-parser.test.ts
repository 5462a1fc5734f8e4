import { parseCsv } from '../csv-parser';
import { FeedError } from '../feed-error';

function brokenQuote(text: string): FeedError {
  try {
    parseCsv(text);
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error('expected a FeedError');
}

describe('parseCsv (RFC 4180)', () => {
  it('splits records and fields', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
    ]);
  });

  it('reads CRLF, LF and a missing final line break alike', () => {
    const expected = [
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
    ];
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual(expected);
    expect(parseCsv('a,b\n1,2')).toEqual(expected);
    expect(parseCsv('a,b\r1,2')).toEqual(expected);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(parseCsv('a,,c,\n')).toEqual([{ line: 1, fields: ['a', '', 'c', ''] }]);
    expect(parseCsv('a,')).toEqual([{ line: 1, fields: ['a', ''] }]);
  });

  it('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    const text =
      'make,badge,note\nToyota,"SR5, Auto","the ""best"" ute"\nMazda,"Touring\nline two\r\nline three",x\nKia,S,y\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['make', 'badge', 'note'] },
      { line: 2, fields: ['Toyota', 'SR5, Auto', 'the "best" ute'] },
      { line: 3, fields: ['Mazda', 'Touring\nline two\r\nline three', 'x'] },
      { line: 6, fields: ['Kia', 'S', 'y'] },
    ]);
  });

  it('reads an empty quoted field and a quoted field at the end of the text', () => {
    expect(parseCsv('"",b\n"x"')).toEqual([
      { line: 1, fields: ['', 'b'] },
      { line: 2, fields: ['x'] },
    ]);
  });

  it('drops a BOM and skips blank lines, keeping physical line numbers', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n   \n3,4\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['1', '2'] },
      { line: 5, fields: ['3', '4'] },
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reports an unterminated quote with the line it opened on instead of guessing', () => {
    const error = brokenQuote('a,b\n1,2\n3,"never closed\n4,5\n6,7\n');
    expect(error.code).toBe('broken_quote');
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/line 3: the quoted field opened at column 3 is never closed/);
  });

  it('reports a quote inside an unquoted field', () => {
    const error = brokenQuote('a,b\n1,2\n17" wheels,x\n');
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/line 3: a quote at column 3 inside an unquoted field/);
  });

  it('reports text after a closing quote, on the line it is on', () => {
    const error = brokenQuote('a,b\n"multi\nline"x,2\n');
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/line 3: unexpected text after the closing quote/);
  });
});
