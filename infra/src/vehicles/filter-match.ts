import type { FilterNode } from '../search/engine';
import { facetText, numberOf } from '../search/engine/record-path';

/**
 * Whether one record passes a filter tree, read the way the search engine reads it: facet values compared
 * without regard to case (numbers and booleans as their text), numbers compared as numbers (booleans as 0/1),
 * tags exactly. For top-level attributes of a plain record: what a site's stock filter names.
 */
export function matchesFilter(record: Readonly<Record<string, unknown>>, node: FilterNode): boolean {
  switch (node.type) {
    case 'and':
      return node.children.every((child) => matchesFilter(record, child));
    case 'or':
      return node.children.some((child) => matchesFilter(record, child));
    case 'facet':
    case 'tag': {
      const attribute = node.type === 'tag' ? '_tags' : node.attribute;
      const found = valuesOf(record[attribute]).some((value) => {
        const text = facetText(value);
        if (text === undefined) return false;
        return node.type === 'tag' ? text === node.value : text.toLowerCase() === node.value.toLowerCase();
      });
      return found !== node.negated;
    }
    case 'range':
    case 'numeric': {
      const numbers = valuesOf(record[node.attribute])
        .map(numberOf)
        .filter((n): n is number => n !== undefined);
      let found: boolean;
      if (node.type === 'range') found = numbers.some((n) => n >= node.lower && n <= node.upper);
      else found = compare(numbers, node.operator, node.value);
      return found !== node.negated;
    }
  }
}

function valuesOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function compare(numbers: number[], operator: string, x: number): boolean {
  if (operator === '!=') return !numbers.some((n) => n === x);
  return numbers.some((n) =>
    operator === '<'
      ? n < x
      : operator === '<='
        ? n <= x
        : operator === '>='
          ? n >= x
          : operator === '>'
            ? n > x
            : n === x,
  );
}
