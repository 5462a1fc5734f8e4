import { badRequest, type SearchError } from './errors';
import { andFilters, orFilters, type FilterLeaf, type FilterNode, type NumericOperator } from './filter-ast';
import { lexFilters, unexpectedMessage, type Token, type TokenType } from './filter-lexer';

/**
 * Algolia's `filters` grammar (https://www.algolia.com/doc/api-reference/api-parameters/filters/):
 *
 *   expression := or ( 'AND' or )*            -- OR binds tighter than AND
 *   or         := term ( 'OR' term )*
 *   term       := '(' expression ')' | 'NOT'? leaf
 *   leaf       := attr op number               -- numeric comparison, op in < <= = != >= >
 *               | attr ':' number 'TO' number  -- numeric range
 *               | attr ':' value options?      -- facet (or tag when attr is _tags)
 *               | value options?               -- tag
 *   options    := '<' 'score' '=' number ( ',' 'score' '=' number )* '>'   -- accepted, ignored
 *
 * and what Algolia refuses, with its messages: filters of different kinds (facet, numeric, tag) in one OR,
 * an AND inside an OR, NOT in front of a parenthesis, unbalanced parentheses and missing pieces.
 */
type Kind = 'facet' | 'numeric' | 'tag';

interface Parsed {
  node: FilterNode;
  /** Kind of the last leaf read (Algolia compares a group by its last filter). */
  kind: Kind;
  /** The term is (or wraps) a conjunction. */
  containsAnd: boolean;
}

const MIXED_OR: Record<Kind, string> = {
  numeric:
    'Different types are not allowed in the same OR.\nExpected a numeric filter which needs to have one of the following form:\n - numeric_attr_name=10\n - numeric_attr_name>10\n - numeric_attr_name>=10\n - numeric_attr_name<10\n - numeric_attr_name<=10\n - numeric_attr_name!=10\n - numeric_attr_name:10 TO 20',
  facet:
    'Different types are not allowed in the same OR.\nExpected a facet filter which needs to have this form:\n - facet_name:facet_value',
  tag: 'Different types are not allowed in the same OR.\nExpected a tag filter which needs to have this form:\n - _tags:tag_value\n - tag_value',
};

export const AND_AFTER_OR = 'filter X OR (Y AND Z) is not allowed, only X AND (Y OR Z) is allowed';
export const AND_BEFORE_OR = 'filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed';

const NUMERIC_OPERATORS = new Set<TokenType>(['operator', 'lt', 'gt']);

class Parser {
  private pos = 0;
  /** One entry per OR list being read: whether an OR has been seen in it yet. */
  private readonly orLists: boolean[] = [];

  constructor(
    private readonly tokens: Token[],
    private readonly label: string,
  ) {}

  /** The current token (a method, not a getter, so TypeScript does not narrow it across `pos++`). */
  private cur(): Token {
    return this.tokens[this.pos]!;
  }

  private peek(offset: number): Token {
    return this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)]!;
  }

  private fail(message: string): SearchError {
    return badRequest(`${this.label}: ${message}`);
  }

  private unexpected(expected: TokenType | 'filter'): SearchError {
    return this.fail(unexpectedMessage(this.cur(), expected));
  }

  parseAll(): FilterNode {
    const parsed = this.parseAnd();
    if (this.cur().type !== 'eof') throw this.unexpected('eof');
    return parsed.node;
  }

  private parseAnd(): Parsed {
    const parts: Parsed[] = [this.parseOr()];
    while (this.cur().type === 'and') {
      if (this.orLists.some((seenOr) => seenOr)) throw this.fail(AND_AFTER_OR);
      this.pos++;
      parts.push(this.parseOr());
    }
    const last = parts[parts.length - 1]!;
    return {
      node: andFilters(...parts.map((part) => part.node))!,
      kind: last.kind,
      containsAnd: parts.length > 1 || last.containsAnd,
    };
  }

  private parseOr(): Parsed {
    const level = this.orLists.push(false) - 1;
    const terms: Parsed[] = [];
    for (;;) {
      const term = this.parseTerm();
      const previous = terms[terms.length - 1];
      if (previous && previous.kind !== term.kind) throw this.fail(MIXED_OR[previous.kind]);
      if (terms.length > 0 && term.containsAnd) throw this.fail(AND_AFTER_OR);
      terms.push(term);
      if (this.cur().type !== 'or') break;
      if (term.containsAnd) throw this.fail(AND_BEFORE_OR);
      this.orLists[level] = true;
      this.pos++;
    }
    this.orLists.pop();
    const last = terms[terms.length - 1]!;
    return {
      node: orFilters(terms.map((term) => term.node)),
      kind: last.kind,
      containsAnd: terms.length === 1 && last.containsAnd,
    };
  }

  private parseTerm(): Parsed {
    if (this.cur().type === 'open') {
      this.pos++;
      const inner = this.parseAnd();
      if (this.cur().type !== 'close') throw this.unexpected('close');
      this.pos++;
      return inner;
    }
    let negated = false;
    if (this.cur().type === 'not') {
      negated = true;
      this.pos++;
    }
    const name = this.cur();
    if (name.type !== 'string' && name.type !== 'number') throw this.unexpected('filter');
    this.pos++;
    const next = this.cur();

    if (next.type === 'lt' && this.isOption(this.peek(1))) {
      this.parseOptions();
      return this.leaf(tagLeaf(name.value, negated), 'tag');
    }
    if (NUMERIC_OPERATORS.has(next.type)) {
      this.pos++;
      const value = this.cur();
      if (value.type !== 'number') throw this.unexpected('number');
      this.pos++;
      return this.leaf(
        {
          type: 'numeric',
          attribute: name.value,
          operator: next.value as NumericOperator,
          value: Number(value.value),
          negated,
        },
        'numeric',
      );
    }
    if (next.type === 'colon') {
      this.pos++;
      const value = this.cur();
      if (value.type !== 'string' && value.type !== 'number') throw this.unexpected('string');
      this.pos++;
      if (value.type === 'number' && this.cur().type === 'to') {
        this.pos++;
        const upper = this.cur();
        if (upper.type !== 'number') throw this.unexpected('number');
        this.pos++;
        return this.leaf(
          {
            type: 'range',
            attribute: name.value,
            lower: Number(value.value),
            upper: Number(upper.value),
            negated,
          },
          'numeric',
        );
      }
      this.parseOptions();
      const text = unescapeDash(value);
      if (name.value === '_tags') return this.leaf(tagLeaf(text, negated), 'tag');
      return this.leaf({ type: 'facet', attribute: name.value, value: text, negated }, 'facet');
    }
    return this.leaf(tagLeaf(unescapeDash(name), negated), 'tag');
  }

  private leaf(node: FilterLeaf, kind: Kind): Parsed {
    return { node, kind, containsAnd: false };
  }

  private isOption(t: Token): boolean {
    return t.type === 'string' && t.value === 'score';
  }

  /** `<score=N, …>` after a facet or tag: optional-filter scores, accepted and ignored here. */
  private parseOptions(): void {
    if (this.cur().type !== 'lt') return;
    this.pos++;
    for (;;) {
      if (this.cur().type !== 'string') throw this.unexpected('string');
      if (this.cur().value !== 'score') {
        throw this.fail(
          unexpectedMessage(this.cur(), 'filter').replace(/expected filter/, 'expected "score"'),
        );
      }
      this.pos++;
      if (this.cur().type !== 'operator' || this.cur().value !== '=') throw this.unexpected('operator');
      this.pos++;
      if (this.cur().type !== 'number') throw this.unexpected('number');
      this.pos++;
      if (this.cur().type !== 'comma') break;
      this.pos++;
    }
    if (this.cur().type !== 'gt') throw this.unexpected('gt');
    this.pos++;
  }
}

function tagLeaf(value: string, negated: boolean): FilterLeaf {
  return { type: 'tag', value, negated };
}

/** Outside quotes, "\-value" is the literal "-value" (a leading "-" is literal in `filters` anyway). */
function unescapeDash(t: Token): string {
  return !t.quoted && t.value.startsWith('\\-') ? t.value.slice(1) : t.value;
}

/**
 * Parses an Algolia `filters` string into the normalised tree; null for an empty (or blank) string.
 * Throws a 400 SearchError with Algolia's wording ("filters: Unexpected token … expected … at col N").
 */
export function parseFilters(input: string, label = 'filters'): FilterNode | null {
  if (input.trim() === '') return null;
  return new Parser(lexFilters(input), label).parseAll();
}

/** One `numericFilters` entry ("price>=10", "year:2010 TO 2020"): exactly one numeric comparison or range. */
export function parseNumericCondition(input: string): FilterLeaf {
  const tokens = lexFilters(input);
  const fail = (t: Token, expected: TokenType): never => {
    throw badRequest(`numericFilters: ${unexpectedMessage(t, expected)}`);
  };
  const [name, op, value] = tokens;
  if (!name || (name.type !== 'string' && name.type !== 'number')) return fail(tokens[0]!, 'string');
  if (!op || (!NUMERIC_OPERATORS.has(op.type) && op.type !== 'colon'))
    return fail(op ?? tokens[0]!, 'operator');
  if (!value || value.type !== 'number') return fail(value ?? op, 'number');
  if (op.type === 'colon') {
    const to = tokens[3]!;
    if (to.type !== 'to') return fail(to, 'to');
    const upper = tokens[4]!;
    if (upper.type !== 'number') return fail(upper, 'number');
    if (tokens[5]!.type !== 'eof') return fail(tokens[5]!, 'eof');
    return {
      type: 'range',
      attribute: name.value,
      lower: Number(value.value),
      upper: Number(upper.value),
      negated: false,
    };
  }
  if (tokens[3]!.type !== 'eof') return fail(tokens[3]!, 'eof');
  return {
    type: 'numeric',
    attribute: name.value,
    operator: op.value as NumericOperator,
    value: Number(value.value),
    negated: false,
  };
}
