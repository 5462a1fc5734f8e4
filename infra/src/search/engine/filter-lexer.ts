/**
 * Tokens of Algolia's `filters` syntax, following the lexer of Algolia's own filter syntax validator
 * (github.com/algolia/algolia-filters-js-syntax-validator): words run until a space or one of ( ) < > = ! : ' ",
 * AND / OR / NOT / TO are keywords only in upper case, a word of digits (with an optional leading "-" and one
 * ".") is a number, quotes take "\" as an escape, and a backslash outside quotes is an ordinary character.
 */
export type TokenType =
  | 'string'
  | 'number'
  | 'emptyString'
  | 'incompleteString'
  | 'open'
  | 'close'
  | 'colon'
  | 'comma'
  | 'operator'
  | 'lt'
  | 'gt'
  | 'and'
  | 'or'
  | 'not'
  | 'to'
  | 'bang'
  | 'eof';

export interface Token {
  type: TokenType;
  /** Unquoted, unescaped text (strings, numbers) or the symbol. */
  value: string;
  /** The text as written, used in messages. */
  raw: string;
  /** Column (0-based offset in the input), as Algolia reports it. */
  pos: number;
  quoted: boolean;
}

/** How each token reads in "Unexpected token X expected Y" messages, in Algolia's wording. */
export const TOKEN_NAMES: Record<TokenType | 'filter', string> = {
  string: 'string',
  number: 'numeric',
  emptyString: 'empty string',
  incompleteString: 'incomplete string',
  open: "'('",
  close: "')'",
  colon: "':'",
  comma: ',',
  operator: 'numeric operator',
  lt: '<',
  gt: '>',
  and: "'AND'",
  or: "'OR'",
  not: "'NOT'",
  to: "'TO'",
  bang: '!',
  eof: 'end of filter',
  filter: 'filter',
};

const WHITESPACE = new Set([' ', '\t', '\n', '\r', '\f', '\v']);
const SEPARATORS = new Set(['(', ')', '<', '>', '=', '!', ':', "'", '"']);
const NUMBER = /^-?[0-9]+(\.[0-9]*)?$/;
const KEYWORDS: Record<string, TokenType> = { AND: 'and', OR: 'or', NOT: 'not', TO: 'to' };

function token(type: TokenType, value: string, raw: string, pos: number, quoted = false): Token {
  return { type, value, raw, pos, quoted };
}

function readQuoted(input: string, start: number): Token {
  const quote = input[start]!;
  let value = '';
  let escape = false;
  for (let i = start + 1; i < input.length; i++) {
    const c = input[i]!;
    if (escape) {
      value += c;
      escape = false;
    } else if (c === '\\') {
      escape = true;
    } else if (c === quote) {
      const raw = input.slice(start, i + 1);
      if (i === start + 1) return token('emptyString', '', raw, i, true);
      return token('string', value, raw, start, true);
    } else {
      value += c;
    }
  }
  return token('incompleteString', input.slice(start + 1), input.slice(start), start, true);
}

function readWord(input: string, start: number): Token {
  let end = start;
  while (end < input.length && !WHITESPACE.has(input[end]!) && !SEPARATORS.has(input[end]!)) end++;
  const raw = input.slice(start, end);
  const keyword = KEYWORDS[raw];
  if (keyword) return token(keyword, raw, raw, start);
  return token(NUMBER.test(raw) ? 'number' : 'string', raw, raw, start);
}

export function lexFilters(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (WHITESPACE.has(c)) {
      i++;
      continue;
    }
    const next = input[i + 1];
    let t: Token;
    if (c === '(') t = token('open', c, c, i);
    else if (c === ')') t = token('close', c, c, i);
    else if (c === ':') t = token('colon', c, c, i);
    else if (c === ',') t = token('comma', c, c, i);
    else if (c === '=') t = token('operator', '=', '=', i);
    else if (c === '<') t = next === '=' ? token('operator', '<=', '<=', i) : token('lt', '<', '<', i);
    else if (c === '>') t = next === '=' ? token('operator', '>=', '>=', i) : token('gt', '>', '>', i);
    else if (c === '!') t = next === '=' ? token('operator', '!=', '!=', i) : token('bang', '!', '!', i);
    else if (c === '"' || c === "'") t = readQuoted(input, i);
    else t = readWord(input, i);
    tokens.push(t);
    i = t.type === 'emptyString' ? t.pos + 1 : t.pos + t.raw.length;
  }
  tokens.push(token('eof', '', '', input.length));
  return tokens;
}

/** "Unexpected token string(abc) expected numeric at col 9". */
export function unexpectedMessage(t: Token, expected: TokenType | 'filter'): string {
  let name = TOKEN_NAMES[t.type];
  if ((t.type === 'string' || t.type === 'number') && t.value.length > 0) {
    name += `(${t.value.replace(/\n/g, '\u21b5')})`;
  }
  return `Unexpected token ${name} expected ${TOKEN_NAMES[expected]} at col ${t.pos}`;
}
