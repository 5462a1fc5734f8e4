import { badRequest } from './errors';
import { andFilters, orFilters, type FilterLeaf, type FilterNode } from './filter-ast';
import { parseNumericCondition } from './filter-parser';

/**
 * The array forms of filtering: `facetFilters`, `numericFilters` and `tagFilters`. Each takes a string or an
 * array whose items are strings (ANDed) or arrays of strings (ORed inside); a string that holds a JSON array
 * (as sent inside a `params` query string) is read as that array.
 */
function asNested(name: string, value: unknown): (string | string[])[] {
  let v = value;
  if (typeof v === 'string') {
    const trimmed = v.trim();
    if (trimmed.startsWith('[')) {
      try {
        v = JSON.parse(trimmed);
      } catch {
        throw badRequest(`${name}: invalid JSON array`);
      }
    } else {
      return trimmed === '' ? [] : [v];
    }
  }
  if (!Array.isArray(v)) throw badRequest(`${name}: expected a string or an array of strings`);
  return v.map((item) => {
    if (typeof item === 'string') return item;
    if (Array.isArray(item) && item.every((inner) => typeof inner === 'string')) return item as string[];
    throw badRequest(`${name}: expected strings or arrays of strings, nested at most two levels deep`);
  });
}

function combine(items: (string | string[])[], leaf: (text: string) => FilterLeaf): FilterNode | null {
  const groups: FilterNode[] = [];
  for (const item of items) {
    if (typeof item === 'string') groups.push(leaf(item));
    else if (item.length > 0) groups.push(orFilters(item.map(leaf)));
  }
  return andFilters(...groups);
}

/** "attr:value"; "attr:-value" excludes; "attr:\-value" is the literal "-value"; `_tags:x` is a tag. */
export function parseFacetFilter(text: string): FilterLeaf {
  const colon = text.indexOf(':');
  if (colon <= 0) {
    throw badRequest(`facetFilters: invalid filter "${text}", expected the form attribute:value`);
  }
  const attribute = text.slice(0, colon);
  let value = text.slice(colon + 1);
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  value = value.replace(/<score=[0-9.]+>$/, '');
  if (attribute === '_tags') return { type: 'tag', value, negated };
  return { type: 'facet', attribute, value, negated };
}

/** "tag"; "-tag" excludes; "\-tag" is the literal "-tag". */
export function parseTagFilter(text: string): FilterLeaf {
  if (text.startsWith('-')) return { type: 'tag', value: text.slice(1), negated: true };
  if (text.startsWith('\\-')) return { type: 'tag', value: text.slice(1), negated: false };
  return { type: 'tag', value: text, negated: false };
}

export function parseFacetFilters(value: unknown): FilterNode | null {
  return combine(asNested('facetFilters', value), parseFacetFilter);
}

export function parseNumericFilters(value: unknown): FilterNode | null {
  return combine(asNested('numericFilters', value), parseNumericCondition);
}

export function parseTagFilters(value: unknown): FilterNode | null {
  return combine(asNested('tagFilters', value), parseTagFilter);
}
